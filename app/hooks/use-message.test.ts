import { describe, expect, it } from "vitest";
import { parseMessageRef } from "./use-message";

describe("parseMessageRef", () => {
  it("reads a plain id", () => {
    expect(parseMessageRef("LoginForm.loginFailed")).toEqual({
      id: "LoginForm.loginFailed",
      values: {},
    });
  });
  it("reads numeric values", () => {
    expect(parseMessageRef("Validators.maxLength?maxLength=100")).toEqual({
      id: "Validators.maxLength",
      values: { maxLength: 100 },
    });
  });
});
