import { describe, expect, it } from "vitest";
import {
  defaultCardChoice,
  isSavedCardExpired,
  needsCardEntry,
  readPaymentChoice,
  showsExpiredMessage,
} from "./selector";

// The checkout's saved-card selector (spec §4), with fixed dates: never today's.
const card = (expirationMonth: number, expirationYear: number) => ({
  brand: "visa",
  last4Digits: "4242",
  expirationMonth,
  expirationYear,
});

describe("saved-card selector", () => {
  it("starts on the saved card when there is one, else a one-time card payment", () => {
    expect(defaultCardChoice(card(12, 2031))).toBe("defaultCard");
    expect(defaultCardChoice(null)).toBe("onetimeCardPayment");
  });

  it("compares the expiry with the current month and year", () => {
    const may2031 = new Date("2031-05-31T23:59:00Z");
    expect(isSavedCardExpired(card(5, 2031), may2031)).toBe(false); // valid through May
    expect(isSavedCardExpired(card(4, 2031), may2031)).toBe(true);
    expect(isSavedCardExpired(card(1, 2032), may2031)).toBe(false);
    expect(isSavedCardExpired(card(12, 2030), may2031)).toBe(true);
    // UTC: the first of June is June whatever the server's zone.
    expect(isSavedCardExpired(card(5, 2031), new Date("2031-06-01T00:00:00Z"))).toBe(true);
  });

  it("shows the expired message only for the selected saved card", () => {
    const june = new Date("2031-06-15T12:00:00Z");
    expect(showsExpiredMessage("defaultCard", card(5, 2031), june)).toBe(true);
    expect(showsExpiredMessage("replaceCard", card(5, 2031), june)).toBe(false);
    expect(showsExpiredMessage("onetimeCardPayment", card(5, 2031), june)).toBe(false);
    expect(showsExpiredMessage("defaultCard", card(6, 2031), june)).toBe(false);
    expect(showsExpiredMessage("defaultCard", null, june)).toBe(false);
  });

  it("reads the pay form's method into a payment method and a choice", () => {
    expect(readPaymentChoice("defaultCard")).toEqual({ method: "card", choice: "defaultCard" });
    expect(readPaymentChoice("replaceCard")).toEqual({ method: "card", choice: "replaceCard" });
    expect(readPaymentChoice("card")).toEqual({ method: "card", choice: "onetimeCardPayment" });
    expect(readPaymentChoice("ideal")).toEqual({ method: "ideal", choice: "ideal" });
    expect(readPaymentChoice("wero")).toEqual({ method: "wero", choice: null });
    expect(readPaymentChoice("paypal")).toBeNull();
    expect(readPaymentChoice(undefined)).toBeNull();
    expect(needsCardEntry("card")).toBe(true);
    expect(needsCardEntry("replaceCard")).toBe(true);
    expect(needsCardEntry("defaultCard")).toBe(false);
    expect(needsCardEntry("ideal")).toBe(false);
  });
});
