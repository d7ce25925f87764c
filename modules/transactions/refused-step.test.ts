import { describe, expect, it } from "vitest";
import { refusedStepMessage } from "./refused-step";

describe("a refused step's message", () => {
  it("says what happened to the order meanwhile", () => {
    expect(refusedStepMessage("received")).toBe("TransactionPage.refused.received");
    expect(refusedStepMessage("completed")).toBe("TransactionPage.refused.received");
    expect(refusedStepMessage("reviewed-by-customer")).toBe("TransactionPage.refused.received");
    expect(refusedStepMessage("delivered")).toBe("TransactionPage.refused.delivered");
    expect(refusedStepMessage("disputed")).toBe("TransactionPage.refused.disputed");
    expect(refusedStepMessage("canceled")).toBe("TransactionPage.refused.canceled");
    expect(refusedStepMessage("request-expired")).toBe("TransactionPage.refused.canceled");
    expect(refusedStepMessage("payment-expired")).toBe("TransactionPage.refused.paymentExpired");
  });

  it("keeps the spec's 'refresh' text where there is nothing more to say", () => {
    expect(refusedStepMessage("purchased")).toBe("TransactionPage.invalidTransition");
    expect(refusedStepMessage("no-such-state")).toBe("TransactionPage.invalidTransition");
    expect(refusedStepMessage(null)).toBe("TransactionPage.invalidTransition");
  });
});
