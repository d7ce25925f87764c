import { describe, expect, it } from "vitest";
import {
  CARD_ERROR_MESSAGES,
  type CardDetails,
  isExpired,
  normalizeCardNumber,
  parseExpiry,
  passesLuhn,
  testCardOutcome,
} from "./test-card";

const NOW = new Date("2025-05-16T12:00:00Z");
const card = (overrides: Partial<CardDetails> = {}): CardDetails => ({
  number: "4242 4242 4242 4242",
  expMonth: 12,
  expYear: 2030,
  cvc: "123",
  ...overrides,
});

describe("passesLuhn", () => {
  it.each([
    "4242424242424242",
    "4000000000000002",
    "4000000000009995",
    "4000002760003184",
    "5555555555554444",
    "378282246310005",
    "79927398713",
  ])("accepts %s", (digits) => {
    expect(passesLuhn(digits)).toBe(true);
  });

  it.each(["4242424242424241", "4000000000000003", "79927398710", "", "42a2"])(
    "refuses %j",
    (digits) => {
      expect(passesLuhn(digits)).toBe(false);
    },
  );
});

describe("card number and expiry parsing", () => {
  it("strips spaces and dashes, and refuses letters", () => {
    expect(normalizeCardNumber("4242 4242-4242 4242")).toBe("4242424242424242");
    expect(normalizeCardNumber("4242 abcd")).toBeNull();
  });

  it.each([
    [12, 2030, { month: 12, year: 2030 }],
    ["01", "27", { month: 1, year: 2027 }],
    [" 5 ", " 2025 ", { month: 5, year: 2025 }],
  ])("reads %j/%j", (month, year, expected) => {
    expect(parseExpiry(month, year)).toEqual(expected);
  });

  it.each([
    [0, 2030],
    [13, 2030],
    [1.5, 2030],
    ["ab", 2030],
    [1, 203],
    [1, "20300"],
    [1, ""],
  ])("refuses %j/%j", (month, year) => {
    expect(parseExpiry(month, year)).toBeNull();
  });

  it("counts a card as valid through its expiry month, in UTC", () => {
    expect(isExpired({ month: 5, year: 2025 }, NOW)).toBe(false);
    expect(isExpired({ month: 4, year: 2025 }, NOW)).toBe(true);
    expect(isExpired({ month: 12, year: 2024 }, NOW)).toBe(true);
    expect(isExpired({ month: 1, year: 2026 }, NOW)).toBe(false);
    // 1 June 00:30 in Amsterdam is still May in UTC.
    expect(isExpired({ month: 5, year: 2025 }, new Date("2025-05-31T22:30:00Z"))).toBe(false);
    expect(isExpired({ month: 5, year: 2025 }, new Date("2025-06-01T00:00:00Z"))).toBe(true);
  });
});

describe("testCardOutcome", () => {
  it("succeeds with 4242 4242 4242 4242", () => {
    expect(testCardOutcome(card(), NOW)).toEqual({
      ok: true,
      status: "succeeded",
      last4: "4242",
      brand: "visa",
    });
  });

  it("asks for authentication with 4000 0027 6000 3184", () => {
    expect(testCardOutcome(card({ number: "4000 0027 6000 3184" }), NOW)).toMatchObject({
      ok: true,
      status: "requires_action",
      last4: "3184",
    });
  });

  it.each([
    ["4000 0000 0000 0002", "card_declined", "generic_decline"],
    ["4000 0000 0000 9995", "card_declined", "insufficient_funds"],
    ["4000 0000 0000 0069", "expired_card", undefined],
    ["4000 0000 0000 0127", "incorrect_cvc", undefined],
    // A real-looking card in test mode is declined, as at Stripe.
    ["5555 5555 5555 4444", "card_declined", "generic_decline"],
  ])("%s fails with %s", (number, code, declineCode) => {
    const outcome = testCardOutcome(card({ number }), NOW);
    expect(outcome).toMatchObject({
      ok: false,
      code,
      messageId: CARD_ERROR_MESSAGES[code as "card_declined"],
    });
    if (!outcome.ok) expect(outcome.declineCode).toBe(declineCode);
  });

  it.each<[string, Partial<CardDetails>, string]>([
    ["no number", { number: "  " }, "missing"],
    ["a short number", { number: "4242 4242 4242" }, "incomplete_number"],
    ["a number failing Luhn", { number: "4242 4242 4242 4241" }, "incorrect_number"],
    ["letters", { number: "4242 4242 4242 424x" }, "incorrect_number"],
    ["too many digits", { number: "4".repeat(20) }, "incorrect_number"],
    ["month 13", { expMonth: 13 }, "invalid_expiry"],
    ["a past expiry", { expMonth: 4, expYear: 2025 }, "expired_card"],
    ["a past two-digit year", { expMonth: 12, expYear: "24" }, "expired_card"],
    ["a short cvc", { cvc: "12" }, "incorrect_cvc"],
    ["a letter cvc", { cvc: "12a" }, "incorrect_cvc"],
  ])("refuses %s", (_name, overrides, code) => {
    expect(testCardOutcome(card(overrides), NOW)).toMatchObject({ ok: false, code });
  });

  it("checks in the order a card form shows problems: number, then expiry, then cvc", () => {
    expect(
      testCardOutcome(card({ number: "4242 4242 4242 4241", expMonth: 13, cvc: "" }), NOW),
    ).toMatchObject({ code: "incorrect_number" });
    expect(testCardOutcome(card({ expMonth: 1, expYear: 2020, cvc: "" }), NOW)).toMatchObject({
      code: "expired_card",
    });
  });

  it("takes an Amex number with a four-digit cvc", () => {
    expect(testCardOutcome(card({ number: "3782 822463 10005", cvc: "1234" }), NOW)).toMatchObject({
      ok: false,
      code: "card_declined",
    });
    expect(testCardOutcome(card({ number: "3782 822463 10005", cvc: "123" }), NOW)).toMatchObject({
      code: "incorrect_cvc",
    });
  });

  it("gives every error a catalogue id", () => {
    for (const id of Object.values(CARD_ERROR_MESSAGES))
      expect(id).toMatch(/^StripePaymentForm\.\w+$/);
  });
});
