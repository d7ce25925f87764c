import type { Request, Response } from "express";
import type { Logger } from "pino";
import { isAppError } from "#modules/errors";
import type { Services } from "./services";

/**
 * POST /webhooks/stripe (platform events) and /webhooks/stripe-connect (connected accounts'
 * events, their own secret; decision 080): verifies Stripe's signature on the raw body, stores the event by
 * id (a duplicate is answered 200 and ignored) and lets checkout read the intent's state.
 * A bad signature is a 400; a failure while handling is a 500, so the sender retries.
 */
export function webhookHandler(
  services: Services,
  log: Logger,
  endpoint: "webhooks" | "connectWebhooks" = "webhooks",
) {
  return async (req: Request, res: Response) => {
    const raw = Buffer.isBuffer(req.body) ? req.body.toString("utf8") : "";
    try {
      const result = await services[endpoint].receive(raw, req.header("stripe-signature"));
      res.json({ received: true, duplicate: result.duplicate });
    } catch (error) {
      if (isAppError(error) && error.status === 400) {
        res.status(400).json({ error: "invalid signature or payload" });
        return;
      }
      log.error({ err: error }, "webhook handling failed");
      res.status(500).json({ error: "handling failed" });
    }
  };
}
