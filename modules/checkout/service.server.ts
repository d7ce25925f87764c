import { AppError } from "#modules/errors";
import type { Mailer } from "#modules/mail/server";
import {
  HANDLED_STATUSES,
  type PaymentEvent,
  type PaymentIntent,
  type PaymentMethodType,
  type PaymentProcessor,
} from "#modules/payments";
import { CHARGE_MAX_CENTS } from "#modules/pricing";
import type { TransactionEngine, TransactionRow } from "#modules/transactions/server";
import type { Database } from "../../db/client";
import { createUnitOfWork } from "../../db/unit-of-work";
import { byAge, createConfirmation } from "./checkout-confirm.server";
import { previewCheckout } from "./checkout-preview.server";
import { createCheckoutRetry } from "./checkout-retry.server";
import type { CartPort, CheckoutStart, PayOutcome } from "./checkout-types";
import { createOrderMails } from "./order-mails.server";
import type { PaidMailReader } from "./paid-mail-reader";
import { createPaymentActions, type RefundMoney } from "./payment-actions.server";
import { loadReceipt } from "./receipt.server";
import { type CheckoutRow, createCheckoutRepository } from "./repository.server";
import type { CheckoutRequest } from "./schemas";
import { soldOutBy } from "./sold-out";

export type { CartPort, CheckoutStart, ConfirmResult, PayOutcome } from "./checkout-types";

/**
 * Checkout (decision 041; architecture: Carts across sellers). One payment for the whole
 * cart, one transaction per seller, created with their stock reservations in one database
 * transaction. Confirming a payment is one idempotent function, `confirm`, that the return
 * page, the pay action and the webhook all call (decision 041).
 */

/** Stripe's smallest EUR charge; below it Stripe answers "Amount must be at least €0.50". */
export const MINIMUM_CHARGE_CENTS = 50;

export function createCheckoutService({
  db,
  engine,
  processor,
  cart,
  now: clock,
  onPaid = async () => {},
  mails,
  money,
}: {
  /** Checkout builds its own repository; the engine writes the orders on its transaction. */
  db: Database;
  engine: TransactionEngine;
  processor: PaymentProcessor;
  cart?: CartPort;
  /** The services' clock (decision 032): when the late payment's mail is due. */
  now: () => Date;
  /** An order just paid: its checkout message becomes the conversation's first (decision 067). */
  onPaid?: (order: TransactionRow) => Promise<void>;
  /** What the order mails need besides checkout's own reads (order-mails.server.ts). */
  mails: { reader: PaidMailReader; mailer: Mailer; appUrl: string };
  /** Refunds call off or reverse the payout and are booked in the ledger (decision 079). */
  money: RefundMoney;
}) {
  const work = createUnitOfWork(db, (executor) => ({
    checkouts: createCheckoutRepository(executor, clock),
  }));
  const repos = work.repos;

  async function ownCheckout(customerId: string, checkoutId: string): Promise<CheckoutRow> {
    const checkout = await repos.checkouts.find(checkoutId);
    // 404 to anyone but the buyer: a checkout id says nothing to strangers.
    if (!checkout || checkout.customerId !== customerId) {
      throw new AppError("not-found", 404, "Errors.notFound");
    }
    return checkout;
  }

  async function ensureIntent(checkout: CheckoutRow): Promise<PaymentIntent | null> {
    if (checkout.amount === 0) return null;
    // Bancontact asks Stripe for the payer's name: the billing name the buyer gave.
    const billing = checkout.details.billing as { name?: unknown } | undefined;
    const buyerName = typeof billing?.name === "string" ? billing.name.trim().slice(0, 100) : "";
    // Made already: read it (one call where a repeated create is two statements in test mode).
    if (checkout.paymentIntentId) {
      const made = await processor.retrievePaymentIntent(checkout.paymentIntentId);
      if (made) return made;
    }
    // Same key, same intent: 50 submits of one checkout make one payment.
    const intent = await processor.createPaymentIntent({
      amount: checkout.amount,
      currency: checkout.currency,
      transferGroup: checkout.id,
      metadata: {
        checkoutId: checkout.id,
        customerId: checkout.customerId,
        ...(buyerName ? { buyerName } : {}),
      },
      idempotencyKey: `checkout:${checkout.id}`,
    });
    if (checkout.paymentIntentId !== intent.id) {
      await repos.checkouts.setPaymentIntent(checkout.id, intent.id);
    }
    return intent;
  }

  const service = {
    /**
     * Reserves every seller's order in one database transaction, then gets the payment
     * intent for the total. A repeat with the same idempotency key gets the first
     * checkout back, whatever its orders are now.
     */
    async start(input: CheckoutStart) {
      const sellerOrders = input.orders;
      if (input.enquiryId && sellerOrders.length !== 1) {
        throw new AppError("validation-invalid-params", 400, "Errors.invalidParams");
      }
      for (const order of sellerOrders) {
        if (order.deliveryMethod === "shipping" && !order.shippingAddress) {
          throw new AppError(
            "validation-invalid-params",
            400,
            "CheckoutPage.shippingAddressRequired",
          );
        }
      }
      const started = await work.withTransaction(async (own, tx) => {
        const result = await own.checkouts.insertOnce({
          customerId: input.customerId,
          idempotencyKey: input.idempotencyKey,
          source: input.source,
          details: {
            ...(input.billing ? { billing: input.billing } : {}),
            ...(input.requestFingerprint ? { requestFingerprint: input.requestFingerprint } : {}),
          },
        });
        if (!result.created) {
          const first = result.checkout.details.requestFingerprint;
          if (input.requestFingerprint && first && first !== input.requestFingerprint) {
            throw new AppError("idempotency-key-reused", 409, "Errors.idempotencyKeyReused");
          }
          return result;
        }
        // The buyer's row and unpaid cap, the parties, then every seller's listings locked at
        // once in ascending id order before any order is priced: two carts over the same
        // gardens wait for each other instead of deadlocking. The orders price and reserve on
        // these, without reading or locking them again (decision 089).
        const prepared = await engine.prepareOrdersOn(tx, {
          customerId: input.customerId,
          checkoutId: result.checkout.id,
          listingIds: sellerOrders.flatMap((o) => o.items.map((i) => i.listingId)),
        });
        let amount = 0;
        const orders: TransactionRow[] = [];
        for (const order of sellerOrders) {
          const initiate = {
            customerId: input.customerId,
            items: order.items,
            deliveryMethod: order.deliveryMethod,
            checkoutId: result.checkout.id,
            transition: input.transition,
            processAlias: input.processAlias,
            ...(order.booking ? { booking: order.booking } : {}),
            protectedData: {
              ...(input.billing ? { billingDetails: input.billing } : {}),
              ...(order.shippingAddress ? { shippingDetails: order.shippingAddress } : {}),
              ...(order.message ? { message: order.message } : {}),
            },
          };
          const row = input.enquiryId
            ? await engine.requestAfterEnquiryOn(tx, input.enquiryId, initiate, prepared)
            : await engine.initiateOn(tx, initiate, prepared);
          amount += row.payinTotal;
          orders.push(row);
        }
        if (amount > 0 && amount < MINIMUM_CHARGE_CENTS) {
          throw new AppError("transaction-payment-failed", 402, "CheckoutPage.amountTooLowError");
        }
        // Each order is within the limit (its pricing); several together may not be.
        if (amount > CHARGE_MAX_CENTS) {
          throw new AppError("validation-invalid-params", 400, "CheckoutPage.amountTooHighError");
        }
        await own.checkouts.setAmount(result.checkout.id, amount);
        const soldOut = soldOutBy(prepared.locked, orders);
        return { checkout: { ...result.checkout, amount }, created: true, orders, soldOut };
      });
      const { checkout, created } = started;
      const intent = await ensureIntent(checkout);
      // A new checkout's orders are the rows it just wrote; a repeat reads them as they are now.
      const transactions =
        "orders" in started ? byAge(started.orders) : await engine.byCheckout(checkout.id);
      return {
        checkout: intent ? { ...checkout, paymentIntentId: intent.id } : checkout,
        created,
        intent,
        transactions,
        /** Listings this start took the last units of (none on a repeat). */
        soldOut: "soldOut" in started ? started.soldOut : [],
      };
    },

    // Paying again after a failed payment (decision 066).
    ...createCheckoutRetry(work, engine),

    /**
     * Pays a checkout: a card is confirmed with the payment method the browser made from it
     * (3-D Secure sends the buyer to the authentication page); without one the buyer goes to
     * the processor's hosted card page; iDEAL and Bancontact go to the bank page. Card numbers
     * never come here (decision 071). An intent already handled (spec §4) is not confirmed
     * again; a succeeded one is only confirmed.
     */
    async pay(input: {
      customerId: string;
      checkoutId: string;
      method: PaymentMethodType;
      /** A card's payment method id (`pm_…`), made in the browser, or the saved card's. */
      paymentMethod?: string;
      /** Saved cards (decision 081): the buyer's customer, and "off_session" to keep the card. */
      customer?: string;
      setupFutureUsage?: "off_session";
      returnUrl: string;
    }): Promise<PayOutcome> {
      const found = await repos.checkouts.forPayment(input.checkoutId);
      // 404 to anyone but the buyer, as ownCheckout.
      if (!found || found.checkout.customerId !== input.customerId) {
        throw new AppError("not-found", 404, "Errors.notFound");
      }
      const { checkout, customerBanned } = found;
      const confirmWith = {
        ...(input.method === "card" && input.paymentMethod
          ? { paymentMethod: input.paymentMethod }
          : { redirect: input.method }),
        ...(input.customer ? { customer: input.customer } : {}),
        ...(input.setupFutureUsage ? { setupFutureUsage: input.setupFutureUsage } : {}),
      };
      // Every order still waits: confirmed without reading the intent first, since a handled
      // intent (spec §4) comes back from the processor unchanged and is settled as it is.
      if (checkout.paymentIntentId && found.allWaiting) {
        const next = await processor.confirmPaymentIntent(
          checkout.paymentIntentId,
          confirmWith,
          input.returnUrl,
        );
        return service.settle(checkout, next, customerBanned);
      }
      const intent = await ensureIntent(checkout);
      if (!intent) {
        return {
          kind: "paid",
          checkoutId: checkout.id,
          transactions: await engine.byCheckout(checkout.id),
        };
      }
      if (!HANDLED_STATUSES.has(intent.status)) {
        // Too late to pay: the stock went back when the 15 minutes ran out.
        if (!found.allWaiting) {
          return { kind: "failed", messageId: "CheckoutPage.paymentExpiredMessage" };
        }
        const next = await processor.confirmPaymentIntent(intent.id, confirmWith, input.returnUrl);
        return service.settle(checkout, next, customerBanned);
      }
      return service.settle(checkout, intent, customerBanned);
    },

    /**
     * What an intent's state means for the buyer, confirming a paid one. `customerBanned`:
     * whether the buyer is banned, when the caller has just read it.
     */
    async settle(
      checkout: CheckoutRow,
      intent: PaymentIntent,
      customerBanned?: boolean,
    ): Promise<PayOutcome> {
      if (intent.status === "succeeded") {
        // The intent as just read or confirmed: the confirmation does not read it again.
        const result = await service.confirm(
          checkout.id,
          { role: "customer", userId: checkout.customerId },
          { checkout: { ...checkout, paymentIntentId: intent.id }, intent, customerBanned },
        );
        if (result.refusedBanned > 0) {
          return { kind: "failed", messageId: "CheckoutPage.customerBannedError" };
        }
        if (result.refunded > 0) {
          return { kind: "failed", messageId: "CheckoutPage.paymentExpiredRefunded" };
        }
        return { kind: "paid", checkoutId: checkout.id, transactions: result.transactions };
      }
      if (intent.status === "requires_action" && intent.nextActionUrl) {
        return { kind: "redirect", url: intent.nextActionUrl };
      }
      if (intent.status === "processing" || intent.status === "requires_capture") {
        return { kind: "processing", checkoutId: checkout.id };
      }
      if (intent.status === "canceled") {
        return { kind: "failed", messageId: "CheckoutPage.paymentExpiredMessage" };
      }
      return {
        kind: "failed",
        messageId: intent.lastPaymentError?.messageId ?? "CheckoutPage.paymentFailed",
      };
    },

    /**
     * The buyer's return from a bank or 3-D Secure page (the checkout return route): reads
     * the intent as it is now and settles it.
     */
    async returned(
      customerId: string,
      paymentIntentId: string,
    ): Promise<PayOutcome & { checkout: CheckoutRow }> {
      const checkout = await repos.checkouts.byPaymentIntent(paymentIntentId);
      if (!checkout || checkout.customerId !== customerId) {
        throw new AppError("not-found", 404, "Errors.notFound");
      }
      const intent = await processor.retrievePaymentIntent(paymentIntentId);
      if (!intent) throw new AppError("not-found", 404, "Errors.notFound");
      return { ...(await service.settle(checkout, intent)), checkout };
    },

    confirm: createConfirmation({
      db,
      checkouts: repos.checkouts,
      engine,
      processor,
      cart,
      now: clock,
      onPaid,
      money,
    }),

    /** A webhook event: news that an intent changed; `confirm` reads what it is now. */
    async onPaymentEvent(event: PaymentEvent): Promise<void> {
      if (event.kind !== "intent-changed" && event.kind !== "refund-changed") return;
      const checkout = await repos.checkouts.byPaymentIntent(event.paymentIntentId);
      if (checkout) await service.confirm(checkout.id);
    },

    /** The reconciliation pass's source: intents of unsettled checkouts (decision 080). */
    unsettledIntentEvents: async (window: { from: Date; to: Date }) =>
      (await repos.checkouts.unsettledIntents(window.from, window.to)).map((id) => ({
        kind: "intent-changed" as const,
        paymentIntentId: id,
      })),

    // The engine's payment-side actions: cancelling an unpaid intent, refunding an order.
    ...createPaymentActions(repos, engine, processor, money),

    /** The intent of the order's checkout, created if missing (the request's outbox action). */
    async ensureIntentFor(transactionId: string): Promise<void> {
      const order = await engine.find(transactionId);
      if (!order?.checkoutId) return;
      const checkout = await repos.checkouts.find(order.checkoutId);
      if (checkout) await ensureIntent(checkout);
    },

    /** What the checkout page shows before anything is reserved (checkout-preview.server.ts). */
    preview: (customerId: string, orders: CheckoutRequest["orders"]) =>
      previewCheckout({ engine, checkouts: repos.checkouts }, customerId, orders),

    find: (checkoutId: string) => repos.checkouts.find(checkoutId),
    ownCheckout,
    /** The buyer's receipt of a paid checkout; 404 to anyone else (decision 070). */
    receipt: (customerId: string, checkoutId: string) =>
      loadReceipt(
        {
          checkouts: repos.checkouts,
          transactions: engine,
          ownCheckout,
          paymentMethodOf: async (checkout) =>
            checkout.paymentIntentId
              ? ((await processor.retrievePaymentIntent(checkout.paymentIntentId))
                  ?.paymentMethodType ?? null)
              : null,
        },
        customerId,
        checkoutId,
      ),
    orders: (checkoutId: string) => engine.byCheckout(checkoutId),
    intentOf: async (checkout: CheckoutRow) =>
      checkout.paymentIntentId ? processor.retrievePaymentIntent(checkout.paymentIntentId) : null,
    processorMode: processor.mode,

    /** The outbox's transaction mails (decisions 042, 056, 070). */
    mails: createOrderMails({
      checkouts: repos.checkouts,
      find: engine.find,
      ordersOf: engine.byCheckout,
      ...mails,
    }),
  };
  return service;
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
