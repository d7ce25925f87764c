import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDatabase } from "./test-database";

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForServer(
  url: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 240_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited during start:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not start in time:\n${output()}`);
}

/**
 * The production build of the app as a child process on a free port, on a
 * fresh database with the demo data. Used by the browser journeys and benchmarks.
 */
export async function startAppServer(options: {
  purpose: string;
  env?: Record<string, string>;
  /** How long the start (seeding the demo data included) may take; 240 s unless given (a busy machine starts slowly; a deadline, not a wait). */
  startTimeoutMs?: number;
}) {
  const database = await createTestDatabase(options.purpose);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `buurtoogst-${options.purpose}-`));
  const baseUrl = `http://localhost:${port}`;
  let log = "";
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: baseUrl,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // Its own secret, as any production site must have (decision 064).
      STRIPE_WEBHOOK_SECRET: `whsec_${options.purpose}_${port}`,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    log += d;
  });
  child.stderr?.on("data", (d) => {
    log += d;
  });
  await waitForServer(`${baseUrl}/about`, child, () => log, options.startTimeoutMs);
  return {
    baseUrl,
    port,
    /** The server process (benchmarks read its CPU time in /proc). */
    pid: child.pid ?? 0,
    /** Everything the server printed so far (pino's JSON lines among it). */
    output: () => log,
    /** The app's database, for journeys that set up state no page can make yet. */
    databaseUrl: database.url,
    stop: async () => {
      child.kill("SIGTERM");
      if (child.exitCode === null) await new Promise((r) => child.once("exit", r));
      await database.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
