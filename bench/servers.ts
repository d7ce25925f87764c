import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { freePort, startAppServer } from "../tests/setup/app-server";

const root = path.resolve(import.meta.dirname, "..");

export function buildBoth() {
  for (const args of [
    ["react-router", "build"],
    ["react-router", "build", "bench/bare-app"],
  ]) {
    const result = spawnSync("npx", args, { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
    if (result.status !== 0) throw new Error(`npx ${args.join(" ")} failed`);
  }
}

/** The bare React Router page, served by Express 5 like our app, for side-by-side figures. */
export async function startBareServer(): Promise<{
  baseUrl: string;
  /** The server process, for its CPU time in /proc. */
  pid: number;
  stop: () => Promise<void>;
}> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, "bench/bare-app/server.mjs")],
    {
      env: { ...process.env, PORT: String(port), NODE_ENV: "production" },
      stdio: "ignore",
    },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(baseUrl)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    baseUrl,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}

export const startBuurtoogst = (env: Record<string, string> = {}) =>
  startAppServer({ purpose: "bench", env });
