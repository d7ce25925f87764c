/**
 * What a processor's webhook event means to Buurtoogst, normalised inside payments so the
 * rest of the server never reads Stripe's event types or object kinds (decision 071). An
 * event is only news that something changed: its handler reads the current state itself,
 * because events arrive late, twice and out of order.
 */
export type PaymentEvent =
  | { kind: "intent-changed"; paymentIntentId: string }
  /** `refundId` when the event names the refund itself (refund.updated, charge.refund.updated). */
  | { kind: "refund-changed"; paymentIntentId: string; refundId?: string }
  | { kind: "transfer-changed"; transferId: string }
  | { kind: "account-changed"; accountId: string }
  | { kind: "setup-intent-changed"; setupIntentId: string };

/** The part of Stripe's event shape that normalising reads. */
export type RawWebhookEvent = {
  id: string;
  type: string;
  /** A Connect event's connected account (Stripe sets it on the Connect endpoint's events). */
  account?: string;
  data: { object: { id: string; object: string } & Record<string, unknown> };
};

/** The event's meaning, or null for a kind nothing here acts on (it is still recorded). */
export function normalizeEvent(event: RawWebhookEvent): PaymentEvent | null {
  const object = event.data.object;
  switch (object.object) {
    case "payment_intent":
      // Test mode sends charge.refunded with the intent it refunded.
      return event.type.startsWith("charge.refund")
        ? { kind: "refund-changed", paymentIntentId: object.id }
        : { kind: "intent-changed", paymentIntentId: object.id };
    case "charge":
      // Stripe's charge.refunded (and charge.refund.updated's older shape): the charge's intent.
      if (!event.type.startsWith("charge.refund")) return null;
      return typeof object.payment_intent === "string"
        ? { kind: "refund-changed", paymentIntentId: object.payment_intent }
        : null;
    // refund.*, charge.refund.updated: which refund changed, for the ledger (decision 079).
    case "refund":
      // refund.created / refund.updated / refund.failed / charge.refund.updated.
      return typeof object.payment_intent === "string"
        ? { kind: "refund-changed", paymentIntentId: object.payment_intent, refundId: object.id }
        : null;
    case "transfer":
      // transfer.created, transfer.updated, transfer.reversed.
      return { kind: "transfer-changed", transferId: object.id };
    case "account":
      return { kind: "account-changed", accountId: object.id };
    case "capability":
    case "person":
    case "bank_account":
      // A connected account's part changed: the account's requirements may have.
      return typeof object.account === "string"
        ? { kind: "account-changed", accountId: object.account }
        : event.account
          ? { kind: "account-changed", accountId: event.account }
          : null;
    case "setup_intent":
      return { kind: "setup-intent-changed", setupIntentId: object.id };
    default:
      return null;
  }
}
