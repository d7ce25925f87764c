import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  isOrderNumber,
  ORDER_NUMBER_ALPHABET,
  ORDER_NUMBER_PATTERN,
  orderNumberFrom,
} from "./order-number";

describe("order numbers", () => {
  it("are BO- and six unambiguous characters", () => {
    expect(orderNumberFrom(new Uint8Array([0, 1, 2, 3, 4, 5]))).toBe("BO-012345");
    expect(orderNumberFrom(new Uint8Array([31, 30, 29, 28, 27, 18]))).toBe("BO-ZYXWVJ");
    // Only the low five bits count: 32 is 0 again, 255 is Z.
    expect(orderNumberFrom(new Uint8Array([32, 255, 64, 96, 128, 160]))).toBe("BO-0Z0000");
    expect(ORDER_NUMBER_ALPHABET).toHaveLength(32);
    expect(ORDER_NUMBER_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it("every random draw matches the pattern, and draws rarely repeat", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const n = orderNumberFrom(randomBytes(6));
      expect(n).toMatch(ORDER_NUMBER_PATTERN);
      seen.add(n);
    }
    expect(seen.size).toBeGreaterThan(1990);
  });

  it("tells a number from other text", () => {
    expect(isOrderNumber("BO-7K3M9Q")).toBe(true);
    for (const bad of [
      "bo-7k3m9q",
      "BO-7K3M9",
      "BO-7K3M9QQ",
      "BO-7K3O9Q",
      "BO-IL0000",
      "7K3M9Q",
      42,
      null,
    ]) {
      expect(isOrderNumber(bad)).toBe(false);
    }
  });
});
