import { describe, expect, it } from "vitest";
import { AppError, isAppError } from "./app-error";

describe("isAppError", () => {
  it("recognises app errors, also from another copy of the module", () => {
    expect(isAppError(new AppError("email-taken", 409, "SignupForm.emailTaken"))).toBe(true);
    const foreign = Object.assign(new Error("x"), { [Symbol.for("buurtoogst.AppError")]: true });
    expect(isAppError(foreign)).toBe(true);
  });
  it("rejects everything else", () => {
    expect(isAppError(new Error("x"))).toBe(false);
    expect(isAppError(null)).toBe(false);
    expect(isAppError({ code: "email-taken" })).toBe(false);
  });
});
