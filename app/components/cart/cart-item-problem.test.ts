import { describe, expect, it } from "vitest";
import { quantityChoices } from "../order-panel/product-order-form";
import { cartQuantityChoices, problemMessage } from "./cart-item-problem";

describe("quantity choices", () => {
  it("run from 1 to the current stock on the order panel", () => {
    expect(quantityChoices(3)).toEqual([1, 2, 3]);
    expect(quantityChoices(1)).toEqual([1]);
    expect(quantityChoices(0)).toEqual([]);
  });
  it("keep the cart's quantity visible when the stock fell below it", () => {
    expect(cartQuantityChoices(2, 4)).toEqual([1, 2, 3, 4]);
    expect(cartQuantityChoices(0, 1)).toEqual([1]);
  });
});

describe("problemMessage", () => {
  it("names the reason with its figures", () => {
    expect(problemMessage({ reason: "priceChanged", was: 350, now: 400 })).toEqual({
      id: "CartPage.problem.priceChanged",
      values: { was: "€ 3,50", now: "€ 4,-" },
    });
    expect(problemMessage({ reason: "insufficientStock", available: 2 })).toEqual({
      id: "CartPage.problem.insufficientStock",
      values: { available: 2 },
    });
    expect(problemMessage({ reason: "closed" })).toEqual({ id: "CartPage.problem.closed" });
  });
});
