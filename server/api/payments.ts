import { Router } from "express";
import { z } from "zod";
import {
  checkoutRequestSchema,
  paymentMethodIdSchema,
  paymentMethodSchema,
} from "#modules/checkout";
import { AppError } from "#modules/errors";
import type { PaymentIntent } from "#modules/payments";
import { parseTransitionParams } from "#modules/transactions";
import { safeReturnPath } from "../../app/auth/return-path";
import { ctx, requireUser } from "./context";
import { handle } from "./errors";
import { requestFingerprint } from "./idempotency";
import { privilegedTransitionSchema } from "./transaction-schemas";

/**
 * The cart checkout and its payment (POST /checkouts, POST /checkouts/pay), and the privileged
 * confirm-payment (POST /transition-privileged). A card is paid
 * with the payment method id the client made with the processor's script (Stripe.js, or test
 * mode's POST /test-mode/v1/payment_methods); card numbers are not taken here (decision 071).
 */

/** The payment intent as every endpoint answers it: what a client needs to pay it. */
export function paymentIntentView(intent: PaymentIntent | null) {
  return intent
    ? { id: intent.id, clientSecret: intent.clientSecret, status: intent.status }
    : null;
}

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
        requestFingerprint: requestFingerprint({ orders: body.orders, billing: body.billing }),
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
  api.post(
    "/transition-privileged",
    handle(async (req, res) => {
      const body = privilegedTransitionSchema.parse(req.body);
      const services = ctx(res).services;
      const user = requireUser(res);
      const who = { id: user.id, isOperator: user.isOperator };
      const order = await services.orders.show(who, body.bodyParams.id);
      // The one privileged move after initiation: confirm-payment, after the server has
      // read the payment intent (checkout.confirm); anything else is refused.
      if (
        body.bodyParams.transition !== "transition/confirm-payment" ||
        order.role !== "customer"
      ) {
        throw new AppError("forbidden", 403, "Errors.forbidden");
      }
      parseTransitionParams(body.bodyParams.transition, body.bodyParams.params);
      if (body.isSpeculative || !order.checkoutId) return order;
      const result = await services.checkout.confirm(order.checkoutId, {
        role: "customer",
        userId: who.id,
      });
      if (result.status !== "succeeded") {
        throw new AppError("transaction-payment-failed", 402, "CheckoutPage.paymentFailed");
      }
      return services.orders.show(who, order.id);
    }),
  );
  return api;
}
