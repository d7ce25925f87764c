import { describe, expect, it } from "vitest";
import { AppError } from "#modules/errors";
import {
  alreadyReviewedCode,
  reviewTransitionOf,
  sendReviewWithFallback,
} from "./review-transitions";

const already = (by: "customer" | "provider") =>
  new AppError(`transaction-already-reviewed-by-${by}`, 409, "x");

describe("reviewTransitionOf", () => {
  it("reads the round and the side of the four review transitions, nothing else", () => {
    expect(reviewTransitionOf("transition/review-1-by-customer")).toEqual({
      round: 1,
      role: "customer",
    });
    expect(reviewTransitionOf("transition/review-2-by-provider")).toEqual({
      round: 2,
      role: "provider",
    });
    expect(reviewTransitionOf("transition/expire-review-period")).toBeNull();
    expect(reviewTransitionOf("transition/review-3-by-customer")).toBeNull();
    expect(reviewTransitionOf("transition/review-1-by-operator")).toBeNull();
  });
});

describe("alreadyReviewedCode", () => {
  const first = (role: "customer" | "provider") => ({ round: 1 as const, role });
  const second = (role: "customer" | "provider") => ({ round: 2 as const, role });
  it("names the side's own review first, then (first round only) the other side's", () => {
    expect(alreadyReviewedCode(first("customer"), [])).toBeNull();
    expect(alreadyReviewedCode(first("customer"), ["provider"])).toBe(
      "transaction-already-reviewed-by-provider",
    );
    expect(alreadyReviewedCode(first("customer"), ["customer"])).toBe(
      "transaction-already-reviewed-by-customer",
    );
    expect(alreadyReviewedCode(second("provider"), ["customer", "provider"])).toBe(
      "transaction-already-reviewed-by-provider",
    );
  });

  it("does not blame the other side's review for a refused second review (period over)", () => {
    expect(alreadyReviewedCode(second("customer"), ["provider"])).toBeNull();
    expect(alreadyReviewedCode(second("customer"), [])).toBeNull();
  });
});

describe("sendReviewWithFallback (spec §4 first/second review)", () => {
  it("sends the first review of the reviewer's side when it goes through", async () => {
    const tried: string[] = [];
    const out = await sendReviewWithFallback("provider", async (t) => {
      tried.push(t);
      return "done";
    });
    expect(out).toBe("done");
    expect(tried).toEqual(["transition/review-1-by-provider"]);
  });

  it("tries the second review when the first fails with already-reviewed", async () => {
    const tried: string[] = [];
    const out = await sendReviewWithFallback("customer", async (t) => {
      tried.push(t);
      if (t === "transition/review-1-by-customer") throw already("provider");
      return "second";
    });
    expect(out).toBe("second");
    expect(tried).toEqual(["transition/review-1-by-customer", "transition/review-2-by-customer"]);
  });

  it("gives the second review's refusal when the side has already reviewed", async () => {
    const attempt = sendReviewWithFallback("customer", async () => {
      throw already("customer");
    });
    await expect(attempt).rejects.toMatchObject({
      code: "transaction-already-reviewed-by-customer",
    });
  });

  it("does not try the second review after any other failure", async () => {
    const tried: string[] = [];
    const failure = new AppError("transaction-invalid-transition", 409, "x");
    const attempt = sendReviewWithFallback("provider", async (t) => {
      tried.push(t);
      throw failure;
    });
    await expect(attempt).rejects.toBe(failure);
    expect(tried).toEqual(["transition/review-1-by-provider"]);
  });
});
