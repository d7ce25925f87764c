import { afterEach, describe, expect, it } from "vitest";
import { authActionInProgress, beginAuthAction, endAuthAction } from "./auth-guard";

afterEach(() => endAuthAction());

describe("auth guard", () => {
  it("lets one action start", () => {
    expect(beginAuthAction("login")).toBe(true);
    expect(authActionInProgress()).toBe("login");
  });
  it("refuses a second action while one runs", () => {
    beginAuthAction("login");
    expect(beginAuthAction("logout")).toBe(false);
    expect(beginAuthAction("signup")).toBe(false);
    expect(beginAuthAction("login")).toBe(false);
  });
  it("allows a new action after the first ends", () => {
    beginAuthAction("signup");
    endAuthAction();
    expect(beginAuthAction("logout")).toBe(true);
  });
});
