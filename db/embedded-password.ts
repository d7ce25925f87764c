import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The password data directories created before decision 026 were initialised with. It is only
 * ever used to log in once and replace it with a random one; new data directories never get it.
 */
export const LEGACY_PASSWORD = "buurtoogst-local";

/** Beside the data directory, not in it: initdb wants an empty directory (DATA_DIR/postgres-password). */
export function passwordFileFor(dataDir: string): string {
  return path.join(path.dirname(dataDir), `${path.basename(dataDir)}-password`);
}

/** 32 random bytes, URL-safe, so the password can sit in a connection URL as it is. */
export function newPassword(): string {
  return randomBytes(32).toString("base64url");
}

export function readPassword(file: string): string | null {
  if (!existsSync(file)) return null;
  const password = readFileSync(file, "utf8").trim();
  return password === "" ? null : password;
}

/** Written whole (temporary file, then rename) and readable by the owner only. */
export function writePassword(file: string, password: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${password}\n`, { mode: 0o600 });
  // The mode given to writeFileSync is masked by the umask; make sure it is exactly 0600.
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
}
