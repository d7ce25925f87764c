import { describe, expect, it } from "vitest";
import { outcomeOfTestCard } from "./test-card";
import { testCardOfPaymentMethod, tokenizeTestCard } from "./test-payment-methods";

const NOW = new Date("2025-05-16T12:00:00Z");
const card = (number: string, overrides: { expYear?: string; cvc?: string } = {}) => ({
  number,
  expMonth: "12",
  expYear: overrides.expYear ?? "2030",
  cvc: overrides.cvc ?? "123",
});

describe("test mode's payment methods", () => {
  it.each([
    ["4242 4242 4242 4242", { ok: true, status: "succeeded" }],
    ["4000 0027 6000 3184", { ok: true, status: "requires_action" }],
    ["4000 0000 0000 0002", { ok: false, code: "card_declined", declineCode: "generic_decline" }],
    [
      "4000 0000 0000 9995",
      { ok: false, code: "card_declined", declineCode: "insufficient_funds" },
    ],
    ["4000 0000 0000 0069", { ok: false, code: "expired_card" }],
    ["4000 0000 0000 0127", { ok: false, code: "incorrect_cvc" }],
    ["5555 5555 5555 4444", { ok: false, code: "card_declined", declineCode: "generic_decline" }],
  ])("%s becomes a pm_test_ id that keeps its test card's outcome", (number, outcome) => {
    const made = tokenizeTestCard(card(number), NOW, "nonce1234");
    if (!made.ok) throw new Error(made.code);
    expect(made.paymentMethod.id).toMatch(/^pm_test_\w+_nonce1234$/);
    // Nothing a card number could be rebuilt from: only the last four digits.
    expect(made.paymentMethod.id).not.toContain(number.replace(/\s/g, "").slice(0, 12));
    expect(made.paymentMethod.last4).toBe(number.slice(-4));
    const found = testCardOfPaymentMethod(made.paymentMethod.id);
    expect(found && outcomeOfTestCard(found)).toMatchObject(outcome);
  });

  it("refuses what a card form refuses, with the spec's message, and makes no id", () => {
    expect(tokenizeTestCard(card("4242 4242 4242"), NOW, "n0nce123")).toMatchObject({
      ok: false,
      code: "incomplete_number",
      messageId: "StripePaymentForm.incompleteNumber",
    });
    expect(
      tokenizeTestCard(card("4242424242424242", { expYear: "24" }), NOW, "n0nce123"),
    ).toMatchObject({
      ok: false,
      code: "expired_card",
    });
    expect(tokenizeTestCard(card("4242424242424242", { cvc: "1" }), NOW, "n0nce123")).toMatchObject(
      { ok: false, code: "incorrect_cvc" },
    );
  });

  it("knows Stripe's own test payment methods and nothing made up", () => {
    expect(testCardOfPaymentMethod("pm_card_visa")).toMatchObject({ kind: "succeeded" });
    expect(testCardOfPaymentMethod("pm_card_chargeDeclined")).toMatchObject({ kind: "declined" });
    expect(testCardOfPaymentMethod("pm_test_made_up")).toBeNull();
    expect(testCardOfPaymentMethod("pm_test_stolen_visa4242_abcdefgh")).toBeNull();
    expect(testCardOfPaymentMethod("pm_1234")).toBeNull();
  });
});

describe("a test payment method's expiry", () => {
  it("is recorded in the id, and ids without one still work", async () => {
    const { expiryOfPaymentMethod } = await import("./test-payment-methods");
    const made = tokenizeTestCard(card("4242424242424242"), NOW, "nonce1234");
    if (!made.ok) throw new Error(made.code);
    expect(made.paymentMethod.id).toBe("pm_test_succeeded_visa4242_122030_nonce1234");
    expect(expiryOfPaymentMethod(made.paymentMethod.id)).toEqual({ month: 12, year: 2030 });
    expect(testCardOfPaymentMethod(made.paymentMethod.id)).toMatchObject({ kind: "succeeded" });
    expect(expiryOfPaymentMethod("pm_test_succeeded_visa4242_abcdefgh")).toBeNull();
    expect(testCardOfPaymentMethod("pm_test_succeeded_visa4242_abcdefgh")).toMatchObject({
      last4: "4242",
    });
    expect(expiryOfPaymentMethod("pm_card_visa")).toBeNull();
  });
});
