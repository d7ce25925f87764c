import { AppError } from "#modules/errors";
import type { PaymentRepository } from "./repository.server";
import { signPayload, verifySignature } from "./webhook-signature";

export type WebhookEvent = {
  id: string;
  type: string;
  created: number;
  data: { object: { id: string; object: string } & Record<string, unknown> };
};

/**
 * The one webhook endpoint's logic (architecture: Payments), for Stripe and test mode alike:
 * verify the signature on the raw body (5-minute tolerance), store the event by id, hand a
 * new one to `onEvent`. A duplicate whose first delivery was handled is ignored; one whose
 * handling failed is handled again. `onEvent` must read the object's current state itself
 * (events arrive out of order), so the event is only news that something changed.
 */
export function createWebhookReceiver({
  payments,
  secret,
  now,
  onEvent,
}: {
  payments: PaymentRepository;
  secret: string;
  now: () => Date;
  onEvent: (event: WebhookEvent) => Promise<void>;
}) {
  return {
    async receive(rawBody: string, signatureHeader: string | undefined) {
      const check = verifySignature(rawBody, signatureHeader, secret, now());
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
      if (typeof event?.id !== "string" || typeof event.type !== "string") {
        throw new AppError("validation-invalid-params", 400, "Errors.invalidParams");
      }
      const objectId = typeof event.data?.object?.id === "string" ? event.data.object.id : null;
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
      await onEvent(event);
      await payments.markEventProcessed(event.id);
      return { duplicate: false };
    },

    /** Signs an event as the processor would; test mode's delivery uses it. */
    sign: (rawBody: string) => signPayload(rawBody, secret, now()),
  };
}

export type WebhookReceiver = ReturnType<typeof createWebhookReceiver>;
