import { isPaidState } from "#modules/checkout";
import type { LineItem } from "#modules/pricing";
import { sanitizeUserText } from "#modules/text";
import { type OperatorNote, operatorNotesOf } from "#modules/transactions";

/**
 * What one side of an order may see of it (decision 073): the JSON API's order view, the order
 * and sale pages and the paid-order mails all read an order through this one function, so a
 * rule about an address or a state is made here once.
 *
 * - `customer` and `provider` are the order's parties; `operator` reads every field.
 * - The pickup address is the grower's home (decisions 025, 043): the grower and an operator
 *   see it; the buyer once the order is paid (or a Gratis order requested), and not after it
 *   ended without a hand-over (canceled, request-expired; decision 068).
 * - The shipping address and phone are the buyer's (decision 063): the buyer and an operator
 *   see them; the grower once the order is paid.
 * - Line items per `includeFor` (spec §6); both totals to both, as the API always gave them.
 * - The checkout id belongs to the buyer (paying again, the receipt): never to the grower.
 */

export type OrderRole = "customer" | "provider" | "operator";

/** The order's fields the rule reads: a transactions row has them all. */
export type PartyOrder = {
  state: string;
  deliveryMethod: string | null;
  checkoutId: string | null;
  lineItems: unknown;
  protectedData: Record<string, unknown>;
};

export type PickupAddress = { address: string; building: string | null };

export type OrderPartyView = {
  lineItems: LineItem[];
  /** Where to pick up: the listing's `publicData.location`, made safe. */
  pickup: PickupAddress | null;
  /** protectedData.shippingDetails as checkout wrote it (`{ name, line1, …, phone }`). */
  shippingDetails: Record<string, unknown> | null;
  /** The checkout the order was made in: to pay again, or the receipt once paid. */
  checkoutId: string | null;
  /** The buyer's receipt: its checkout, once paid. */
  receiptCheckoutId: string | null;
  /** The buyer's message to the grower at checkout (also the conversation's first message). */
  message: string | null;
  disputeReason: string | null;
  cancelReason: string | null;
  /** An operator's steps with their reasons, oldest first: both sides read them (decision 084). */
  operatorNotes: OperatorNote[];
};

/**
 * Whose order this is to the viewer: a side of it, an operator (who reads every order), or
 * null — a stranger, who gets the 404 an unknown id gets. Someone on both sides cannot exist
 * (the engine refuses buying one's own listing).
 */
export function roleOf(
  order: { customerId: string; providerId: string },
  viewer: { id: string; isOperator?: boolean },
): OrderRole | null {
  if (order.customerId === viewer.id) return "customer";
  if (order.providerId === viewer.id) return "provider";
  return viewer.isOperator ? "operator" : null;
}

/** Ended without a hand-over: nothing to pick up any more. */
const ENDED_UNDELIVERED = new Set(["canceled", "request-expired"]);

/** A user's text made safe, or null when empty. */
export const text = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? sanitizeUserText(value) : null;

/** The listing's `publicData.location` as an address to pick up at, or null if it has none. */
export function pickupAddressOf(location: unknown): PickupAddress | null {
  const l = (typeof location === "object" && location !== null ? location : {}) as {
    address?: unknown;
    building?: unknown;
  };
  const address = text(l.address);
  return address ? { address, building: text(l.building) } : null;
}

export function orderForParty(
  order: PartyOrder,
  role: OrderRole,
  /** The ordered listing's `publicData.location` (the pickup address lives on the listing). */
  listingLocation: unknown,
): OrderPartyView {
  const paid = isPaidState(order.state);
  const mayPickUp = role !== "customer" || (paid && !ENDED_UNDELIVERED.has(order.state));
  const shipping = order.protectedData.shippingDetails;
  const mayShipTo = role !== "provider" || paid;
  return {
    lineItems: (order.lineItems as LineItem[]).filter(
      (l) => role === "operator" || l.includeFor.includes(role),
    ),
    pickup:
      order.deliveryMethod === "pickup" && mayPickUp ? pickupAddressOf(listingLocation) : null,
    shippingDetails:
      order.deliveryMethod === "shipping" &&
      mayShipTo &&
      typeof shipping === "object" &&
      shipping !== null
        ? (shipping as Record<string, unknown>)
        : null,
    checkoutId: role === "provider" ? null : order.checkoutId,
    receiptCheckoutId: role === "customer" && paid ? order.checkoutId : null,
    // As written (the mails and the API always carried it so); the pages show it as a message.
    message: typeof order.protectedData.message === "string" ? order.protectedData.message : null,
    disputeReason: text(order.protectedData.disputeReason),
    cancelReason: text(order.protectedData.cancelReason),
    operatorNotes: operatorNotesOf(order.protectedData).map((n) => ({
      ...n,
      reason: sanitizeUserText(n.reason),
    })),
  };
}
