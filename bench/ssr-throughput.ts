import autocannon from "autocannon";
import { buildBoth, startBareServer, startBuurtoogst } from "./servers";

// Server-rendered throughput of `/` against a bare React Router page, same machine, same run:
// 50 connections, a warm-up first, then a measured run of each.
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);

async function run(url: string, duration: number) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: { "accept-encoding": "gzip" },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

buildBoth();
const app = await startBuurtoogst();
const bare = await startBareServer();
try {
  await run(`${app.baseUrl}/`, 3);
  await run(`${bare.baseUrl}/`, 3);
  const ours = await run(`${app.baseUrl}/`, DURATION_S);
  const base = await run(`${bare.baseUrl}/`, DURATION_S);
  const ratio = ours.rps / base.rps;
  const line = (name: string, r: typeof ours) =>
    `  ${name.padEnd(22)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}`;
  console.log(`\nSSR throughput, ${CONNECTIONS} connections, ${DURATION_S} s each`);
  console.log(line("Buurtoogst /", ours));
  console.log(line("bare React Router /", base));
  console.log(
    `  ratio ${(ratio * 100).toFixed(0)}% of bare (target ≥ 65%), p99 ${ours.p99} ms (target ≤ 150 ms)`,
  );
} finally {
  await bare.stop();
  await app.stop();
}
