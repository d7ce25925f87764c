import Stripe from "stripe";
import { AppError } from "#modules/errors";
import type { Database } from "../../db/client";
import { createPaymentRepository } from "./repository.server";
import { normalizeEvent, type PaymentEvent, type RawWebhookEvent } from "./webhook-events";
import {
  SIGNATURE_TOLERANCE_SECONDS,
  type SignatureCheck,
  signPayload,
  verifySignature,
} from "./webhook-signature";

/**
 * With Stripe, the SDK checks Stripe's signature (decision 080): `constructEvent` on the raw
 * body, with the services' clock as the time it was received, so a stale timestamp is
 * refused as Stripe documents. Test mode keeps its own verifier of the same scheme.
 */
export function verifyWithStripe(
  payload: string,
  header: string | undefined,
  secret: string,
  now: Date,
): SignatureCheck {
  if (!header) return { ok: false, reason: "missing" };
  try {
    Stripe.webhooks.constructEvent(
      payload,
      header,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      // In milliseconds, whatever its type says (the SDK divides it by 1000).
      now.getTime(),
    );
    return { ok: true };
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
    if (/tolerance/i.test(error.message)) return { ok: false, reason: "too-old" };
    if (/matching the expected signature/i.test(error.message)) {
      return { ok: false, reason: "mismatch" };
    }
    return { ok: false, reason: "malformed" };
  }
}

type WebhookEvent = RawWebhookEvent & { created: number };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Stripe's event shape: an id, a type and `data.object` with its id and kind. */
function isWellFormed(event: unknown): event is WebhookEvent {
  if (!isObject(event) || typeof event.id !== "string" || typeof event.type !== "string") {
    return false;
  }
  const object = isObject(event.data) ? event.data.object : undefined;
  return isObject(object) && typeof object.id === "string" && typeof object.object === "string";
}

/**
 * The one webhook endpoint's logic (architecture: Payments), for Stripe and test mode alike:
 * verify the signature on the raw body (5-minute tolerance), store the event by id, hand a
 * new one, normalised (webhook-events.ts), to `onEvent`. A duplicate whose first delivery was
 * handled is ignored; one whose handling failed is handled again. `onEvent` must read the
 * object's current state itself (events arrive out of order): the event is only news.
 */
export function createWebhookReceiver({
  db,
  secret,
  now,
  onEvent,
  verifier = "test",
}: {
  /** The webhook's event log is this module's own table; it builds its repository on `db`. */
  db: Database;
  secret: string;
  /** Whose check the signature gets: the Stripe SDK's, or test mode's own (same scheme). */
  verifier?: "stripe" | "test";
  now: () => Date;
  onEvent: (event: PaymentEvent) => Promise<void>;
}) {
  const payments = createPaymentRepository(db, now);
  return {
    async receive(rawBody: string, signatureHeader: string | undefined) {
      const check =
        verifier === "stripe"
          ? verifyWithStripe(rawBody, signatureHeader, secret, now())
          : verifySignature(rawBody, signatureHeader, secret, now());
      if (!check.ok) {
        throw new AppError("validation-invalid-params", 400, "Errors.invalidParams", {
          signature: check.reason,
        });
      }
      let event: WebhookEvent;
      try {
        event = JSON.parse(rawBody) as WebhookEvent;
      } catch {
        throw new AppError("validation-invalid-params", 400, "Errors.invalidParams");
      }
      // Signed is not well-formed: an event without its object is refused, not handled.
      if (!isWellFormed(event)) {
        throw new AppError("validation-invalid-params", 400, "Errors.invalidParams");
      }
      const objectId = event.data.object.id;
      const fresh = await payments.recordEvent({
        id: event.id,
        type: event.type,
        objectId,
        payload: event as unknown as Record<string, unknown>,
      });
      if (!fresh) {
        const stored = await payments.event(event.id);
        if (stored?.processedAt) return { duplicate: true };
      }
      const meaning = normalizeEvent(event);
      if (meaning) await onEvent(meaning);
      await payments.markEventProcessed(event.id);
      return { duplicate: false };
    },

    /** Signs an event as the processor would; test mode's delivery uses it. */
    sign: (rawBody: string) => signPayload(rawBody, secret, now()),
  };
}

export type WebhookReceiver = ReturnType<typeof createWebhookReceiver>;
