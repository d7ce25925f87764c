import { formatPrice } from "#modules/money";
import { describeDifference, type Reconciliation } from "./reconcile";

// Zero is "€ 0,00" here, not the catalogue's "Gratis".
const eur = (cents: number) =>
  cents === 0 ? "€ 0,00" : formatPrice({ amount: cents, currency: "EUR" });

/** What `npm run ledger:check` prints (decision 079): the figures, then every difference. */
export function checkReport(r: Reconciliation): string[] {
  const t = r.totals;
  const lines = [
    `Ledger: ${t.checkouts} checkouts, ${t.orders} orders`,
    `  charged      ${eur(t.charged)}`,
    `  transferred  ${eur(t.transferred)}  (to growers, less reversals)`,
    `  fees         ${eur(t.fees)}  (kept by the platform, less fee refunds)`,
    `  refunded     ${eur(t.refunded)}`,
    `  held         ${eur(t.held)}  (orders not final yet: waiting, scheduled, refund pending)`,
    `  charged − transferred − fees − refunded − held = ${eur(
      t.charged - t.transferred - t.fees - t.refunded - t.held,
    )}`,
    `Differences: ${r.differences.length}`,
  ];
  for (const d of r.differences) lines.push(`  ${describeDifference(d, eur)}`);
  return lines;
}
