// `npm test`: everything a reviewer would run, in order, stopping at the first failure.
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./ensure-chromium.mjs";

const steps = [
  ["typecheck", "npm", ["run", "-s", "typecheck"]],
  ["lint", "npm", ["run", "-s", "lint"]],
  ["catalogues", "node", ["scripts/check-catalogues.mjs"]],
  ["no import cycles (type imports too)", "node", ["scripts/check-import-cycles.mjs"]],
  ["client bundle has no server code", "node", ["scripts/check-client-bundle.mjs", "--build"]],
  ["unit", "npx", ["vitest", "run", "--project", "unit"]],
  ["integration", "npx", ["vitest", "run", "--project", "integration"]],
  ["e2e", "npx", ["vitest", "run", "--project", "e2e"]],
];

ensureChromium();
const started = Date.now();
for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n✔ all checks passed in ${Math.round((Date.now() - started) / 1000)} s`);
