import { describe, expect, it } from "vitest";
import { soldOutBy } from "./sold-out";

describe("soldOutBy", () => {
  const locked = new Map([
    ["a", { currentStock: 3 }],
    ["b", { currentStock: 5 }],
    ["c", { currentStock: null }],
  ]);

  it("names a listing whose last units the orders took, summed over the cart's orders", () => {
    expect(soldOutBy(locked, [{ quantities: { a: 1, b: 2 } }, { quantities: { a: 2 } }])).toEqual([
      "a",
    ]);
  });

  it("names none when stock is left, or when a listing keeps no stock count", () => {
    expect(soldOutBy(locked, [{ quantities: { a: 2, b: 4, c: 7 } }])).toEqual([]);
  });
});
