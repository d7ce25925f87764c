import { describe, expect, it } from "vitest";
import { abbreviatedName, cartItemCount, hasOnlyLimitedScope } from "./current-user";

describe("current user helpers", () => {
  it("abbreviates names to initials", () => {
    expect(abbreviatedName("sanne", "de Vries")).toBe("SD");
    expect(abbreviatedName("Éva", "")).toBe("É");
  });
  it("counts cart lines, not units (2 kg and 6 eggs are 2)", () => {
    expect(cartItemCount({})).toBe(0);
    expect(
      cartItemCount({
        cart: [
          { id: "a", authorId: "x", quantity: 2 },
          { id: "b", authorId: "y", quantity: 6 },
          { id: "c", authorId: "y", quantity: 0 },
        ],
      }),
    ).toBe(2);
  });
  it("recognises the limited scope only when it is the only one", () => {
    expect(hasOnlyLimitedScope(["user:limited"])).toBe(true);
    expect(hasOnlyLimitedScope(["user", "user:limited"])).toBe(false);
    expect(hasOnlyLimitedScope(["user"])).toBe(false);
  });
});
