// Browser tests drive Debian's Chromium; no browser download is possible or wanted.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (existsSync(path)) return path;
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package with apt…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    for (const args of [
      ["update", "-qq"],
      ["install", "-y", "-qq", "chromium"],
    ]) {
      const result = spawnSync("apt-get", args, { stdio: "inherit", env });
      if (result.status !== 0) {
        console.error(`apt-get ${args.join(" ")} failed.`);
        process.exit(1);
      }
    }
    if (existsSync(path)) return path;
  }
  console.error(
    `Chromium was not found at ${path}. Install it with \`sudo apt-get install -y chromium\` ` +
      "(or set CHROMIUM_PATH to a Chromium binary) and run the tests again.",
  );
  process.exit(1);
}
