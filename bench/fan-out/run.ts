import { fork } from "node:child_process";
import type { Call, Targets } from "./calls";
import { fire } from "./calls";
import type { Outcome } from "./outcome";

/** PROCESSES=n runs a bench's concurrent calls in n processes on one database. */
export const PROCESSES = Math.max(1, Number(process.env.PROCESSES ?? 1));

const CHILD = new URL("./child.ts", import.meta.url).pathname;

/**
 * Fires all calls at once and returns their outcomes in the calls' order: here, or dealt out
 * round-robin to PROCESSES child processes with pools of their own, started together once
 * every child is connected — how the marketplace runs as several server processes.
 */
export async function fireAll(targets: Targets, databaseUrl: string, calls: Call[]) {
  if (PROCESSES === 1) return Promise.all(calls.map((call) => fire(targets, call)));
  const shares = Array.from({ length: PROCESSES }, (_, p) =>
    calls.map((call, i) => ({ call, i })).filter(({ i }) => i % PROCESSES === p),
  );
  const children = shares.map((share) => {
    const child = fork(CHILD, [], { execArgv: ["--import", "tsx"], stdio: "inherit" });
    child.send({ databaseUrl, calls: share.map((s) => s.call) });
    return child;
  });
  await Promise.all(
    children.map((child) => new Promise((resolve) => child.once("message", resolve))),
  );
  const results = await Promise.all(
    children.map(
      (child) =>
        new Promise<Outcome[]>((resolve, reject) => {
          child.once("message", (m: { outcomes: Outcome[] }) => resolve(m.outcomes));
          child.once("exit", (code) => code !== 0 && reject(new Error(`child exited ${code}`)));
          child.send({ go: true });
        }),
    ),
  );
  const outcomes: Outcome[] = new Array(calls.length);
  shares.forEach((share, p) => {
    share.forEach(({ i }, k) => {
      outcomes[i] = results[p]![k]!;
    });
  });
  return outcomes;
}
