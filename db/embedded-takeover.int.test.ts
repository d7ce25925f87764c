import { type ChildProcess, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../tests/setup/app-server";
import { processIsGone } from "./embedded-owner";
import { passwordFileFor, readPassword } from "./embedded-password";

// Real processes: a server (server/boot.ts in tests/setup/boot-child.ts) with its embedded
// PostgreSQL, killed with SIGKILL as the out-of-memory killer would.
const dataRoot = mkdtempSync(path.join(tmpdir(), "buurtoogst-takeover-"));
chmodSync(dataRoot, 0o755); // PostgreSQL runs as the `postgres` user when we are root
const dataDir = path.join(dataRoot, "postgres");
const children: ChildProcess[] = [];

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

async function startServer(pgPort: number): Promise<Started> {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/setup/boot-child.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataRoot,
      EMBEDDED_PG_PORT: String(pgPort),
      PORT: String(await freePort()),
      SEED_ON_START: "false",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { child, output: () => output, exited };
}

async function serving(started: Started, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null)
      throw new Error(`The server exited during start:\n${started.output()}`);
    if (started.output().includes("serving on")) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server did not start in time:\n${started.output()}`);
}

const postmasterPid = () =>
  Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);

async function query(pgPort: number, sql: string) {
  const client = new pg.Client({
    host: "127.0.0.1",
    port: pgPort,
    user: "postgres",
    password: readPassword(passwordFileFor(dataDir))!,
    database: "buurtoogst",
  });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    }
  }
  // Whatever is still running on the directory (a failed run's orphan) is stopped too.
  if (existsSync(path.join(dataDir, "postmaster.pid"))) {
    const pid = postmasterPid();
    if (!processIsGone(pid)) process.kill(pid, "SIGINT");
    while (!processIsGone(pid)) await new Promise((r) => setTimeout(r, 100));
  }
  rmSync(dataRoot, { recursive: true, force: true });
});

describe("a server killed hard", () => {
  it("leaves its PostgreSQL running, which the next start stops and starts again; a live server's is refused", async () => {
    const pgPort = await freePort();
    const first = await startServer(pgPort);
    await serving(first);
    await query(
      pgPort,
      "CREATE TABLE kept (note text); INSERT INTO kept VALUES ('before the crash')",
    );

    // A second start while the first server lives still refuses.
    const second = await startServer(pgPort);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("is in use by another process");
    expect(first.child.exitCode).toBeNull();

    const orphan = postmasterPid();
    first.child.kill("SIGKILL");
    await first.exited;
    await new Promise((r) => setTimeout(r, 200));
    expect(processIsGone(orphan)).toBe(false);

    const startedAt = Date.now();
    const third = await startServer(pgPort);
    await serving(third, 60_000);
    const seconds = (Date.now() - startedAt) / 1000;
    const notices = third
      .output()
      .split("\n")
      .filter((line) => line.includes("left running by a Buurtoogst server that is gone"));
    expect(notices).toEqual([
      `Stopped the embedded PostgreSQL (PID ${orphan}) left running by a Buurtoogst server that is gone; starting it again.`,
    ]);
    expect(processIsGone(orphan)).toBe(true);
    expect(postmasterPid()).not.toBe(orphan);
    expect(await query(pgPort, "SELECT note FROM kept")).toEqual([{ note: "before the crash" }]);
    console.log(`restart after SIGKILL served in ${seconds.toFixed(1)} s`);
  }, 240_000);
});
