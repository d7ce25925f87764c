import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Who holds an embedded data directory. A hard-killed server (SIGKILL, out of memory) leaves its
 * PostgreSQL running; the next start may stop that orphan only when it is our own postgres on our
 * data directory and the server that started it is gone (decision 026).
 */

/** The server that started the embedded PostgreSQL writes its PID here (DATA_DIR/postgres-server.pid). */
export function ownerFileFor(dataDir: string): string {
  return path.join(path.dirname(dataDir), `${path.basename(dataDir)}-server.pid`);
}

type ProcessInfo = { args: string[]; parent: number; startTime: string; zombie: boolean };

/** From /proc on Linux, from `ps` elsewhere; null when there is no such process. */
function processInfo(pid: number): ProcessInfo | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name in parentheses may itself hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
    return {
      args,
      parent: Number(fields[1]),
      startTime: fields[19] ?? "",
      zombie: fields[0] === "Z",
    };
  } catch {
    if (existsSync("/proc/self/stat")) return null;
  }
  try {
    const line = execFileSync("ps", ["-o", "ppid=,stat=,lstart=,args=", "-p", String(pid)], {
      encoding: "utf8",
    }).trim();
    const match = line.match(/^(\d+)\s+(\S+)\s+(\S+\s+\S+\s+\S+\s+\S+\s+\S+)\s+(.*)$/);
    if (!match) return null;
    return {
      args: match[4]!.split(/\s+/),
      parent: Number(match[1]),
      startTime: match[3]!,
      zombie: match[2]!.startsWith("Z"),
    };
  } catch {
    return null;
  }
}

export function processIsGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== "EPERM";
  }
  return processInfo(pid)?.zombie ?? false;
}

/** A `postgres` process started on this very data directory (`postgres -D <dataDir> …`). */
export function isPostgresOf(pid: number, dataDir: string): boolean {
  const info = processInfo(pid);
  if (!info || info.zombie) return false;
  const [program, ...rest] = info.args;
  const at = rest.indexOf("-D");
  return (
    path.basename(program ?? "") === "postgres" &&
    at >= 0 &&
    path.resolve(rest[at + 1] ?? "") === path.resolve(dataDir)
  );
}

const isNode = (info: ProcessInfo) => /(^|\/)node(js)?(\d+)?$/.test(info.args[0] ?? "");

export function recordOwner(dataDir: string): void {
  const startTime = processInfo(process.pid)?.startTime ?? "";
  writeFileSync(ownerFileFor(dataDir), `${process.pid}\n${startTime}\n`);
}

export function forgetOwner(dataDir: string): void {
  const file = ownerFileFor(dataDir);
  // Only our own record: another server may have taken the directory over since.
  if (existsSync(file) && readFileSync(file, "utf8").split("\n")[0] === String(process.pid))
    rmSync(file, { force: true });
}

/**
 * The live server that owns the postgres `pid`, or null when it is gone. Read from the owner file
 * (PID and start time, so a recycled PID does not count); a postgres started by code that wrote
 * no such file counts as owned while its parent is a live Node process.
 */
export function liveOwner(dataDir: string, postgresPid: number): number | null {
  const file = ownerFileFor(dataDir);
  if (existsSync(file)) {
    const [pidText, startTime] = readFileSync(file, "utf8").split("\n");
    const pid = Number.parseInt(pidText ?? "", 10);
    const info = Number.isInteger(pid) && pid > 0 ? processInfo(pid) : null;
    if (!info || info.zombie || !isNode(info)) return null;
    return !startTime || info.startTime === startTime ? pid : null;
  }
  const parent = processInfo(postgresPid)?.parent;
  const info = parent && parent > 1 ? processInfo(parent) : null;
  return info && !info.zombie && isNode(info) ? parent! : null;
}
