import { randomBytes } from "node:crypto";
import { AppError } from "#modules/errors";
import type { Database } from "../../db/client";
import { createUnitOfWork, type Executor } from "../../db/unit-of-work";
import type { CustomerProcessor } from "./customer-types";
import {
  createPaymentRepository,
  type PaymentIntentRow,
  type PaymentRepository,
} from "./repository.server";
import { createTestAccounts, type TestAccounts } from "./test-accounts.server";
import {
  CARD_ERROR_MESSAGES,
  type CardDetails,
  type CardFailure,
  outcomeOfTestCard,
} from "./test-card";
import { createTestCustomers, type TestSetupPages } from "./test-customers.server";
import { authenticationPath, stripeObject, toPaymentIntent } from "./test-intent-shapes";
import {
  type TestPaymentMethod,
  testCardOfPaymentMethod,
  tokenizeTestCard,
} from "./test-payment-methods";
import { createTestTransfers, type TestTransferOps } from "./test-transfers.server";
import {
  HANDLED_STATUSES,
  type PaymentError,
  type PaymentIntent,
  type PaymentProcessor,
} from "./types";

/**
 * The built-in test-mode processor (decision 040; architecture: Payments): a real product
 * mode that behaves like Stripe's test mode. Intents live in the database with Stripe's ids
 * and statuses; a repeated idempotency key gets the first intent; payment methods made from
 * Stripe's test card numbers give Stripe's outcomes (decision 071); 3-D Secure, iDEAL and
 * Bancontact, and the hosted card page of a checkout without JavaScript send the buyer to
 * local pages (/test-mode/authenticate/:id, /test-mode/bank/:id, /test-mode/card/:id).
 * Every change of status writes the
 * event Stripe would send to the outbox in the same database transaction (a confirmation: in
 * the same statement), and the outbox runner delivers it, signed, to the webhook — the
 * production path.
 */

type Repos = { payments: PaymentRepository };

const token = (bytes: number) => randomBytes(bytes).toString("base64url").replace(/[-_]/g, "x");

export { authenticationPath, bankPath, cardPath, toPaymentIntent } from "./test-intent-shapes";

type Answered = PaymentIntent & { returnUrl: string | null };

/**
 * Test mode's own operations, which no production processor has: its card tokenisation
 * (the browser's step), the hosted card page, the 3-D Secure page and the test bank.
 * A separate service (`services.testPayments`), absent when a real processor is chosen.
 */
export type TestPayments = TestTransferOps &
  TestAccounts &
  TestSetupPages & {
    /** A test card to a `pm_test_…` id, or the card form's first problem. */
    createPaymentMethod(
      card: CardDetails,
    ): Promise<{ ok: true; paymentMethod: TestPaymentMethod } | CardFailure>;
    /** The hosted card page: the card is checked, then the intent confirmed with it. */
    enterCard(id: string, card: CardDetails): Promise<({ ok: true } & Answered) | CardFailure>;
    /** The local 3-D Secure page's answer. */
    authenticate(id: string, outcome: "approve" | "fail"): Promise<Answered>;
    /** The local test bank page's answer. */
    bankOutcome(id: string, outcome: "pay" | "fail" | "cancel"): Promise<Answered>;
  };

const CONFIRMABLE = [
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
] as const;

// Errors a bank reports (an event follows); the others are the card form's own checks.
const BANK_DECLINES = new Set(["card_declined", "expired_card", "incorrect_cvc"]);

export function createTestMode({ db, now }: { db: Database; now: () => Date }): {
  processor: PaymentProcessor;
  testPayments: TestPayments;
} {
  // Saved cards: customers, setup intents, default payment methods (decision 081).
  const customers = createTestCustomers({ db, now });
  const work = createUnitOfWork(
    db,
    (executor): Repos => ({
      payments: createPaymentRepository(executor, now),
    }),
  );
  /** The event Stripe would send about `intent`. */
  const eventOf = (type: string, intent: PaymentIntent) => ({
    id: `evt_${token(18)}`,
    object: "event",
    type,
    created: Math.floor(now().getTime() / 1000),
    livemode: false,
    data: { object: stripeObject(intent) },
  });
  async function emit(repos: Repos, type: string, intent: PaymentIntent) {
    const event = eventOf(type, intent);
    await repos.payments.enqueueEvent(event, { event });
  }

  async function change(
    repos: Repos,
    row: PaymentIntentRow,
    changes: Parameters<PaymentRepository["update"]>[1],
    eventType: string | null,
  ) {
    const intent = toPaymentIntent(await repos.payments.update(row.id, changes));
    if (eventType) await emit(repos, eventType, intent);
    return intent;
  }

  async function locked(repos: Repos, id: string) {
    const row = await repos.payments.lock(id);
    if (!row) throw new AppError("not-found", 404, "Errors.notFound");
    return row;
  }

  const failure = (code: string, messageId: string, declineCode?: string): PaymentError =>
    declineCode ? { code, declineCode, messageId } : { code, messageId };

  /**
   * A confirmation's outcome and its own fields (`setup`) in one compare-and-set on the status
   * (spec §4: handled intents are not confirmed again), with its event, in one statement; null
   * when the intent was no longer confirmable (the compare-and-set waits for a racing
   * confirmation, then misses). `current`: the intent as read before; the fields an event
   * shows besides `changes` (amount, currency, metadata, transfer group) never change.
   */
  async function changeIfConfirmable(
    repos: Repos,
    current: PaymentIntentRow,
    changes: Parameters<PaymentRepository["update"]>[1],
    eventType: string | null,
  ): Promise<PaymentIntent | null> {
    const intent = toPaymentIntent({ ...current, ...changes } as PaymentIntentRow);
    const event = eventType ? eventOf(eventType, intent) : null;
    const changed = await repos.payments.updateIfIn(
      current.id,
      CONFIRMABLE,
      changes,
      event && { id: event.id, payload: { event } },
    );
    return changed ? intent : null;
  }

  /** That test card's outcome, as Stripe gives it (`changeIfConfirmable`). */
  async function confirmWithCard(
    repos: Repos,
    tx: Executor,
    current: PaymentIntentRow,
    setup: { customer: string | null; setupFutureUsage: string | null } & Parameters<
      PaymentRepository["update"]
    >[1],
    paymentMethod: string,
  ): Promise<PaymentIntent | null> {
    const card = testCardOfPaymentMethod(paymentMethod);
    // Another customer's saved card, or an expired one, is refused (decision 081).
    const refused = await customers.refusalOn(tx, paymentMethod, setup.customer);
    // An id test mode never made is a payment method Stripe would not find.
    const outcome = card
      ? (refused ?? outcomeOfTestCard(card))
      : { ok: false as const, code: "missing" as const, messageId: CARD_ERROR_MESSAGES.missing };
    if (!outcome.ok) {
      const error = failure(outcome.code, outcome.messageId, outcome.declineCode);
      return changeIfConfirmable(
        repos,
        current,
        {
          ...setup,
          status: "requires_payment_method",
          paymentMethodType: "card",
          paymentMethodDetails: null,
          lastPaymentError: error,
        },
        BANK_DECLINES.has(outcome.code) ? "payment_intent.payment_failed" : null,
      );
    }
    const details = { brand: outcome.brand, last4: outcome.last4 };
    if (outcome.status === "requires_action") {
      return changeIfConfirmable(
        repos,
        current,
        {
          ...setup,
          status: "requires_action",
          paymentMethodType: "card",
          paymentMethodDetails: details,
          lastPaymentError: null,
        },
        "payment_intent.requires_action",
      );
    }
    const paid = await changeIfConfirmable(
      repos,
      current,
      {
        ...setup,
        status: "succeeded",
        paymentMethodType: "card",
        paymentMethodDetails: details,
        lastPaymentError: null,
      },
      "payment_intent.succeeded",
    );
    // Kept only if this confirmation paid; a refusal here rolls the payment back with it.
    if (paid) await customers.keepOn(tx, setup, paymentMethod);
    return paid;
  }

  const nonce = () => token(18);
  const money = createTestTransfers({ db, now });
  // Connected accounts: their own file (decision 078).
  const accounts = createTestAccounts({ db, now });

  const processor: Omit<PaymentProcessor, keyof CustomerProcessor> = {
    mode: "test",
    ...accounts.connect,

    async createPaymentIntent(input) {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
        throw new AppError("validation-invalid-params", 400, "Errors.invalidParams");
      }
      const id = `pi_${token(18)}`;
      const row = await work.repos.payments.insertIntentOnce({
        id,
        idempotencyKey: input.idempotencyKey,
        amount: input.amount,
        currency: input.currency,
        status: "requires_payment_method",
        clientSecret: `${id}_secret_${token(18)}`,
        transferGroup: input.transferGroup,
        metadata: input.metadata,
      });
      return toPaymentIntent(row);
    },

    async retrievePaymentIntent(id) {
      const row = await work.repos.payments.find(id);
      return row ? toPaymentIntent(row) : null;
    },

    async confirmPaymentIntent(id, using, returnUrl) {
      const current = await work.repos.payments.find(id);
      if (!current) throw new AppError("not-found", 404, "Errors.notFound");
      // Handled already (spec §4): not confirmed again.
      if (!(CONFIRMABLE as readonly string[]).includes(current.status)) {
        return toPaymentIntent(current);
      }
      // What the confirmation itself sets, written with its outcome in one update.
      const setup = {
        returnUrl,
        customer: using.customer ?? null,
        setupFutureUsage: using.setupFutureUsage ?? null,
        paymentMethod: "paymentMethod" in using ? using.paymentMethod : null,
      };
      const confirm = (repos: Repos, tx: Executor) =>
        "paymentMethod" in using
          ? confirmWithCard(repos, tx, current, setup, using.paymentMethod)
          : // A bank page, or the hosted card page (the card is still to be entered there).
            changeIfConfirmable(
              repos,
              current,
              {
                ...setup,
                status: "requires_action",
                paymentMethodType: using.redirect,
                paymentMethodDetails: null,
                lastPaymentError: null,
              },
              using.redirect === "card" ? null : "payment_intent.requires_action",
            );
      // The outcome and its event are one statement; a card kept for the customer once paid
      // (decision 081) is a second write, so that confirmation is a database transaction.
      const confirmed =
        setup.setupFutureUsage === "off_session" && setup.customer
          ? await work.withTransaction(confirm)
          : await confirm(work.repos, db);
      if (confirmed) return confirmed;
      // A racing confirmation handled it first.
      const row = await work.repos.payments.find(id);
      if (!row) throw new AppError("not-found", 404, "Errors.notFound");
      return toPaymentIntent(row);
    },

    cancelPaymentIntent: (id) =>
      work.withTransaction(async (repos) => {
        const row = await locked(repos, id);
        if (row.status === "canceled") return toPaymentIntent(row);
        // Stripe refuses to cancel a paid intent; the caller refunds instead.
        if (row.status === "succeeded" || row.status === "processing") {
          throw new AppError("transaction-payment-failed", 402, "CheckoutPage.paymentFailed");
        }
        return change(repos, row, { status: "canceled" }, "payment_intent.canceled");
      }),

    // Transfers, reversals and refund states (test-transfers.server.ts, decision 079).
    ...money.transfers,
    refund: money.refund,
  };

  const testPayments: Omit<TestPayments, keyof TestSetupPages> = {
    ...money.ops,
    ...accounts.testAccounts,
    createPaymentMethod: async (card) => tokenizeTestCard(card, now(), nonce()),

    enterCard: async (id, card) => {
      const made = tokenizeTestCard(card, now(), nonce());
      if (!made.ok) return made;
      const row = await work.repos.payments.find(id);
      if (!row) throw new AppError("not-found", 404, "Errors.notFound");
      // What the checkout asked for stays: the customer and "save this card" (decision 081).
      const intent = await processor.confirmPaymentIntent(
        id,
        { paymentMethod: made.paymentMethod.id, ...customers.usageOf(row) },
        row.returnUrl ?? "/",
      );
      return { ok: true as const, ...intent, returnUrl: row.returnUrl };
    },

    authenticate: (id, outcome) =>
      work.withTransaction(async (repos, tx) => {
        const row = await locked(repos, id);
        if (toPaymentIntent(row).nextActionUrl !== authenticationPath(row.id)) {
          return { ...toPaymentIntent(row), returnUrl: row.returnUrl };
        }
        if (outcome === "approve") await customers.keepOn(tx, row, row.paymentMethod);
        const intent =
          outcome === "approve"
            ? await change(repos, row, { status: "succeeded" }, "payment_intent.succeeded")
            : await change(
                repos,
                row,
                {
                  status: "requires_payment_method",
                  lastPaymentError: failure(
                    "payment_intent_authentication_failure",
                    "StripePaymentForm.authenticationFailed",
                  ),
                },
                "payment_intent.payment_failed",
              );
        return { ...intent, returnUrl: row.returnUrl };
      }),

    bankOutcome: (id, outcome) =>
      work.withTransaction(async (repos) => {
        const row = await locked(repos, id);
        if (row.status !== "requires_action" || row.paymentMethodType === "card") {
          return { ...toPaymentIntent(row), returnUrl: row.returnUrl };
        }
        const intent =
          outcome === "pay"
            ? await change(repos, row, { status: "succeeded" }, "payment_intent.succeeded")
            : await change(
                repos,
                row,
                {
                  status: "requires_payment_method",
                  lastPaymentError: failure(
                    outcome === "fail" ? "payment_method_provider_decline" : "payment_canceled",
                    // The failure names the method the buyer used (decision 066).
                    outcome === "cancel"
                      ? "CheckoutPage.idealPaymentCanceled"
                      : row.paymentMethodType === "bancontact"
                        ? "CheckoutPage.bancontactPaymentFailed"
                        : "CheckoutPage.idealPaymentFailed",
                  ),
                },
                "payment_intent.payment_failed",
              );
        return { ...intent, returnUrl: row.returnUrl };
      }),
  };

  return {
    processor: { ...processor, ...customers.customers },
    testPayments: { ...testPayments, ...customers.pages },
  };
}

export { HANDLED_STATUSES };
