import { createHash } from "node:crypto";
import { Router } from "express";
import { z } from "zod";
import {
  checkoutRequestSchema,
  paymentMethodIdSchema,
  paymentMethodSchema,
} from "#modules/checkout";
import { AppError } from "#modules/errors";
import type { PaymentIntent } from "#modules/payments";
import { safeReturnPath } from "../../app/auth/return-path";
import { ctx, requireUser } from "./context";
import { handle } from "./errors";

/**
 * The cart checkout and its payment (POST /checkouts, POST /checkouts/pay). A card is paid
 * with the payment method id the client made with the processor's script (Stripe.js, or test
 * mode's POST /test-mode/v1/payment_methods); card numbers are not taken here (decision 071).
 */

/** The payment intent as every endpoint answers it: what a client needs to pay it. */
export function paymentIntentView(intent: PaymentIntent | null) {
  return intent
    ? { id: intent.id, clientSecret: intent.clientSecret, status: intent.status }
    : null;
}

/** A digest of a parsed request body: a reused Idempotency-Key must come with the same one. */
const fingerprint = (body: unknown) =>
  createHash("sha256").update(JSON.stringify(body)).digest("base64url");

export const checkoutPaySchema = z
  .object({
    checkoutId: z.uuid(),
    method: paymentMethodSchema,
    /** With method card: the payment method id; without it, the answer is the hosted card page. */
    paymentMethod: paymentMethodIdSchema.optional(),
    // A path on this site only, checked as login's return path is (`/\evil.example` is a host).
    returnUrl: z
      .string()
      .max(500)
      .refine((path) => safeReturnPath(path, "") === path, "Errors.invalidParams")
      .default("/cart/checkout/card"),
  })
  // A card's details are refused, not dropped: they do not belong here (decision 071).
  .strict();

export function paymentsRouter(): Router {
  const api = Router();
  api.post(
    "/checkouts",
    handle(async (req, res) => {
      const user = requireUser(res);
      const body = checkoutRequestSchema.parse({
        ...req.body,
        idempotencyKey: req.header("idempotency-key") ?? req.body?.idempotencyKey,
      });
      const services = ctx(res).services;
      const result = await services.checkout.start({
        customerId: user.id,
        idempotencyKey: body.idempotencyKey,
        source: "/cart/checkout",
        orders: body.orders,
        billing: body.billing,
        requestFingerprint: fingerprint({ orders: body.orders, billing: body.billing }),
      });
      res.status(result.created ? 201 : 200);
      const viewer = { id: user.id, isOperator: user.isOperator };
      return {
        id: result.checkout.id,
        amount: { amount: result.checkout.amount, currency: result.checkout.currency },
        paymentIntent: paymentIntentView(result.intent),
        transactions: await Promise.all(
          result.transactions.map((t) => services.orders.show(viewer, t.id)),
        ),
      };
    }),
  );
  api.post(
    "/checkouts/pay",
    handle(async (req, res) => {
      const user = requireUser(res);
      const body = checkoutPaySchema.parse(req.body);
      const outcome = await ctx(res).services.checkout.pay({
        customerId: user.id,
        checkoutId: body.checkoutId,
        method: body.method,
        paymentMethod: body.paymentMethod,
        returnUrl: body.returnUrl,
      });
      if (outcome.kind === "failed") {
        throw new AppError("transaction-payment-failed", 402, outcome.messageId);
      }
      if (outcome.kind === "paid") {
        return { status: "paid", transactionIds: outcome.transactions.map((t) => t.id) };
      }
      return outcome.kind === "redirect"
        ? { status: "requires_action", redirectUrl: outcome.url }
        : { status: "processing" };
    }),
  );
  return api;
}
