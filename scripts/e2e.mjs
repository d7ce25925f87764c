// `npm run test:e2e`: make sure Chromium is there, build the app, run the journeys.
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./ensure-chromium.mjs";

ensureChromium();
const run = (cmd, args) => spawnSync(cmd, args, { stdio: "inherit" }).status ?? 1;
if (run("npx", ["react-router", "build"]) !== 0) process.exit(1);
process.exit(run("npx", ["vitest", "run", "--project", "e2e"]));
