import { randomBytes } from "node:crypto";
import { AppError } from "#modules/errors";
import type { Database } from "../../db/client";
import { createUnitOfWork, type Executor } from "../../db/unit-of-work";
import {
  type CustomerRepository,
  createCustomerRepository,
  type TestSetupIntentRow,
} from "./customer-repository.server";
import type {
  CustomerProcessor,
  SavedCard,
  SetupIntent,
  SetupIntentStatus,
} from "./customer-types";
import {
  CARD_ERROR_MESSAGES,
  type CardDetails,
  type CardFailure,
  type CheckedCard,
  isExpired,
} from "./test-card";
import {
  expiryOfPaymentMethod,
  STRIPE_TEST_PAYMENT_METHODS,
  testCardOfPaymentMethod,
  tokenizeTestCard,
} from "./test-payment-methods";

/**
 * Test mode's customers, setup intents and default payment methods (decision 081), as
 * Stripe's test mode keeps them: `cus_test_…` and `seti_test_…` ids in the database, a repeated
 * idempotency key gets the first object, and a card is saved through a setup intent that
 * gives the test card's outcome at setup — 3-D Secure for 4000 0027 6000 3184 (the local
 * page /test-mode/setup/:id), a decline for the declining cards. Insufficient funds is a
 * charge's decline, so that card saves (as with Stripe) and is declined when it pays.
 */

const token = (bytes: number) => randomBytes(bytes).toString("base64url").replace(/[-_]/g, "x");

export const setupPath = (id: string) => `/test-mode/setup/${id}`;

// Test cards a setup refuses: the bank would refuse any charge on them.
const SETUP_DECLINES: Readonly<Record<string, keyof typeof CARD_ERROR_MESSAGES>> = {
  declined: "card_declined",
  expiredCard: "expired_card",
  incorrectCvc: "incorrect_cvc",
};

type Answered = SetupIntent & { returnUrl: string | null };

/** Test mode's own pages for a setup: the hosted card page (no JavaScript) and 3-D Secure. */
export type TestSetupPages = {
  /** A setup intent and the user whose customer it is, for the local pages' access check. */
  setupIntentFor(id: string): Promise<(Answered & { userId: string | null }) | null>;
  enterSetupCard(
    id: string,
    card: CardDetails,
    returnUrl: string,
  ): Promise<({ ok: true } & Answered) | CardFailure>;
  authenticateSetup(id: string, outcome: "approve" | "fail"): Promise<Answered>;
};

function toSetupIntent(row: TestSetupIntentRow): SetupIntent {
  const status = row.status as SetupIntentStatus;
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status,
    paymentMethod: row.paymentMethod,
    nextActionUrl: status === "requires_action" ? setupPath(row.id) : null,
    customer: row.customerId,
    lastSetupError: (row.lastError as SetupIntent["lastSetupError"]) ?? null,
  };
}

/** What Stripe knows of a card it has attached: brand, last four and expiry. */
function cardOf(
  id: string,
  checked: CheckedCard,
  now: Date,
): { brand: string; last4: string; expMonth: number; expYear: number } {
  // Stripe's own test ids (pm_card_visa) carry no expiry; Stripe gives them one a year ahead.
  const expiry = expiryOfPaymentMethod(id) ?? {
    month: now.getUTCMonth() + 1,
    year: now.getUTCFullYear() + 1,
  };
  return {
    brand: checked.brand,
    last4: checked.last4,
    expMonth: expiry.month,
    expYear: expiry.year,
  };
}

export function createTestCustomers({ db, now }: { db: Database; now: () => Date }) {
  const work = createUnitOfWork(db, (executor) => createCustomerRepository(executor, now));

  /**
   * Attaches a test payment method to a customer, as Stripe does when a setup or a saving
   * payment succeeds; answers the id attached. Stripe's own test ids (pm_card_visa) are
   * templates there: each attach makes a new payment method, and so here.
   */
  async function attach(
    repo: CustomerRepository,
    customer: string,
    template: string,
  ): Promise<string> {
    const checked = testCardOfPaymentMethod(template);
    if (!checked) throw new AppError("not-found", 404, "StripePaymentForm.missingCard");
    const card = cardOf(template, checked, now());
    const paymentMethod =
      template in STRIPE_TEST_PAYMENT_METHODS
        ? `pm_test_${checked.kind}_${checked.brand}${checked.last4}_${String(card.expMonth).padStart(2, "0")}${card.expYear}_${token(18)}`
        : template;
    const earlier = await repo.paymentMethod(paymentMethod);
    // Stripe refuses a payment method another customer has.
    if (earlier && earlier.customerId !== customer) {
      throw new AppError("not-found", 404, "StripePaymentForm.missingCard");
    }
    await repo.attach({ id: paymentMethod, customerId: customer, ...card });
    return paymentMethod;
  }

  /** The outcome of setting up a card: the setup's own problem, 3-D Secure, or saved. */
  async function setUp(repo: CustomerRepository, row: TestSetupIntentRow, paymentMethod: string) {
    const checked = testCardOfPaymentMethod(paymentMethod);
    const other = await repo.paymentMethod(paymentMethod);
    const expiry = expiryOfPaymentMethod(paymentMethod);
    const code =
      !checked || (other && other.customerId !== row.customerId)
        ? "missing"
        : expiry && isExpired(expiry, now())
          ? "expired_card"
          : SETUP_DECLINES[checked.kind];
    if (code) {
      return repo.updateSetupIntent(row.id, {
        status: "requires_payment_method",
        paymentMethod: null,
        lastError: { code, messageId: CARD_ERROR_MESSAGES[code] },
      });
    }
    if (checked!.kind === "authenticate") {
      return repo.updateSetupIntent(row.id, {
        status: "requires_action",
        paymentMethod,
        lastError: null,
      });
    }
    const attached = await attach(repo, row.customerId, paymentMethod);
    return repo.updateSetupIntent(row.id, {
      status: "succeeded",
      paymentMethod: attached,
      lastError: null,
    });
  }

  async function savedCard(
    repo: CustomerRepository,
    paymentMethod: string,
  ): Promise<SavedCard | null> {
    const row = await repo.paymentMethod(paymentMethod);
    return row
      ? {
          id: row.id,
          brand: row.brand,
          last4Digits: row.last4,
          expirationMonth: row.expMonth,
          expirationYear: row.expYear,
        }
      : null;
  }

  const customers: CustomerProcessor = {
    async createCustomer({ email, name, metadata, idempotencyKey }) {
      const row = await work.repos.insertCustomerOnce({
        id: `cus_test_${token(12)}`,
        idempotencyKey,
        email,
        name,
        metadata,
      });
      return { id: row.id };
    },

    async createSetupIntent({ customer, idempotencyKey }) {
      if (!(await work.repos.customer(customer))) {
        throw new AppError("not-found", 404, "Errors.notFound");
      }
      const id = `seti_test_${token(18)}`;
      const row = await work.repos.insertSetupIntentOnce({
        id,
        idempotencyKey,
        customerId: customer,
        status: "requires_payment_method",
        clientSecret: `${id}_secret_${token(18)}`,
      });
      return toSetupIntent(row);
    },

    confirmSetupIntent: (id, paymentMethod, returnUrl) =>
      work.withTransaction(async (repo) => {
        const row = await repo.setupIntent(id, true);
        if (!row) throw new AppError("not-found", 404, "Errors.notFound");
        if (row.status !== "requires_payment_method" && row.status !== "requires_confirmation") {
          return toSetupIntent(row);
        }
        const at = await repo.updateSetupIntent(id, { returnUrl });
        return toSetupIntent(await setUp(repo, at, paymentMethod));
      }),

    async retrieveSetupIntent(id) {
      const row = await work.repos.setupIntent(id);
      return row ? toSetupIntent(row) : null;
    },

    setDefaultPaymentMethod: (customer, paymentMethod) =>
      work.withTransaction(async (repo) => {
        if (!(await repo.customer(customer)))
          throw new AppError("not-found", 404, "Errors.notFound");
        const attached = await attach(repo, customer, paymentMethod);
        await repo.setDefault(customer, attached);
        return (await savedCard(repo, attached))!;
      }),

    async defaultPaymentMethod(customer) {
      const row = await work.repos.customer(customer);
      if (!row?.defaultPaymentMethod) return null;
      return savedCard(work.repos, row.defaultPaymentMethod);
    },

    async detachPaymentMethod(paymentMethod) {
      await work.withTransaction((repo) => repo.detach(paymentMethod));
    },

    hostedSetupUrl: (id, returnUrl) =>
      `${setupPath(id)}?return_url=${encodeURIComponent(returnUrl)}`,
  };

  const pages: TestSetupPages = {
    async setupIntentFor(id) {
      const row = /^seti_test_\w{1,60}$/.test(id) ? await work.repos.setupIntent(id) : null;
      if (!row) return null;
      const customer = await work.repos.customer(row.customerId);
      return {
        ...toSetupIntent(row),
        returnUrl: row.returnUrl,
        userId: customer?.metadata.userId ?? null,
      };
    },

    async enterSetupCard(id, card, returnUrl) {
      const made = tokenizeTestCard(card, now(), token(18));
      if (!made.ok) return made;
      const intent = await customers.confirmSetupIntent(id, made.paymentMethod.id, returnUrl);
      return { ok: true as const, ...intent, returnUrl };
    },

    authenticateSetup: (id, outcome) =>
      work.withTransaction(async (repo) => {
        const row = await repo.setupIntent(id, true);
        if (!row) throw new AppError("not-found", 404, "Errors.notFound");
        if (row.status !== "requires_action" || !row.paymentMethod) {
          return { ...toSetupIntent(row), returnUrl: row.returnUrl };
        }
        const attached =
          outcome === "approve" ? await attach(repo, row.customerId, row.paymentMethod) : null;
        const next = attached
          ? await repo.updateSetupIntent(id, { status: "succeeded", paymentMethod: attached })
          : await repo.updateSetupIntent(id, {
              status: "requires_payment_method",
              paymentMethod: null,
              lastError: {
                code: "setup_intent_authentication_failure",
                messageId: "StripePaymentForm.authenticationFailed",
              },
            });
        return { ...toSetupIntent(next), returnUrl: row.returnUrl };
      }),
  };

  return {
    customers,
    pages,
    /**
     * Why a payment may not use this card, on its transaction: a card saved to another
     * customer is one Stripe would not find; an expired card is declined as expired.
     */
    async refusalOn(
      tx: Executor,
      paymentMethod: string,
      customer: string | null,
    ): Promise<CardFailure | null> {
      // Stripe's fixed test ids are never saved as they are (attaching one saves a pm_test_
      // copy): no read for them.
      const saved = Object.hasOwn(STRIPE_TEST_PAYMENT_METHODS, paymentMethod)
        ? null
        : await createCustomerRepository(tx, now).paymentMethod(paymentMethod);
      if (saved && saved.customerId !== customer) {
        return { ok: false, code: "missing", messageId: CARD_ERROR_MESSAGES.missing };
      }
      const expiry = saved
        ? { month: saved.expMonth, year: saved.expYear }
        : expiryOfPaymentMethod(paymentMethod);
      return expiry && isExpired(expiry, now())
        ? { ok: false, code: "expired_card", messageId: CARD_ERROR_MESSAGES.expired_card }
        : null;
    },
    /** An intent's customer and setup_future_usage, as a confirmation takes them. */
    usageOf: (intent: { customer: string | null; setupFutureUsage: string | null }) => ({
      ...(intent.customer ? { customer: intent.customer } : {}),
      ...(intent.setupFutureUsage === "off_session"
        ? { setupFutureUsage: "off_session" as const }
        : {}),
    }),
    /** setup_future_usage: a card paid with is attached to the customer once it succeeds. */
    async keepOn(
      tx: Executor,
      intent: { customer: string | null; setupFutureUsage: string | null },
      paymentMethod: string | null,
    ) {
      if (intent.setupFutureUsage === "off_session" && intent.customer && paymentMethod) {
        await attach(createCustomerRepository(tx, now), intent.customer, paymentMethod);
      }
    },
  };
}

export type TestCustomers = ReturnType<typeof createTestCustomers>;
