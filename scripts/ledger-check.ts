// npm run ledger:check — proves, per checkout, charge = Σ grower transfers + platform fees +
// refunds (decision 079). Money the platform still holds for an order that is not final
// (waiting for receipt, payout scheduled, refund pending or due) is listed as held, not as a
// difference. Every difference is printed; the exit code is 1 when there is any.
import { checkReport } from "#modules/ledger";
import { connect } from "../db/connect";
import { parseEnv } from "../server/env";
import { createServices } from "../server/services";

const env = parseEnv();
const connection = await connect({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  embeddedPort: env.EMBEDDED_PG_PORT,
});
try {
  const services = createServices({ db: connection.db, env, mailer: { send: async () => {} } });
  const result = await services.ledger.check(await services.payouts.openOrders());
  for (const line of checkReport(result)) console.log(line);
  process.exitCode = result.differences.length > 0 ? 1 : 0;
} finally {
  await connection.close();
}
