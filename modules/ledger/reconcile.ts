/**
 * The ledger's reconciliation (decision 079), pure: per checkout, what was charged must equal
 * what went to growers (transfers less reversals), what the platform kept (fees less fee
 * refunds) and what went back to the buyer (refunds). Rows are append-only: an object's
 * latest row (highest id) is its state.
 */

export type LedgerKind =
  | "charge"
  | "refund"
  | "transfer"
  | "transfer_reversal"
  | "platform_fee"
  | "platform_fee_refund";

export type LedgerLine = {
  id: number;
  checkoutId: string;
  transactionId: string | null;
  kind: LedgerKind;
  objectId: string;
  amount: number;
  status: string;
};

/** Why the platform may still hold an order's money: not a difference, only not final yet. */
export type OpenReason =
  | "waiting-for-receipt"
  | "payout-scheduled"
  | "refund-due"
  | "payout-failed";

export type Difference = {
  checkoutId: string;
  transactionId: string | null;
  /** charged − (transferred + fees + refunded) for that order, in cents. */
  amount: number;
  reason: "mismatch" | "refund-failed" | "payout-failed" | "over-allocated";
};

export type CheckoutBalance = {
  checkoutId: string;
  charged: number;
  transferred: number;
  fees: number;
  refunded: number;
  /** Held for orders not final yet (waiting, scheduled, refund pending or due). */
  held: number;
};

export type Reconciliation = {
  checkouts: CheckoutBalance[];
  differences: Difference[];
  totals: Omit<CheckoutBalance, "checkoutId"> & { checkouts: number; orders: number };
};

const settledRank = (status: string) => (status === "pending" ? 0 : 1);

/**
 * The state of each object (kind, object id and order together): its latest row, where a
 * settled status outranks `pending` whatever its order (news arrives out of order: a pending
 * row written after the refund settled does not undo it).
 */
export function latestStates(lines: readonly LedgerLine[]): LedgerLine[] {
  const latest = new Map<string, LedgerLine>();
  for (const line of lines) {
    const key = `${line.kind}|${line.objectId}|${line.transactionId ?? ""}`;
    const seen = latest.get(key);
    const newer =
      !seen ||
      settledRank(line.status) > settledRank(seen.status) ||
      (settledRank(line.status) === settledRank(seen.status) && seen.id < line.id);
    if (newer) latest.set(key, line);
  }
  return [...latest.values()].sort((a, b) => a.id - b.id);
}

type OrderSums = {
  checkoutId: string;
  transactionId: string | null;
  charged: number;
  transferred: number;
  fees: number;
  refunded: number;
  pendingRefunds: number;
  failedRefunds: number;
};

/** What each movement counts for, by its current status. */
function add(sums: OrderSums, line: LedgerLine) {
  switch (line.kind) {
    case "charge":
      if (line.status === "succeeded") sums.charged += line.amount;
      break;
    case "transfer":
      // A reversed transfer was paid first: its reversal row takes the money back.
      if (line.status === "paid" || line.status === "reversed") sums.transferred += line.amount;
      break;
    case "transfer_reversal":
      if (line.status === "succeeded") sums.transferred -= line.amount;
      break;
    case "platform_fee":
      if (line.status === "succeeded") sums.fees += line.amount;
      break;
    case "platform_fee_refund":
      if (line.status === "succeeded") sums.fees -= line.amount;
      break;
    case "refund":
      if (line.status === "succeeded") sums.refunded += line.amount;
      else if (line.status === "pending") sums.pendingRefunds += line.amount;
      else if (line.status === "failed") sums.failedRefunds += line.amount;
      break;
  }
}

/**
 * Reconciles the ledger. `open` names the orders whose money the platform still holds for a
 * reason (from the orders and payouts, not the ledger): their remainder is `held`, not a
 * difference, as long as it is between 0 and what was charged. A payout given up on, a failed
 * refund, and any remainder of a final order are differences.
 */
export function reconcile(
  lines: readonly LedgerLine[],
  open: ReadonlyMap<string, OpenReason> = new Map(),
): Reconciliation {
  const orders = new Map<string, OrderSums>();
  for (const line of latestStates(lines)) {
    const key = line.transactionId ?? `checkout:${line.checkoutId}`;
    let sums = orders.get(key);
    if (!sums) {
      sums = {
        checkoutId: line.checkoutId,
        transactionId: line.transactionId,
        charged: 0,
        transferred: 0,
        fees: 0,
        refunded: 0,
        pendingRefunds: 0,
        failedRefunds: 0,
      };
      orders.set(key, sums);
    }
    add(sums, line);
  }
  const differences: Difference[] = [];
  const balances = new Map<string, CheckoutBalance>();
  for (const o of orders.values()) {
    const remainder = o.charged - o.transferred - o.fees - o.refunded;
    const reason = o.transactionId ? open.get(o.transactionId) : undefined;
    const diff = (why: Difference["reason"], amount = remainder) =>
      differences.push({
        checkoutId: o.checkoutId,
        transactionId: o.transactionId,
        amount,
        reason: why,
      });
    let held = 0;
    if (remainder < 0) diff("over-allocated");
    else if (o.failedRefunds > 0 && o.pendingRefunds === 0 && remainder > 0) diff("refund-failed");
    else if (reason === "payout-failed") diff("payout-failed");
    else if (remainder > 0 && (reason !== undefined || o.pendingRefunds > 0)) held = remainder;
    else if (remainder !== 0) diff("mismatch");
    const balance = balances.get(o.checkoutId) ?? {
      checkoutId: o.checkoutId,
      charged: 0,
      transferred: 0,
      fees: 0,
      refunded: 0,
      held: 0,
    };
    balance.charged += o.charged;
    balance.transferred += o.transferred;
    balance.fees += o.fees;
    balance.refunded += o.refunded;
    balance.held += held;
    balances.set(o.checkoutId, balance);
  }
  const checkouts = [...balances.values()];
  const totals = {
    checkouts: checkouts.length,
    orders: orders.size,
    charged: 0,
    transferred: 0,
    fees: 0,
    refunded: 0,
    held: 0,
  };
  for (const c of checkouts) {
    totals.charged += c.charged;
    totals.transferred += c.transferred;
    totals.fees += c.fees;
    totals.refunded += c.refunded;
    totals.held += c.held;
  }
  return { checkouts, differences, totals };
}

/** One difference as the check prints it. */
export function describeDifference(d: Difference, money: (cents: number) => string): string {
  const order = d.transactionId ? ` order ${d.transactionId}` : "";
  const what = {
    mismatch: "charged ≠ transfers + fees + refunds, off by",
    "over-allocated": "more moved out than charged, by",
    "refund-failed": "refund failed; the buyer has not got back",
    "payout-failed": "payout given up; the grower is owed",
  }[d.reason];
  return `checkout ${d.checkoutId}${order}: ${what} ${money(Math.abs(d.amount))}`;
}
