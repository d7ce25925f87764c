import type { Difference } from "#modules/ledger";
import { daysLeft } from "#modules/orders";
import type { OperatorContext as Context } from "./operator.server";

type Services = Context["services"];

// The ledger check reads every row (decision 079): at most once per five minutes per process.
const LEDGER_CHECK_EVERY_MS = 5 * 60 * 1000;
const ledgerChecks = new WeakMap<Services, { at: number; differences: Difference[] }>();

/** The ledger's differences as `npm run ledger:check` finds them, cached for five minutes. */
export async function ledgerDifferences(services: Services): Promise<Difference[]> {
  const at = services.now().getTime();
  const cached = ledgerChecks.get(services);
  if (cached && at - cached.at < LEDGER_CHECK_EVERY_MS && at >= cached.at)
    return cached.differences;
  const result = await services.ledger.check(await services.payouts.openOrders());
  ledgerChecks.set(services, { at, differences: result.differences });
  return result.differences;
}

/** The overview's counts (decision 084): what needs someone today, each with its list. */
export async function overviewOf(
  context: Context,
  operator: Parameters<Services["ownListings"]["pendingApproval"]>[0],
) {
  const s = context.services;
  const at = s.now();
  const [orders, disputes, pending, failedPayouts, failedJobs, newUsers, differences] =
    await Promise.all([
      s.operatorOrders.counts(),
      s.operatorOrders.openDisputes(5),
      s.ownListings.pendingApproval(operator),
      s.payouts.failed(),
      s.outbox.listFailed(100),
      s.userModeration.count("new"),
      ledgerDifferences(s),
    ]);
  return {
    counts: [
      {
        id: "OperatorOrders.countDisputes",
        count: orders.disputed,
        to: "/operator/orders?filter=disputed",
      },
      {
        id: "OperatorOrders.countNotHandedOver",
        count: orders.notHandedOver,
        to: "/operator/orders?filter=not-handed-over",
      },
      {
        id: "OperatorPage.countFailedPayouts",
        count: failedPayouts.length,
        to: "/operator/payouts",
      },
      {
        id: "OperatorOrders.countFailedJobs",
        count: failedJobs.length,
        to: "/operator/payouts#jobs",
      },
      { id: "OperatorPage.countPending", count: pending.length, to: "/operator/listings" },
      { id: "OperatorOrders.countNewUsers", count: newUsers, to: "/operator/users?filter=new" },
      {
        id: "OperatorOrders.countLedgerDifferences",
        count: differences.length,
        to: "/operator/payouts#ledger",
      },
    ],
    disputes: disputes.map((d) => ({
      id: d.id,
      orderNumber: d.orderNumber,
      customer: d.customer.displayName,
      provider: d.provider.displayName,
      openedAt: (d.lastTransitionedAt ?? d.createdAt).toISOString(),
      daysLeft: daysLeft(d.disputeDueAt, at),
    })),
  };
}
