import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { startFakeStripe, stripeAgainst } from "../../tests/fake-stripe/server";
import { testDb } from "../../tests/setup/services";
import { createTestMode } from "./test-mode.server";
import type { PaymentIntent, PaymentProcessor } from "./types";

// The processor contract (decisions 071, 080): the same cases against every processor —
// test mode, and the Stripe adapter talking to the fake Stripe server (tests/fake-stripe).
// The cases use only the production interface and Stripe's own test payment methods
// (pm_card_…), so they mean the same at Stripe. `visit` is the buyer on the page
// `nextActionUrl` names, done the way each processor allows it (test mode: its own service;
// the fake Stripe: its next-action page with the buyer's choice).

const fake = await startFakeStripe();
afterAll(() => fake.close());

const stripeAdapter = () => stripeAgainst(fake);

type Contender = {
  name: string;
  make(): {
    processor: PaymentProcessor;
    /** The buyer completes (or fails) the page the intent sends them to. */
    visit(intent: PaymentIntent, outcome: "approve" | "fail"): Promise<void>;
  };
};

const CONTENDERS: Contender[] = [
  {
    name: "test mode",
    make() {
      const { processor, testPayments } = createTestMode({
        db: testDb(),
        now: () => new Date(),
      });
      return {
        processor,
        async visit(intent, outcome) {
          if (intent.paymentMethodType === "card")
            await testPayments.authenticate(intent.id, outcome);
          else await testPayments.bankOutcome(intent.id, outcome === "approve" ? "pay" : "fail");
        },
      };
    },
  },
  {
    name: "Stripe adapter",
    make() {
      return {
        processor: stripeAdapter(),
        async visit(intent, outcome) {
          if (!intent.nextActionUrl) throw new Error("the intent sends the buyer nowhere");
          await fake.visit(intent.nextActionUrl, outcome);
        },
      };
    },
  },
];

const RETURN = "/cart/checkout/card";

describe.each(CONTENDERS)("payment processor contract: $name", ({ make }) => {
  const { processor, visit } = make();
  const intent = (amount = 1250) => {
    const key = randomUUID();
    return processor.createPaymentIntent({
      amount,
      currency: "EUR",
      transferGroup: key,
      metadata: { checkoutId: key },
      idempotencyKey: `contract:${key}`,
    });
  };

  it("creates an intent once per idempotency key, waiting for a payment method", async () => {
    const key = randomUUID();
    const input = {
      amount: 1250,
      currency: "EUR",
      transferGroup: key,
      metadata: { checkoutId: key },
      idempotencyKey: `contract:${key}`,
    };
    const first = await processor.createPaymentIntent(input);
    expect(first).toMatchObject({
      amount: 1250,
      status: "requires_payment_method",
      transferGroup: key,
      metadata: { checkoutId: key },
      nextActionUrl: null,
    });
    expect(first.id).toMatch(/^pi_/);
    expect((await processor.createPaymentIntent(input)).id).toBe(first.id);
    expect((await processor.retrievePaymentIntent(first.id))?.id).toBe(first.id);
  });

  it("knows no intent it did not make", async () => {
    expect(await processor.retrievePaymentIntent("pi_doesnotexist")).toBeNull();
  });

  it("succeeds with pm_card_visa, and does not confirm a handled intent again", async () => {
    const created = await intent();
    const paid = await processor.confirmPaymentIntent(
      created.id,
      { paymentMethod: "pm_card_visa" },
      RETURN,
    );
    expect(paid).toMatchObject({ status: "succeeded", paymentMethodType: "card" });
    const again = await processor.confirmPaymentIntent(
      created.id,
      { paymentMethod: "pm_card_chargeDeclined" },
      RETURN,
    );
    expect(again.status).toBe("succeeded");
  });

  it.each([
    ["pm_card_chargeDeclined", "card_declined", "StripePaymentForm.cardDeclined"],
    ["pm_card_chargeDeclinedInsufficientFunds", "card_declined", "StripePaymentForm.cardDeclined"],
    ["pm_card_chargeDeclinedExpiredCard", "expired_card", "StripePaymentForm.expiredCard"],
    ["pm_card_chargeDeclinedIncorrectCvc", "incorrect_cvc", "StripePaymentForm.incorrectCvc"],
  ])("declines %s with the spec's message", async (paymentMethod, code, messageId) => {
    const created = await intent();
    const declined = await processor.confirmPaymentIntent(created.id, { paymentMethod }, RETURN);
    expect(declined.status).toBe("requires_payment_method");
    expect(declined.lastPaymentError).toMatchObject({ code, messageId });
    // The buyer may try again with another card.
    const paid = await processor.confirmPaymentIntent(
      created.id,
      { paymentMethod: "pm_card_visa" },
      RETURN,
    );
    expect(paid.status).toBe("succeeded");
    expect(paid.lastPaymentError).toBeNull();
  });

  it("sends a 3-D Secure card to authentication; failing it is the spec's message", async () => {
    const created = await intent();
    const pending = await processor.confirmPaymentIntent(
      created.id,
      { paymentMethod: "pm_card_authenticationRequired" },
      RETURN,
    );
    expect(pending.status).toBe("requires_action");
    expect(pending.nextActionUrl).toEqual(expect.any(String));
    await visit(pending, "fail");
    expect(await processor.retrievePaymentIntent(created.id)).toMatchObject({
      status: "requires_payment_method",
      lastPaymentError: { messageId: "StripePaymentForm.authenticationFailed" },
    });
    const again = await processor.confirmPaymentIntent(
      created.id,
      { paymentMethod: "pm_card_authenticationRequired" },
      RETURN,
    );
    await visit(again, "approve");
    expect((await processor.retrievePaymentIntent(created.id))?.status).toBe("succeeded");
  });

  it.each(["ideal", "bancontact"] as const)("sends %s to the bank and back", async (method) => {
    const created = await intent();
    const pending = await processor.confirmPaymentIntent(created.id, { redirect: method }, RETURN);
    expect(pending).toMatchObject({ status: "requires_action", paymentMethodType: method });
    expect(pending.nextActionUrl).toEqual(expect.any(String));
    await visit(pending, "approve");
    expect((await processor.retrievePaymentIntent(created.id))?.status).toBe("succeeded");
  });

  it("cancels an unpaid intent, and refuses to cancel a paid one", async () => {
    const unpaid = await intent();
    expect((await processor.cancelPaymentIntent(unpaid.id)).status).toBe("canceled");
    const paid = await intent();
    await processor.confirmPaymentIntent(paid.id, { paymentMethod: "pm_card_visa" }, RETURN);
    await expect(processor.cancelPaymentIntent(paid.id)).rejects.toThrow();
  });

  it("refunds part of a paid intent once per key, and never more than was paid", async () => {
    const paid = await intent(1000);
    await processor.confirmPaymentIntent(paid.id, { paymentMethod: "pm_card_visa" }, RETURN);
    const key = `refund:${paid.id}`;
    const first = await processor.refund({
      paymentIntentId: paid.id,
      amount: 400,
      idempotencyKey: key,
    });
    const repeat = await processor.refund({
      paymentIntentId: paid.id,
      amount: 400,
      idempotencyKey: key,
    });
    expect(repeat.id).toBe(first.id);
    expect((await processor.retrievePaymentIntent(paid.id))?.amountRefunded).toBe(400);
    await expect(
      processor.refund({ paymentIntentId: paid.id, amount: 601, idempotencyKey: `${key}:2` }),
    ).rejects.toThrow();
  });
  // Saved cards (decision 081): customers, setup intents and the default payment method, with
  // Stripe's own test payment methods, which are templates: each attach makes a new one.
  describe("customers", () => {
    const customer = async () =>
      processor.createCustomer({
        email: "koper@example.test",
        name: "Anna Koper",
        metadata: { userId: randomUUID() },
        idempotencyKey: `contract-customer:${randomUUID()}`,
      });

    it("creates a customer once per idempotency key", async () => {
      const input = {
        email: "koper@example.test",
        name: "Anna Koper",
        metadata: { userId: "u1" },
        idempotencyKey: `contract-customer:${randomUUID()}`,
      };
      const first = await processor.createCustomer(input);
      expect(first.id).toMatch(/^cus_/);
      expect((await processor.createCustomer(input)).id).toBe(first.id);
    });

    it("saves a card through a setup intent and makes it the default", async () => {
      const { id } = await customer();
      expect(await processor.defaultPaymentMethod(id)).toBeNull();
      const setup = await processor.createSetupIntent({
        customer: id,
        idempotencyKey: `contract-setup:${randomUUID()}`,
      });
      expect(setup).toMatchObject({ status: "requires_payment_method", paymentMethod: null });
      expect(setup.id).toMatch(/^seti_/);
      const done = await processor.confirmSetupIntent(setup.id, "pm_card_visa", RETURN);
      expect(done.status).toBe("succeeded");
      expect(done.paymentMethod).toMatch(/^pm_/);
      expect((await processor.retrieveSetupIntent(setup.id))?.status).toBe("succeeded");
      const card = await processor.setDefaultPaymentMethod(id, done.paymentMethod!);
      expect(card).toMatchObject({ id: done.paymentMethod, brand: "visa", last4Digits: "4242" });
      expect(await processor.defaultPaymentMethod(id)).toEqual(card);
      await processor.detachPaymentMethod(card.id);
      expect(await processor.defaultPaymentMethod(id)).toBeNull();
    });

    it("refuses a declined card at setup, and knows no setup intent it did not make", async () => {
      const { id } = await customer();
      const setup = await processor.createSetupIntent({
        customer: id,
        idempotencyKey: `contract-setup:${randomUUID()}`,
      });
      const refused = await processor.confirmSetupIntent(
        setup.id,
        "pm_card_chargeDeclined",
        RETURN,
      );
      expect(refused).toMatchObject({ status: "requires_payment_method", paymentMethod: null });
      expect(await processor.retrieveSetupIntent("seti_doesnotexist")).toBeNull();
    });

    it("pays with the customer's saved card; another customer cannot", async () => {
      const { id } = await customer();
      const card = await processor.setDefaultPaymentMethod(id, "pm_card_visa");
      const paid = await intent();
      expect(
        (
          await processor.confirmPaymentIntent(
            paid.id,
            { paymentMethod: card.id, customer: id },
            RETURN,
          )
        ).status,
      ).toBe("succeeded");
      const other = await customer();
      const refused = await intent();
      expect(
        (
          await processor.confirmPaymentIntent(
            refused.id,
            { paymentMethod: card.id, customer: other.id },
            RETURN,
          )
        ).status,
      ).toBe("requires_payment_method");
    });
  });
});
