import { randomBytes } from "node:crypto";
import { AppError } from "#modules/errors";
import { type CardDetails, testCardOutcome } from "#modules/transactions";
import type { UnitOfWork } from "../../db/unit-of-work";
import type { PaymentIntentRow, PaymentRepository } from "./repository.server";
import {
  HANDLED_STATUSES,
  type PaymentError,
  type PaymentIntent,
  type PaymentIntentStatus,
  type PaymentMethodType,
  type PaymentProcessor,
} from "./types";

/**
 * The built-in test-mode processor (issue 16 §5; architecture: Payments): a real product
 * mode that behaves like Stripe's test mode. Intents live in the database with Stripe's ids
 * and statuses; a repeated idempotency key gets the first intent; Stripe's test card numbers
 * give Stripe's outcomes; 3-D Secure and iDEAL/Bancontact send the buyer to local pages
 * (/test-mode/authenticate/:id, /test-mode/bank/:id). Every change of status writes the
 * event Stripe would send to the outbox in the same database transaction, and the outbox
 * runner delivers it, signed, to the webhook — the production path.
 */

type Repos = { payments: PaymentRepository };

const token = (bytes: number) => randomBytes(bytes).toString("base64url").replace(/[-_]/g, "x");

export const authenticationPath = (id: string) => `/test-mode/authenticate/${id}`;
export const bankPath = (id: string) => `/test-mode/bank/${id}`;

export function toPaymentIntent(row: PaymentIntentRow): PaymentIntent {
  const type = (row.paymentMethodType ?? null) as PaymentMethodType | null;
  return {
    id: row.id,
    amount: row.amount,
    amountRefunded: row.amountRefunded,
    currency: row.currency,
    status: row.status as PaymentIntentStatus,
    clientSecret: row.clientSecret,
    paymentMethodType: type,
    lastPaymentError: (row.lastPaymentError as PaymentError | null) ?? null,
    nextActionUrl:
      row.status !== "requires_action"
        ? null
        : type === "card"
          ? authenticationPath(row.id)
          : bankPath(row.id),
    transferGroup: row.transferGroup,
    metadata: row.metadata,
  };
}

/** The intent as Stripe's JSON has it, for the events' data.object. */
function stripeObject(intent: PaymentIntent) {
  return {
    id: intent.id,
    object: "payment_intent",
    amount: intent.amount,
    amount_received: intent.status === "succeeded" ? intent.amount : 0,
    currency: intent.currency.toLowerCase(),
    status: intent.status,
    transfer_group: intent.transferGroup,
    metadata: intent.metadata,
    payment_method_types: [intent.paymentMethodType ?? "card"],
    last_payment_error: intent.lastPaymentError
      ? {
          code: intent.lastPaymentError.code,
          decline_code: intent.lastPaymentError.declineCode,
        }
      : null,
    livemode: false,
  };
}

export type TestModeProcessor = PaymentProcessor & {
  /** The local 3-D Secure page's answer. */
  authenticate(
    id: string,
    outcome: "approve" | "fail",
  ): Promise<PaymentIntent & { returnUrl: string | null }>;
  /** The local test bank page's answer. */
  bankOutcome(
    id: string,
    outcome: "pay" | "fail" | "cancel",
  ): Promise<PaymentIntent & { returnUrl: string | null }>;
};

const CONFIRMABLE: ReadonlySet<string> = new Set([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
]);

// Errors a bank reports (an event follows); the others are the card form's own checks.
const BANK_DECLINES = new Set(["card_declined", "expired_card", "incorrect_cvc"]);

export function createTestModeProcessor({
  work,
  now,
}: {
  work: UnitOfWork<Repos>;
  now: () => Date;
}): TestModeProcessor {
  async function emit(repos: Repos, type: string, intent: PaymentIntent) {
    const event = {
      id: `evt_${token(18)}`,
      object: "event",
      type,
      created: Math.floor(now().getTime() / 1000),
      livemode: false,
      data: { object: stripeObject(intent) },
    };
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

  return {
    mode: "test",

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

    confirmCard: (id: string, card: CardDetails, returnUrl: string) =>
      work.withTransaction(async (repos) => {
        const row = await locked(repos, id);
        // Spec §4: handled intents are not confirmed again.
        if (!CONFIRMABLE.has(row.status)) return toPaymentIntent(row);
        const outcome = testCardOutcome(card, now());
        if (!outcome.ok) {
          const error = failure(outcome.code, outcome.messageId, outcome.declineCode);
          return change(
            repos,
            row,
            {
              status: "requires_payment_method",
              paymentMethodType: "card",
              lastPaymentError: error,
            },
            BANK_DECLINES.has(outcome.code) ? "payment_intent.payment_failed" : null,
          );
        }
        const details = { brand: outcome.brand, last4: outcome.last4 };
        if (outcome.status === "requires_action") {
          return change(
            repos,
            row,
            {
              status: "requires_action",
              paymentMethodType: "card",
              paymentMethodDetails: details,
              lastPaymentError: null,
              returnUrl,
            },
            "payment_intent.requires_action",
          );
        }
        return change(
          repos,
          row,
          {
            status: "succeeded",
            paymentMethodType: "card",
            paymentMethodDetails: details,
            lastPaymentError: null,
          },
          "payment_intent.succeeded",
        );
      }),

    confirmRedirect: (id, method, returnUrl) =>
      work.withTransaction(async (repos) => {
        const row = await locked(repos, id);
        if (!CONFIRMABLE.has(row.status)) return toPaymentIntent(row);
        return change(
          repos,
          row,
          {
            status: "requires_action",
            paymentMethodType: method,
            lastPaymentError: null,
            returnUrl,
          },
          "payment_intent.requires_action",
        );
      }),

    authenticate: (id, outcome) =>
      work.withTransaction(async (repos) => {
        const row = await locked(repos, id);
        if (row.status !== "requires_action" || row.paymentMethodType !== "card") {
          return { ...toPaymentIntent(row), returnUrl: row.returnUrl };
        }
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
                    // The failure names the method the buyer used (issue 22 §2.7).
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

    refund: ({ paymentIntentId, amount, idempotencyKey, reason }) =>
      work.withTransaction(async (repos) => {
        const row = await locked(repos, paymentIntentId);
        const earlier = await repos.payments.refundByKey(idempotencyKey);
        if (earlier) return { id: earlier.id, amount: earlier.amount };
        if (row.status !== "succeeded" || amount <= 0 || amount > row.amount - row.amountRefunded) {
          throw new AppError("transaction-payment-failed", 402, "CheckoutPage.paymentFailed");
        }
        const id = `re_${token(18)}`;
        await repos.payments.insertRefund({
          id,
          paymentIntentId,
          idempotencyKey,
          amount,
          reason: reason ?? null,
        });
        const updated = await repos.payments.find(paymentIntentId);
        await emit(repos, "charge.refunded", toPaymentIntent(updated!));
        return { id, amount };
      }),
  };
}

export { HANDLED_STATUSES };
