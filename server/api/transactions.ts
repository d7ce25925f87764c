import { createHash, randomUUID } from "node:crypto";
import { type Request, type Response, Router } from "express";
import { z } from "zod";
import {
  billingSchema,
  cardSchema,
  checkoutRequestSchema,
  paymentMethodSchema,
  shippingSchema,
} from "#modules/checkout";
import { AppError } from "#modules/errors";
import {
  checkTransition,
  isProcessAlias,
  parseTransitionParams,
  processAliasForPrices,
  reviewTransitionOf,
  transitionsFrom,
} from "#modules/transactions";
import { safeReturnPath } from "../../app/auth/return-path";
import { ctx, requireUser } from "./context";
import { handle } from "./errors";

/**
 * Spec §7 transactions calls and the product server's privileged endpoints, plus the cart
 * checkout (POST /checkouts, POST /checkouts/pay). Prices are always computed here; only a
 * transaction's customer, provider or an operator sees it (404 to anyone else).
 */

const REQUEST_TRANSITIONS = [
  "transition/request-payment",
  "transition/request-push-payment",
  "transition/request",
] as const;

// Only the params initiate names (decision 063): anything else is a 400 naming it. The quantity
// has no default: spec §8's 'transition should contain quantity information'.
const initiateParams = z
  .object({
    listingId: z.uuid(),
    stockReservationQuantity: z
      .unknown()
      .refine((v) => v !== undefined && v !== null && v !== "", {
        message: "Errors.quantityMissing",
        abort: true,
      })
      .pipe(z.coerce.number().int().min(1).max(10_000)),
    deliveryMethod: z.enum(["pickup", "shipping"], "CheckoutPage.noDeliveryMethodError"),
    shippingDetails: shippingSchema.optional(),
    billingDetails: billingSchema.optional(),
    message: z.string().trim().max(5000).optional(),
  })
  .strict();

export const initiateSchema = z.object({
  processAlias: z.string().refine(isProcessAlias, "Errors.invalidParams"),
  transition: z.enum(REQUEST_TRANSITIONS),
  params: initiateParams,
});

/**
 * Spec §4 initial → enquiry: a conversation about one listing, no order. The first message
 * follows through messages.send, or comes along as params.message (then both are written in
 * one database transaction).
 */
export const enquireSchema = z.object({
  processAlias: z.string().refine(isProcessAlias, "Errors.invalidParams"),
  transition: z.literal("transition/enquire"),
  params: z.object({ listingId: z.uuid(), message: z.string().optional() }).strict(),
});

export const privilegedInitiateSchema = z.object({
  isSpeculative: z.boolean().default(false),
  bodyParams: z.union([initiateSchema, enquireSchema]),
});

export const transitionSchema = z.object({
  id: z.uuid(),
  transition: z.string().startsWith("transition/").max(100),
  params: z.record(z.string(), z.unknown()).default({}),
});

export const privilegedTransitionSchema = z.object({
  isSpeculative: z.boolean().default(false),
  bodyParams: transitionSchema,
});

export const checkoutPaySchema = z.object({
  checkoutId: z.uuid(),
  method: paymentMethodSchema,
  card: cardSchema.optional(),
  // A path on this site only, checked as login's return path is (`/\evil.example` is a host).
  returnUrl: z
    .string()
    .max(500)
    .refine((path) => safeReturnPath(path, "") === path, "Errors.invalidParams")
    .default("/cart/checkout/card"),
});

export const queryParamsSchema = z.object({
  only: z.enum(["order", "sale"]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
});

const idQuery = z.object({ id: z.uuid() });
const txQuery = z.object({ transactionId: z.uuid() });

const viewer = (res: Response) => {
  const user = requireUser(res);
  return { id: user.id, isOperator: user.isOperator };
};

/** A client's key (Idempotency-Key header or body), or one of our own for a single call. */
function idempotencyKey(req: Request, body?: string) {
  const header = req.header("idempotency-key");
  const key = header ?? body ?? randomUUID();
  if (!/^[\w-]{8,100}$/.test(key)) {
    throw new AppError("validation-invalid-params", 400, "Errors.invalidParams");
  }
  return key;
}

/** A digest of a parsed request body: a reused Idempotency-Key must come with the same one. */
function fingerprint(body: unknown): string {
  return createHash("sha256").update(JSON.stringify(body)).digest("base64url");
}

/** initiate with transition/enquire: the enquiry, 201, as the order view shows it. */
async function enquire(res: Response, body: z.infer<typeof enquireSchema>, speculative: boolean) {
  const user = requireUser(res);
  const services = ctx(res).services;
  const listing = await services.listings.show(body.params.listingId, user.id);
  const alias = processAliasForPrices([listing.price?.amount ?? 1]);
  if (alias !== body.processAlias) {
    throw new AppError("validation-invalid-params", 400, "Errors.invalidParams");
  }
  if (speculative) return { type: "transaction", processName: alias, lineItems: [] };
  const hasMessage = body.params.message !== undefined;
  const tx = await services.enquiries.start(user.id, body.params, {
    messageRequired: hasMessage,
  });
  res.status(201);
  return services.orders.show(viewer(res), tx.id);
}

/** An initiate body: the enquiry or one of the request transitions. */
function initiateBody(req: Request, res: Response, raw: unknown, speculative: boolean) {
  const transition = (raw as { transition?: unknown } | null)?.transition;
  return transition === "transition/enquire"
    ? enquire(res, enquireSchema.parse(raw), speculative)
    : initiate(req, res, initiateSchema.parse(raw), speculative);
}

async function initiate(
  req: Request,
  res: Response,
  body: z.infer<typeof initiateSchema>,
  speculative: boolean,
) {
  const user = requireUser(res);
  const services = ctx(res).services;
  const p = body.params;
  const order = {
    items: [{ listingId: p.listingId, quantity: p.stockReservationQuantity }],
    deliveryMethod: p.deliveryMethod,
    message: p.message,
    shippingAddress: p.shippingDetails,
  };
  if (speculative) {
    const priced = await services.transactionEngine.speculate({ customerId: user.id, ...order });
    if (priced.alias !== body.processAlias) {
      throw new AppError("validation-invalid-params", 400, "Errors.processAliasMismatch");
    }
    return {
      type: "transaction",
      processName: priced.alias,
      lineItems: priced.breakdown.lineItems.filter((l) => l.includeFor.includes("customer")),
      payinTotal: { amount: priced.breakdown.payinTotal, currency: "EUR" },
      payoutTotal: { amount: priced.breakdown.payoutTotal, currency: "EUR" },
    };
  }
  const result = await services.checkout.start({
    customerId: user.id,
    idempotencyKey: idempotencyKey(req),
    source: "/api/transactions/initiate",
    orders: [order],
    billing: p.billingDetails,
    transition: body.transition,
    processAlias: body.processAlias,
    requestFingerprint: fingerprint(body),
  });
  const tx = result.transactions[0]!;
  // A repeat of an earlier key (nothing written now) that names another process.
  if (tx.processAlias !== body.processAlias) {
    throw new AppError("validation-invalid-params", 400, "Errors.processAliasMismatch");
  }
  res.status(result.created ? 201 : 200);
  return {
    ...(await services.orders.show(viewer(res), tx.id)),
    paymentIntent: result.intent
      ? {
          id: result.intent.id,
          clientSecret: result.intent.clientSecret,
          status: result.intent.status,
        }
      : null,
  };
}

/** What a transition would do, or does; `trusted` for the privileged endpoint only. */
async function transition(
  res: Response,
  body: z.infer<typeof transitionSchema>,
  speculative: boolean,
) {
  const services = ctx(res).services;
  const who = viewer(res);
  const order = await services.orders.show(who, body.id); // 404 to strangers
  // Only the params this transition names (decision 063); the engine checks the same way.
  parseTransitionParams(body.transition, body.params);
  const row = (await services.transactionEngine.find(body.id))!;
  if (!isProcessAlias(row.processAlias))
    throw new AppError("internal", 500, "ServerErrorPage.heading");
  const process = services.transactionEngine.processes[row.processAlias];
  const check = checkTransition(process, row.state, body.transition, order.role);
  // A refused review transition is the engine's to explain: already reviewed by whom (spec §4).
  const review = reviewTransitionOf(body.transition);
  const engineExplains = review?.role === order.role && !speculative;
  if (!check.ok && !(engineExplains && check.reason === "invalidState")) {
    if (check.reason === "forbiddenRole") throw new AppError("forbidden", 403, "Errors.forbidden");
    throw new AppError("transaction-invalid-transition", 409, "TransactionPage.invalidTransition");
  }
  if (check.ok && check.transition.privileged) {
    throw new AppError("forbidden", 403, "Errors.forbidden");
  }
  if (speculative && check.ok)
    return { ...order, state: check.to, lastTransition: body.transition };
  await services.transactionEngine.applyTransition({
    transactionId: body.id,
    transition: body.transition,
    actor: { role: order.role, userId: who.id },
    // Sharetribe's params: protectedData.disputeReason, or reviewRating and reviewContent.
    params: body.params,
  });
  return services.orders.show(who, body.id);
}

export function transactionsRouter(): Router {
  const api = Router();

  api.post(
    "/transactions/initiate",
    handle((req, res) => initiateBody(req, res, req.body, false)),
  );
  api.post(
    "/transactions/initiate_speculative",
    handle((req, res) => initiateBody(req, res, req.body, true)),
  );
  api.post(
    "/transactions/transition",
    handle((req, res) => transition(res, transitionSchema.parse(req.body), false)),
  );
  api.post(
    "/transactions/transition_speculative",
    handle((req, res) => transition(res, transitionSchema.parse(req.body), true)),
  );
  api.get(
    "/transactions/show",
    handle(async (req, res) =>
      ctx(res).services.orders.show(viewer(res), idQuery.parse(req.query).id),
    ),
  );
  api.get(
    "/transactions/query",
    handle(async (req, res) => {
      const q = queryParamsSchema.parse(req.query);
      return ctx(res).services.orders.query(viewer(res), q.only ?? null, q.page, q.perPage);
    }),
  );
  api.get(
    "/process_transitions/query",
    handle(async (req, res) => {
      const { transactionId } = txQuery.parse(req.query);
      const services = ctx(res).services;
      const order = await services.orders.show(viewer(res), transactionId);
      const row = (await services.transactionEngine.find(transactionId))!;
      if (!isProcessAlias(row.processAlias)) return [];
      // The moves this viewer may ask for now (privileged and system ones are the server's).
      return transitionsFrom(
        services.transactionEngine.processes[row.processAlias],
        row.state,
        order.role,
      )
        .filter((t) => !t.privileged)
        .map((t) => ({ name: t.name, to: t.to }));
    }),
  );
  api.post(
    "/initiate-privileged",
    handle(async (req, res) => {
      const body = privilegedInitiateSchema.parse(req.body);
      return initiateBody(req, res, body.bodyParams, body.isSpeculative);
    }),
  );
  api.post(
    "/transition-privileged",
    handle(async (req, res) => {
      const body = privilegedTransitionSchema.parse(req.body);
      const services = ctx(res).services;
      const who = viewer(res);
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
  api.post(
    "/checkouts",
    handle(async (req, res) => {
      const user = requireUser(res);
      const body = checkoutRequestSchema.parse({
        ...req.body,
        idempotencyKey: req.header("idempotency-key") ?? req.body?.idempotencyKey,
      });
      const result = await ctx(res).services.checkout.start({
        customerId: user.id,
        idempotencyKey: body.idempotencyKey,
        source: "/cart/checkout",
        orders: body.orders,
        billing: body.billing,
        requestFingerprint: fingerprint({ orders: body.orders, billing: body.billing }),
      });
      res.status(result.created ? 201 : 200);
      return {
        id: result.checkout.id,
        amount: { amount: result.checkout.amount, currency: result.checkout.currency },
        paymentIntent: result.intent
          ? {
              id: result.intent.id,
              clientSecret: result.intent.clientSecret,
              status: result.intent.status,
            }
          : null,
        transactions: await Promise.all(
          result.transactions.map((t) => ctx(res).services.orders.show(viewer(res), t.id)),
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
        card: body.card,
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
