import { MARKETPLACE_CURRENCY, type Money } from "#modules/money";

/**
 * Line items (spec §3): what a transaction charges the customer and pays the
 * provider, in integer cents. Built on the server only (order-line-items.ts);
 * this file holds the shape, the checks and the sums.
 */

export type LineItemCode = `line-item/${string}`;
export type LineItemParty = "customer" | "provider";

export const LINE_ITEM_UNITS = "line-item/units";
export const LINE_ITEM_SHIPPING_FEE = "line-item/shipping-fee";
export const LINE_ITEM_PICKUP_FEE = "line-item/pickup-fee";
export const LINE_ITEM_MINIMUM_ORDER_FEE = "line-item/minimum-order-fee";
export const LINE_ITEM_CUSTOMER_COMMISSION = "line-item/customer-commission";
export const LINE_ITEM_PROVIDER_COMMISSION = "line-item/provider-commission";

export type LineItem = {
  code: LineItemCode;
  includeFor: LineItemParty[];
  /** Whole units (negative on a reversal); absent on percentage lines. */
  quantity?: number;
  /** Commission lines: percent of unitPrice (provider negative). */
  percentage?: number;
  unitPrice: Money;
  lineTotal: Money;
  reversal: boolean;
};

export type LineItemErrorKind =
  | "invalidCode"
  | "invalidCommissionSign"
  | "invalidAmount"
  | "invalidQuantity"
  | "invalidPercentage"
  | "invalidIncludeFor"
  | "totalMismatch"
  | "alreadyRefunded"
  | "shippingNotOffered"
  | "invalidListingId";

// The first two are the spec §8 internal errors, quoted.
const MESSAGES: Record<LineItemErrorKind, string> = {
  invalidCode: "Invalid line item code",
  invalidCommissionSign: "Invalid commission sign",
  invalidAmount: "Invalid line item amount",
  invalidQuantity: "Invalid line item quantity",
  invalidPercentage: "Invalid line item percentage",
  invalidIncludeFor: "Invalid line item includeFor",
  totalMismatch: "Line item total does not match its unit price",
  alreadyRefunded: "Line items are already refunded",
  shippingNotOffered: "A listing in a shipped order has no shipping fee",
  invalidListingId: "Invalid listing id",
};

export class LineItemError extends Error {
  readonly kind: LineItemErrorKind;

  constructor(kind: LineItemErrorKind, detail?: string) {
    super(detail ? `${MESSAGES[kind]}: ${detail}` : MESSAGES[kind]);
    this.name = "LineItemError";
    this.kind = kind;
  }
}

// Sharetribe's rule: line-item/ plus lowercase letters, digits, - and _, 64 characters in all.
const CODE_PATTERN = /^line-item\/[a-z0-9][a-z0-9_-]*$/;
const MAX_CODE_LENGTH = 64;

export function isLineItemCode(value: unknown): value is LineItemCode {
  return typeof value === "string" && value.length <= MAX_CODE_LENGTH && CODE_PATTERN.test(value);
}

export function lineItemCode(name: string): LineItemCode {
  const code = `line-item/${name}`;
  if (!isLineItemCode(code)) throw new LineItemError("invalidCode", code);
  return code;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ADDITIONAL_PREFIX = "listing-";

/**
 * The 40-character key of a second or later listing in a multi-listing order
 * (spec §3 cartAdditionalListings): `listing-` and the uuid's 32 hex digits.
 * Deterministic and reversible, so no lookup table is needed (decision 035).
 */
export function additionalListingKey(listingId: string): string {
  if (!UUID_PATTERN.test(listingId)) throw new LineItemError("invalidListingId", listingId);
  return ADDITIONAL_PREFIX + listingId.replaceAll("-", "").toLowerCase();
}

/** The listing id behind an additional listing's line item code, or null for any other code. */
export function listingIdFromLineItemCode(code: string): string | null {
  const match = /^line-item\/listing-([0-9a-f]{32})$/.exec(code);
  if (!match) return null;
  const hex = match[1]!;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function eur(amount: number): Money {
  return { amount, currency: MARKETPLACE_CURRENCY };
}

/**
 * `percentage` % of `amount` in whole cents, half away from zero (decimal.js's
 * ROUND_HALF_UP, as Sharetribe's line items use): 12.5 → 13, −12.5 → −13.
 * Percentages may have two decimals (12.25 %); BigInt keeps large amounts exact.
 */
export function percentageOf(amount: number, percentage: number): number {
  if (!Number.isSafeInteger(amount)) throw new LineItemError("invalidAmount", String(amount));
  const basisPoints = Math.round(percentage * 100);
  if (!Number.isFinite(percentage) || Math.abs(basisPoints - percentage * 100) > 1e-6) {
    throw new LineItemError("invalidPercentage", String(percentage));
  }
  const product = BigInt(Math.abs(amount)) * BigInt(Math.abs(basisPoints));
  let magnitude = product / 10_000n;
  if ((product % 10_000n) * 2n >= 10_000n) magnitude += 1n;
  const negative = amount < 0 !== basisPoints < 0;
  const result = Number(magnitude);
  if (!Number.isSafeInteger(result)) throw new LineItemError("invalidAmount", String(result));
  return negative && result !== 0 ? -result : result;
}

/** A line of `quantity` × `unitPrice`, for both parties unless told otherwise. */
export function quantityLine(
  code: LineItemCode,
  unitPrice: number,
  quantity: number,
  includeFor: LineItemParty[] = ["customer", "provider"],
): LineItem {
  if (!Number.isSafeInteger(quantity)) throw new LineItemError("invalidQuantity", String(quantity));
  if (!Number.isSafeInteger(unitPrice) || unitPrice < 0) {
    throw new LineItemError("invalidAmount", String(unitPrice));
  }
  const total = unitPrice * quantity;
  if (!Number.isSafeInteger(total)) throw new LineItemError("invalidAmount", String(total));
  return {
    code: lineItemCode(code.slice("line-item/".length)),
    includeFor,
    quantity,
    unitPrice: eur(unitPrice),
    lineTotal: eur(total),
    reversal: false,
  };
}

/** A commission line: `percentage` % of `base`, for one party. */
export function commissionLine(party: LineItemParty, base: number, percentage: number): LineItem {
  const line: LineItem = {
    code: party === "customer" ? LINE_ITEM_CUSTOMER_COMMISSION : LINE_ITEM_PROVIDER_COMMISSION,
    includeFor: [party],
    percentage,
    unitPrice: eur(base),
    lineTotal: eur(percentageOf(base, percentage)),
    reversal: false,
  };
  assertCommissionSign(line);
  return line;
}

/** Spec §5: a customer's commission is zero or more, a provider's zero or less. */
export function assertCommissionSign(line: LineItem): void {
  // A reversal flips the sign on purpose.
  const amount = line.reversal ? -line.lineTotal.amount : line.lineTotal.amount;
  if (line.code === LINE_ITEM_CUSTOMER_COMMISSION && amount < 0) {
    throw new LineItemError("invalidCommissionSign", `${line.code} ${amount}`);
  }
  if (line.code === LINE_ITEM_PROVIDER_COMMISSION && amount > 0) {
    throw new LineItemError("invalidCommissionSign", `${line.code} ${amount}`);
  }
}

/**
 * Checks lines from anywhere (stored JSON, another service): code, parties,
 * integer cents in EUR, totals that follow from quantity or percentage, and
 * commission signs. Throws LineItemError on the first problem.
 */
export function validateLineItems(lines: readonly LineItem[]): void {
  for (const line of lines) {
    if (!isLineItemCode(line.code)) throw new LineItemError("invalidCode", String(line.code));
    if (
      line.includeFor.length === 0 ||
      line.includeFor.some((p) => p !== "customer" && p !== "provider") ||
      new Set(line.includeFor).size !== line.includeFor.length
    ) {
      throw new LineItemError("invalidIncludeFor", line.code);
    }
    for (const money of [line.unitPrice, line.lineTotal]) {
      if (!Number.isSafeInteger(money.amount) || money.currency !== MARKETPLACE_CURRENCY) {
        throw new LineItemError("invalidAmount", line.code);
      }
    }
    const expected =
      line.percentage !== undefined
        ? percentageOf(line.unitPrice.amount, line.percentage)
        : line.quantity !== undefined && Number.isSafeInteger(line.quantity)
          ? line.unitPrice.amount * line.quantity
          : null;
    if (expected === null) throw new LineItemError("invalidQuantity", line.code);
    if (expected !== line.lineTotal.amount) throw new LineItemError("totalMismatch", line.code);
    assertCommissionSign(line);
  }
}

function totalFor(lines: readonly LineItem[], party: LineItemParty): number {
  return lines.reduce(
    (sum, line) => (line.includeFor.includes(party) ? sum + line.lineTotal.amount : sum),
    0,
  );
}

/**
 * The most one order may count of a listing: no garden holds more, and with the highest
 * price it keeps every line a safe integer (decision 064).
 */
export const ORDER_QUANTITY_MAX = 10_000;

/**
 * The most one payment may be, in cents: Stripe's limit for EUR (€ 999.999,99). Every total
 * (an order's payin, a checkout's amount) stays within it, so the integer money columns hold
 * it with room to spare (decision 064).
 */
export const CHARGE_MAX_CENTS = 99_999_999;

/** What the customer pays: every line that includes the customer, reversals included. */
export function payinTotal(lines: readonly LineItem[]): Money {
  return eur(totalFor(lines, "customer"));
}

/** What the provider receives: every line that includes the provider, reversals included. */
export function payoutTotal(lines: readonly LineItem[]): Money {
  return eur(totalFor(lines, "provider"));
}

/** The platform's part: customer commission plus the provider commission's magnitude. */
export function commissionTotal(lines: readonly LineItem[]): Money {
  const sum = lines.reduce((total, line) => {
    if (line.code === LINE_ITEM_CUSTOMER_COMMISSION) return total + line.lineTotal.amount;
    if (line.code === LINE_ITEM_PROVIDER_COMMISSION) return total - line.lineTotal.amount;
    return total;
  }, 0);
  return eur(sum);
}

/** The reversal of one line: same code, parties and unit price, opposite quantity and total. */
export function reverseLine(line: LineItem): LineItem {
  const reversed: LineItem = {
    ...line,
    includeFor: [...line.includeFor],
    lineTotal: eur(line.lineTotal.amount === 0 ? 0 : -line.lineTotal.amount),
    reversal: true,
  };
  if (line.quantity !== undefined) reversed.quantity = -line.quantity;
  if (line.percentage !== undefined) reversed.percentage = -line.percentage;
  return reversed;
}

/**
 * A full refund: the original lines followed by a reversal of each, so payin
 * and payout both net to zero and the history of what was charged stays.
 */
export function withFullRefund(lines: readonly LineItem[]): LineItem[] {
  if (lines.some((line) => line.reversal)) throw new LineItemError("alreadyRefunded");
  return [...lines, ...lines.map(reverseLine)];
}

/** The spec §8 API codes for a priced order that would charge or pay out nothing. */
export function zeroChargeCode(
  lines: readonly LineItem[],
): "transaction-charge-zero-payin" | "transaction-charge-zero-payout" | null {
  if (payinTotal(lines).amount <= 0) return "transaction-charge-zero-payin";
  if (payoutTotal(lines).amount <= 0) return "transaction-charge-zero-payout";
  return null;
}
