import { type Request, type Response, Router } from "express";
import { AppError } from "#modules/errors";
import { isOperatorTransition, processAliasForPrices } from "#modules/transactions";
import { ctx, requireUser } from "./context";
import { handle } from "./errors";
import { idempotencyKey, requestFingerprint } from "./idempotency";
import { paymentIntentView } from "./payments";
import {
  type EnquireBody,
  enquireSchema,
  type InitiateBody,
  idQuery,
  initiateSchema,
  privilegedInitiateSchema,
  queryParamsSchema,
  type TransitionBody,
  transitionSchema,
  txQuery,
} from "./transaction-schemas";

/**
 * Spec §7 transactions calls and the product server's privileged initiate (the privileged
 * confirm-payment is a payment's: payments.ts). Each handler parses,
 * calls the engine or a service (which price and check, decision 074), responds. Only a
 * transaction's customer, provider or an operator sees it (404 to anyone else).
 */

const viewer = (res: Response) => {
  const user = requireUser(res);
  return { id: user.id, isOperator: user.isOperator };
};

/** initiate with transition/enquire: the enquiry, 201, as the order view shows it. */
async function enquire(res: Response, body: EnquireBody, speculative: boolean) {
  const user = requireUser(res);
  const services = ctx(res).services;
  const listing = await services.listings.show(body.params.listingId, user.id);
  const alias = processAliasForPrices([listing.price?.amount ?? 1]);
  if (alias !== body.processAlias) {
    throw new AppError("validation-invalid-params", 400, "Errors.invalidParams");
  }
  if (speculative) return { type: "transaction", processName: alias, lineItems: [] };
  const messageRequired = body.params.message !== undefined;
  const tx = await services.enquiries.start(user.id, body.params, { messageRequired });
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

async function initiate(req: Request, res: Response, body: InitiateBody, speculative: boolean) {
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
    const priced = await services.transactionEngine.speculate({
      customerId: user.id,
      processAlias: body.processAlias,
      ...order,
    });
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
    requestFingerprint: requestFingerprint(body),
  });
  const tx = result.transactions[0]!;
  // A repeat of an earlier key (nothing written now) that names another process.
  if (tx.processAlias !== body.processAlias) {
    throw new AppError("validation-invalid-params", 400, "Errors.processAliasMismatch");
  }
  res.status(result.created ? 201 : 200);
  return {
    ...(await services.orders.show(viewer(res), tx.id)),
    paymentIntent: paymentIntentView(result.intent),
  };
}

/** What a transition would do (speculative), or does: the engine checks and answers both. */
async function transition(res: Response, body: TransitionBody, speculative: boolean) {
  const services = ctx(res).services;
  const who = viewer(res);
  const order = await services.orders.show(who, body.id); // 404 to strangers
  const input = {
    transactionId: body.id,
    transition: body.transition,
    actor: { role: order.role, userId: who.id },
    // Sharetribe's params: protectedData.disputeReason, or reviewRating and reviewContent.
    params: body.params,
  };
  if (!speculative) {
    // An operator's own step goes the console's way: with its reason and its audit row in the
    // move's database transaction (decision 084), compared against the state just read.
    if (order.role === "operator" && isOperatorTransition(body.transition)) {
      const params = body.params as { protectedData?: { operatorReason?: unknown } } | undefined;
      await services.operatorOrders.run(requireUser(res), {
        transactionId: body.id,
        transition: body.transition,
        fromState: order.state,
        reason: params?.protectedData?.operatorReason,
      });
      return services.orders.show(who, body.id);
    }
    await services.transactionEngine.applyTransition(input);
    return services.orders.show(who, body.id);
  }
  const next = await services.transactionEngine.speculateTransition(input);
  return {
    ...order,
    state: next.state,
    lastTransition: next.lastTransition,
    lineItems: next.lineItems.filter(
      (l) => order.role === "operator" || l.includeFor.includes(order.role),
    ),
  };
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
      const { orders, transactionEngine } = ctx(res).services;
      const who = viewer(res);
      const { role } = await orders.show(who, transactionId);
      // The moves this viewer may ask for now (privileged and system ones are the server's).
      return transactionEngine.transitionsFor(transactionId, { role, userId: who.id });
    }),
  );
  api.post(
    "/initiate-privileged",
    handle(async (req, res) => {
      const body = privilegedInitiateSchema.parse(req.body);
      return initiateBody(req, res, body.bodyParams, body.isSpeculative);
    }),
  );
  return api;
}
