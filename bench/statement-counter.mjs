// Preloaded into the app server by bench:ssr:user (NODE_OPTIONS=--import): counts the
// statements the server sends through pg. On SIGUSR2 it writes the count so far to
// $BENCH_STATEMENT_FILE, so the bench reads it before and after each window.
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const pg = createRequire(path.join(process.cwd(), "package.json"))("pg");
const query = pg.Client.prototype.query;
let count = 0;
pg.Client.prototype.query = function (...args) {
  count++;
  return query.apply(this, args);
};
process.on("SIGUSR2", () => {
  writeFileSync(process.env.BENCH_STATEMENT_FILE, String(count));
});
