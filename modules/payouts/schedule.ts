/**
 * The payout schedule and the grower's view of it (decision 079), pure: when a received
 * order's transfer is due, when a failed try is retried, what state the grower reads, and the
 * last twelve months' totals.
 */

/** Catalogue's "about 7 days" after receipt (PAYOUT_DELAY). */
export const DEFAULT_PAYOUT_DELAY_MS = 7 * 24 * 60 * 60_000;

/** Tries of one payout before it is shown as failed to the grower and the operator. */
export const PAYOUT_MAX_ATTEMPTS = 4;

const HOUR = 60 * 60_000;

export const payoutDueAt = (receivedAt: Date, delayMs: number) =>
  new Date(receivedAt.getTime() + delayMs);

/**
 * When the next try runs after `failures` failed ones (1, 6 and 24 hours: time for a grower to
 * fix a restricted account), or null when the payout is given up on and surfaced.
 */
export function retryAt(at: Date, failures: number): Date | null {
  if (failures >= PAYOUT_MAX_ATTEMPTS) return null;
  const hours = [1, 6, 24][Math.min(failures - 1, 2)] ?? 24;
  return new Date(at.getTime() + hours * HOUR);
}

/** The key of a try: a new one only after the previous try is known to have failed. */
export const transferKey = (transactionId: string, failures: number) =>
  `payout:${transactionId}:try-${failures}`;

export type PayoutRecord = {
  status: "scheduled" | "paid" | "failed" | "canceled" | "reversed";
  amount: number;
  dueAt: Date;
  paidAt: Date | null;
  attempts: number;
  lastFailure: string | null;
};

export type PayoutView =
  | { state: "waiting-for-receipt" }
  | { state: "scheduled"; date: string; retrying: boolean }
  | { state: "paid"; date: string }
  | { state: "reversed" }
  | { state: "failed"; reason: string | null }
  | { state: "none" };

const WAITING_STATES = new Set(["purchased", "delivered", "disputed"]);

/** What the grower reads for one order: from its state and its payout, if one is scheduled. */
export function payoutView(orderState: string, payout: PayoutRecord | null): PayoutView {
  if (!payout)
    return WAITING_STATES.has(orderState) ? { state: "waiting-for-receipt" } : { state: "none" };
  switch (payout.status) {
    case "scheduled":
      return {
        state: "scheduled",
        date: payout.dueAt.toISOString(),
        retrying: payout.attempts > 0,
      };
    case "paid":
      return { state: "paid", date: (payout.paidAt ?? payout.dueAt).toISOString() };
    case "reversed":
      return { state: "reversed" };
    case "failed":
      return { state: "failed", reason: payout.lastFailure };
    default:
      return { state: "none" };
  }
}

export type MonthTotal = { month: string; amount: number };

const monthKey = (d: Date) =>
  `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;

/**
 * The last `months` calendar months up to `now` (UTC), oldest first, each with the payouts paid
 * in it (a reversed payout counts nothing); months without payouts are 0.
 */
export function monthlyTotals(
  paid: ReadonlyArray<{ paidAt: Date; amount: number }>,
  now: Date,
  months = 12,
): MonthTotal[] {
  const out: MonthTotal[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push({ month: monthKey(d), amount: 0 });
  }
  const byMonth = new Map(out.map((m) => [m.month, m] as const));
  for (const p of paid) {
    const slot = byMonth.get(monthKey(p.paidAt));
    if (slot) slot.amount += p.amount;
  }
  return out;
}
