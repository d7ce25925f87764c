import { describe, expect, it } from "vitest";
import { AppError } from "#modules/errors";
import { parseTransitionParams } from "./transition-params";

const refusal = (transition: string, raw: unknown) => {
  try {
    parseTransitionParams(transition, raw);
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, messageId: error.messageId };
    throw error;
  }
  return null;
};

describe("parseTransitionParams", () => {
  it("takes dispute's one protected field, trimmed", () => {
    expect(
      parseTransitionParams("transition/dispute", { protectedData: { disputeReason: " Rot " } }),
    ).toEqual({ disputeReason: "Rot" });
    // Spec §4: the reason is optional for the process (the page asks for one).
    expect(parseTransitionParams("transition/dispute", {})).toEqual({});
    expect(parseTransitionParams("transition/dispute", undefined)).toEqual({});
  });

  it("refuses any other protected field with a dispute (decision 063)", () => {
    expect(
      refusal("transition/dispute", {
        protectedData: { disputeReason: "…", cartListingLineItems: 5 },
      }),
    ).toEqual({ status: 400, messageId: "Errors.unknownFields?keys=cartListingLineItems" });
    for (const field of [
      "message",
      "shippingDetails",
      "cartAdditionalListings",
      "billingDetails",
    ]) {
      expect(
        refusal("transition/dispute", { protectedData: { disputeReason: "x", [field]: "y" } }),
      ).toMatchObject({ status: 400 });
    }
    expect(refusal("transition/dispute", { disputeReason: "x" })).toMatchObject({ status: 400 });
  });

  it("refuses a reason over 5000 characters and one that is not text", () => {
    expect(
      refusal("transition/dispute", { protectedData: { disputeReason: "a".repeat(5001) } }),
    ).toEqual({ status: 400, messageId: "Validators.maxLength?maxLength=5000" });
    expect(
      parseTransitionParams("transition/dispute", {
        protectedData: { disputeReason: "a".repeat(5000) },
      }),
    ).toEqual({ disputeReason: "a".repeat(5000) });
    expect(refusal("transition/dispute", { protectedData: { disputeReason: 5 } })).toEqual({
      status: 400,
      messageId: "Errors.invalidParams",
    });
    expect(refusal("transition/dispute", "x")).toMatchObject({ status: 400 });
    for (const reason of ["a\u0000b", "a\ud800b", "\udc00"]) {
      expect(
        refusal("transition/dispute", { protectedData: { disputeReason: reason } }),
      ).toMatchObject({ status: 400 });
    }
    expect(
      parseTransitionParams("transition/dispute", { protectedData: { disputeReason: "🍅 rot" } }),
    ).toEqual({ disputeReason: "🍅 rot" });
  });

  it("gives review transitions their rating and text, and nothing else", () => {
    expect(
      parseTransitionParams("transition/review-1-by-customer", {
        reviewRating: 5,
        reviewContent: "Prima",
      }),
    ).toEqual({ review: { rating: 5, content: "Prima" } });
    expect(
      refusal("transition/review-2-by-provider", {
        reviewRating: 5,
        reviewContent: "Prima",
        protectedData: { message: "x" },
      }),
    ).toEqual({ status: 400, messageId: "Errors.unknownFields?keys=protectedData" });
  });

  it("takes no params at all for the other transitions", () => {
    expect(parseTransitionParams("transition/mark-delivered", {})).toEqual({});
    expect(parseTransitionParams("transition/cancel", undefined)).toEqual({});
    expect(
      refusal("transition/mark-received", { protectedData: { disputeReason: "x" } }),
    ).toMatchObject({ status: 400 });
    expect(refusal("transition/request-payment", { lineItems: [] })).toMatchObject({
      status: 400,
    });
  });

  it("takes an operator's reason, required, on the operator's own steps only (decision 084)", () => {
    const op = (transition: string, raw: unknown) => {
      try {
        return parseTransitionParams(transition, raw, "operator");
      } catch (error) {
        if (error instanceof AppError) return { status: error.status, messageId: error.messageId };
        throw error;
      }
    };
    const reason = { protectedData: { operatorReason: "  Foto's tonen schade  " } };
    for (const t of [
      "transition/cancel",
      "transition/mark-delivered",
      "transition/cancel-from-disputed",
      "transition/mark-received-from-disputed",
    ]) {
      expect(op(t, reason)).toEqual({ operatorReason: "Foto's tonen schade" });
      expect(op(t, {})).toMatchObject({ status: 400, messageId: "OperatorOrders.reasonRequired" });
      expect(op(t, { protectedData: { operatorReason: "x".repeat(1001) } })).toMatchObject({
        status: 400,
        messageId: "Validators.maxLength?maxLength=1000",
      });
      expect(op(t, { protectedData: { operatorReason: "a\u0000b" } })).toMatchObject({
        status: 400,
      });
    }
    // The grower's mark-delivered takes no reason, and may not slip one in.
    expect(parseTransitionParams("transition/mark-delivered", {}, "provider")).toEqual({});
    expect(
      refusal("transition/mark-delivered", { protectedData: { operatorReason: "x" } }),
    ).toMatchObject({ status: 400 });
  });
});
