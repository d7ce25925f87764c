import { z } from "zod";
import { lineItemsRequestSchema } from "#modules/cart/server";
import { checkoutRequestSchema } from "#modules/checkout";
import { PROCESS_ALIASES } from "#modules/transactions";
import { errorResponse, operation } from "./openapi-operation";
import { checkoutPaySchema } from "./payments";
import {
  enquireSchema,
  initiateSchema,
  privilegedInitiateSchema,
  privilegedTransitionSchema,
  queryParamsSchema,
  transitionSchema,
} from "./transaction-schemas";

/** The OpenAPI paths of buying: line items, transactions and their transitions, checkouts. */
export function transactionApiPaths() {
  return {
    "/transaction-line-items": {
      post: operation(
        "The line items of one seller's order, priced on the server; nothing is written. One listing (listingId, quantity) or several (listings), and deliveryMethod",
        lineItemsRequestSchema,
      ),
    },
    "/transactions/initiate": {
      post: operation(
        `Spec §7 transactions.initiate: one listing of one seller (params.listingId, stockReservationQuantity, deliveryMethod, optional shippingDetails, billingDetails, message); processAlias ${PROCESS_ALIASES.join(" or ")}, transition transition/request-payment, transition/request-push-payment or transition/request. Reserves the stock and creates the payment intent (its clientSecret in paymentIntent); an Idempotency-Key header makes a repeat with the same body return the first (another body with the same key is 409 idempotency-key-reused). 402/409/400 per spec §8; any refusal (an unknown param, a processAlias that does not fit the listing, no stockReservationQuantity) comes before anything is written; 429 transaction-too-many-unpaid-orders while the buyer has 5 orders waiting for payment. With transition transition/enquire (params.listingId, optional message) it opens an enquiry instead: no order, no payment; the first message comes as params.message or through /messages/send (decision 055)`,
        z.union([initiateSchema, enquireSchema]),
        true,
      ),
    },
    "/transactions/initiate_speculative": {
      post: operation(
        "The same checks and line items as initiate; nothing is written",
        z.union([initiateSchema, enquireSchema]),
        true,
      ),
    },
    "/transactions/transition": {
      post: operation(
        "Spec §7 transactions.transition { id, transition, params } as the customer, provider or operator; privileged transitions are refused (403), a state that moved on is 409 transaction-invalid-transition. Each transition takes only the params it names, anything else is 400 validation-invalid-params (decision 063): transition/dispute takes `params.protectedData.disputeReason` (at most 5000); review transitions (review-1-by-*, review-2-by-*) take `params.reviewRating` (1–5) and `params.reviewContent` (required, at most 5000), a refused one is 409 transaction-already-reviewed-by-customer or -by-provider (by the other side: try the review-2 transition); every other transition takes none",
        transitionSchema,
        true,
      ),
    },
    "/transactions/transition_speculative": {
      post: operation(
        "The same checks as transition, and the state and line items it would leave; nothing is written",
        transitionSchema,
        true,
      ),
    },
    "/transactions/show": {
      get: {
        summary:
          "One transaction for its customer, provider or an operator (404 to anyone else); line items per role (spec §6)",
        security: [{ session: [] }],
        parameters: [
          { name: "id", in: "query", required: true, schema: { type: "string", format: "uuid" } },
        ],
        responses: { "200": { description: "OK" }, "4XX": errorResponse },
      },
    },
    "/transactions/query": {
      get: {
        summary:
          "Your transactions, newest first: only=order (as customer) or only=sale (as provider); page, perPage (≤ 100)",
        security: [{ session: [] }],
        parameters: Object.keys(queryParamsSchema.shape).map((name) => ({
          name,
          in: "query",
          required: false,
          schema: { type: name === "only" ? "string" : "integer" },
        })),
        responses: { "200": { description: "OK" }, "4XX": errorResponse },
      },
    },
    "/process_transitions/query": {
      get: {
        summary: "The transitions you may ask for on a transaction now",
        security: [{ session: [] }],
        parameters: [
          {
            name: "transactionId",
            in: "query",
            required: true,
            schema: { type: "string", format: "uuid" },
          },
        ],
        responses: { "200": { description: "OK" }, "4XX": errorResponse },
      },
    },
    "/initiate-privileged": {
      post: operation(
        "Product server initiate: { isSpeculative, bodyParams } with server-computed line items",
        privilegedInitiateSchema,
        true,
      ),
    },
    "/transition-privileged": {
      post: operation(
        "Product server transition: transition/confirm-payment by the customer, after the server has read the payment intent (402 when it has not succeeded)",
        privilegedTransitionSchema,
        true,
      ),
    },
    "/checkouts": {
      post: operation(
        "Cart checkout: one payment for every seller's order, all reserved in one database transaction or none; idempotencyKey (or an Idempotency-Key header) makes a repeat with the same body return the first checkout and intent; the same key with another body is 409 idempotency-key-reused (decision 064). A booking takes one seat; one payment is at most € 999.999,99",
        checkoutRequestSchema,
        true,
      ),
    },
    "/checkouts/pay": {
      post: operation(
        "Pay a checkout: card with paymentMethod, the pm_… id the client made with the processor's script (test mode: POST /test-mode/v1/payment_methods with Stripe's test card numbers; card numbers are never taken here), or without it a redirectUrl to the processor's hosted card page; ideal or bancontact answer a redirectUrl to the bank page; an intent already handled is not confirmed again; returnUrl is a path on this site (checked as login's return path)",
        checkoutPaySchema,
        true,
      ),
    },
  };
}
