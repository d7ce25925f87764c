import { randomUUID } from "node:crypto";
import { AppError } from "#modules/errors";
import type { PaymentProcessor, SavedCard } from "#modules/payments";
import type { Database } from "../../db/client";
import { createUnitOfWork } from "../../db/unit-of-work";
import { createSavedCardRepository } from "./repository.server";
import { type CardChoice, isSavedCardExpired } from "./selector";

/**
 * Saved cards (decision 081; spec §3, §4, §7): one processor customer per buyer, made on the
 * first save; a card is saved through a setup intent and becomes the customer's default
 * payment method; replacing it detaches the old one; removing detaches it. The buyer only ever
 * reaches their own customer's default card: no call takes a card id from outside.
 */

export type Buyer = { id: string; email: string; name: string };

/**
 * What a save says (spec §8: "payment-method save returns create, add and delete errors
 * together"): each step's error as the catalogue id of its message, or null.
 */
export type SaveErrors = {
  createCustomer: string | null;
  addPaymentMethod: string | null;
  deletePaymentMethod: string | null;
};

export type SaveOutcome =
  | { kind: "saved"; card: SavedCard; errors: SaveErrors }
  /** 3-D Secure, or the hosted card page: the buyer comes back with `?setup_intent=…`. */
  | { kind: "redirect"; url: string; errors: SaveErrors }
  | { kind: "failed"; errors: SaveErrors };

/** The spec's logged codes (§8) for a processor call that failed. */
export type SavedCardFailureCode =
  | "create-stripe-user-failed"
  | "create-setup-intent-failed"
  | "add-payment-method-failed"
  | "updating-payment-method-failed"
  | "fetch-stripe-customer-failed";

const NO_ERRORS: SaveErrors = {
  createCustomer: null,
  addPaymentMethod: null,
  deletePaymentMethod: null,
};

/** A card error's own message, else the step's. */
const messageOf = (error: unknown, fallback: string) =>
  error instanceof AppError && error.messageId.startsWith("StripePaymentForm.")
    ? error.messageId
    : fallback;

export function createSavedCardsService({
  db,
  processor,
  now,
  report = () => {},
}: {
  db: Database;
  processor: PaymentProcessor;
  now: () => Date;
  /** Logs a processor failure under its spec §8 code; the buyer sees the step's message. */
  report?: (error: unknown, code: SavedCardFailureCode) => void;
}) {
  const work = createUnitOfWork(db, (executor) => createSavedCardRepository(executor, now));

  /** The buyer's customer, made once even when two first saves race (one waits for the other). */
  async function ensureCustomer(buyer: Buyer): Promise<string> {
    const known = await work.repos.customerOf(buyer.id);
    if (known) return known;
    return work.withTransaction(async (repo) => {
      await repo.lockBuyer(buyer.id);
      const made = await repo.customerOf(buyer.id);
      if (made) return made;
      const customer = await processor.createCustomer({
        email: buyer.email,
        name: buyer.name,
        metadata: { userId: buyer.id },
        // A retry after a lost answer gets the same customer back.
        idempotencyKey: `customer:${buyer.id}`,
      });
      await repo.insert(buyer.id, customer.id);
      return customer.id;
    });
  }

  /** Makes `paymentMethod` the default, then detaches the card it replaces. */
  async function makeDefault(customer: string, paymentMethod: string): Promise<SaveOutcome> {
    const errors = { ...NO_ERRORS };
    let before: SavedCard | null = null;
    try {
      before = await processor.defaultPaymentMethod(customer);
    } catch (error) {
      report(error, "fetch-stripe-customer-failed");
    }
    let card: SavedCard;
    try {
      card = await processor.setDefaultPaymentMethod(customer, paymentMethod);
    } catch (error) {
      report(error, "add-payment-method-failed");
      return {
        kind: "failed",
        errors: { ...errors, addPaymentMethod: messageOf(error, "PaymentMethodsPage.addFailed") },
      };
    }
    if (before && before.id !== card.id) {
      try {
        await processor.detachPaymentMethod(before.id);
      } catch (error) {
        // The new card is saved; the old one stays attached but is no longer the default.
        report(error, "updating-payment-method-failed");
        errors.deletePaymentMethod = "PaymentMethodsPage.deleteFailed";
      }
    }
    return { kind: "saved", card, errors };
  }

  const service = {
    async customerOf(userId: string) {
      return work.repos.customerOf(userId);
    },

    /** The buyer's default card, or null (no customer yet, or none saved). */
    async defaultCard(userId: string): Promise<SavedCard | null> {
      const customer = await work.repos.customerOf(userId);
      if (!customer) return null;
      try {
        return await processor.defaultPaymentMethod(customer);
      } catch (error) {
        report(error, "fetch-stripe-customer-failed");
        throw new AppError("internal", 503, "PaymentMethodsPage.fetchFailed");
      }
    },

    /**
     * Adds a card, or replaces the saved one: a setup intent confirmed with the payment method
     * the browser made; once it succeeds the card becomes the default. Without one (no
     * JavaScript) the answer is the processor's page where the card is entered.
     */
    async save(
      buyer: Buyer,
      input: { paymentMethod?: string; returnUrl: string },
    ): Promise<SaveOutcome> {
      let customer: string;
      try {
        customer = await ensureCustomer(buyer);
      } catch (error) {
        report(error, "create-stripe-user-failed");
        return {
          kind: "failed",
          errors: { ...NO_ERRORS, createCustomer: "PaymentMethodsPage.createCustomerFailed" },
        };
      }
      try {
        const setup = await processor.createSetupIntent({
          customer,
          idempotencyKey: `setup:${buyer.id}:${randomUUID()}`,
        });
        if (!input.paymentMethod) {
          const page = processor.hostedSetupUrl?.(setup.id, input.returnUrl);
          if (!page)
            throw new AppError("validation-invalid-params", 400, "StripePaymentForm.missingCard");
          return { kind: "redirect", url: page, errors: { ...NO_ERRORS } };
        }
        const confirmed = await processor.confirmSetupIntent(
          setup.id,
          input.paymentMethod,
          input.returnUrl,
        );
        return service.settle(buyer.id, customer, confirmed);
      } catch (error) {
        report(error, "create-setup-intent-failed");
        return {
          kind: "failed",
          errors: {
            ...NO_ERRORS,
            addPaymentMethod: messageOf(error, "PaymentMethodsPage.addFailed"),
          },
        };
      }
    },

    /** The return from 3-D Secure or the hosted card page (`?setup_intent=seti_…`): this buyer's only. */
    async finishSetup(userId: string, setupIntentId: string): Promise<SaveOutcome> {
      const customer = await work.repos.customerOf(userId);
      const setup = customer ? await processor.retrieveSetupIntent(setupIntentId) : null;
      if (!customer || !setup || setup.customer !== customer) {
        throw new AppError("not-found", 404, "Errors.notFound");
      }
      return service.settle(userId, customer, setup);
    },

    async settle(
      _userId: string,
      customer: string,
      setup: Awaited<ReturnType<PaymentProcessor["retrieveSetupIntent"]>> & object,
    ): Promise<SaveOutcome> {
      if (setup.status === "succeeded" && setup.paymentMethod) {
        return makeDefault(customer, setup.paymentMethod);
      }
      if (setup.status === "requires_action" && setup.nextActionUrl) {
        return { kind: "redirect", url: setup.nextActionUrl, errors: { ...NO_ERRORS } };
      }
      return {
        kind: "failed",
        errors: {
          ...NO_ERRORS,
          addPaymentMethod: setup.lastSetupError?.messageId ?? "PaymentMethodsPage.addFailed",
        },
      };
    },

    /** Removes the buyer's saved card (after the page's confirmation). */
    async remove(userId: string): Promise<SaveErrors> {
      const customer = await work.repos.customerOf(userId);
      const card = customer ? await service.defaultCard(userId) : null;
      if (!card) return { ...NO_ERRORS };
      try {
        await processor.detachPaymentMethod(card.id);
        return { ...NO_ERRORS };
      } catch (error) {
        report(error, "updating-payment-method-failed");
        return { ...NO_ERRORS, deletePaymentMethod: "PaymentMethodsPage.deleteFailed" };
      }
    },

    /**
     * What paying with the selector's choice adds to the confirmation: the saved card and its
     * customer, or the customer and "save it for later" (replace, or a one-time card with the
     * box ticked). A missing or expired saved card is refused with the selector's message.
     */
    async paymentFor(
      buyer: Buyer,
      choice: CardChoice | null,
      saveForLater: boolean,
    ): Promise<{ paymentMethod?: string; customer?: string; setupFutureUsage?: "off_session" }> {
      if (choice === "defaultCard") {
        const customer = await work.repos.customerOf(buyer.id);
        const card = await service.defaultCard(buyer.id);
        if (!customer || !card) {
          throw new AppError("validation-invalid-params", 400, "SavedCardSelector.noSavedCard");
        }
        if (isSavedCardExpired(card, now())) {
          throw new AppError("transaction-payment-failed", 402, "SavedCardSelector.expiredCard");
        }
        return { paymentMethod: card.id, customer };
      }
      if (choice === "replaceCard" || (choice === "onetimeCardPayment" && saveForLater)) {
        return { customer: await ensureCustomer(buyer), setupFutureUsage: "off_session" };
      }
      return {};
    },

    /**
     * A paid checkout whose card was to be kept (setup_future_usage) makes it the default,
     * replacing the saved one. Only the buyer's own paid intent, with their own customer;
     * anything else changes nothing. Repeats change nothing more.
     */
    async saveAfterPayment(userId: string, paymentIntentId: string): Promise<SaveOutcome | null> {
      let intent: Awaited<ReturnType<PaymentProcessor["retrievePaymentIntent"]>>;
      try {
        intent = await processor.retrievePaymentIntent(paymentIntentId);
      } catch (error) {
        // The payment stands; the card is not kept (its failure is logged).
        report(error, "add-payment-method-failed");
        return null;
      }
      const customer = await work.repos.customerOf(userId);
      if (
        !intent ||
        !customer ||
        intent.metadata.customerId !== userId ||
        intent.status !== "succeeded" ||
        intent.setupFutureUsage !== "off_session" ||
        intent.customer !== customer ||
        !intent.paymentMethod
      ) {
        return null;
      }
      return makeDefault(customer, intent.paymentMethod);
    },
  };
  return service;
}

export type SavedCardsService = ReturnType<typeof createSavedCardsService>;
