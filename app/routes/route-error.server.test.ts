import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "#modules/errors";
import { createLogger } from "../../server/log";
import { formRefusal, routeFailure, throwRouteError } from "./route-error.server";

function context() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, context: { log: createLogger("info", stream), requestId: "req-1" } };
}

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error("nothing thrown");
}

describe("routeFailure", () => {
  it("turns someone else's or a missing object into a thrown 404, unlogged", () => {
    const { lines, context: ctx } = context();
    for (const status of [403, 404]) {
      const error = new AppError(status === 403 ? "forbidden" : "not-found", status, "X.y");
      expect(thrown(() => routeFailure(error, ctx, "update-listing-failed"))).toMatchObject({
        init: { status: 404 },
      });
    }
    expect(lines).toHaveLength(0);
  });

  it("forbiddenInForm: a party's forbidden step is the form's, a missing object still a 404", () => {
    const { context: ctx } = context();
    const options = { forbiddenInForm: true };
    const forbidden = new AppError("forbidden", 403, "Errors.forbidden");
    expect(routeFailure(forbidden, ctx, "mark-delivered-failed", options)).toMatchObject({
      kind: "expected",
      status: 403,
      code: "forbidden",
    });
    const missing = new AppError("not-found", 404, "Errors.notFound");
    expect(
      thrown(() => routeFailure(missing, ctx, "mark-delivered-failed", options)),
    ).toMatchObject({ init: { status: 404 } });
  });

  it("logRefusals: a rule's refusal is a warning with its reason under the code", () => {
    const { lines, context: ctx } = context();
    const refused = new AppError("transaction-invalid-transition", 409, "X.y");
    routeFailure(refused, ctx, "dispute-failed", { logRefusals: true });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        code: "dispute-failed",
        reason: "transaction-invalid-transition",
      }),
    ]);
    routeFailure(refused, ctx, "dispute-failed");
    expect(lines).toHaveLength(1);
  });

  it("gives a zod error's field errors with 400", () => {
    const { lines, context: ctx } = context();
    const error = z.object({ title: z.string({ error: "Form.required" }) }).safeParse({}).error!;
    expect(routeFailure(error, ctx, "update-listing-failed")).toEqual({
      kind: "validation",
      status: 400,
      fieldErrors: { title: "Form.required" },
    });
    expect(lines).toHaveLength(0);
  });

  it("keeps an AppError's status and message, unlogged", () => {
    const { lines, context: ctx } = context();
    const error = new AppError("old-total-mismatch", 409, "A.b");
    expect(routeFailure(error, ctx, "update-stock-failed")).toEqual({
      kind: "expected",
      status: 409,
      code: "old-total-mismatch",
      messageId: "A.b",
      fieldErrors: {},
    });
    expect(lines).toHaveLength(0);
  });

  it("logs anything else once with the spec code and the request id", () => {
    const { lines, context: ctx } = context();
    const failure = routeFailure(new Error("boom"), ctx, "load-data-failed");
    expect(failure).toEqual({ kind: "unexpected", status: 500, requestId: "req-1" });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      code: "load-data-failed",
      err: { message: "boom" },
    });
  });

  it("lets responses a route threw on purpose through", () => {
    const { context: ctx } = context();
    const response = new Response(null, { status: 302 });
    expect(thrown(() => routeFailure(response, ctx, "load-data-failed"))).toBe(response);
  });

  it("throwRouteError shows the generic error page with the request id", () => {
    const { context: ctx } = context();
    expect(thrown(() => throwRouteError(new Error("boom"), ctx, "load-data-failed"))).toMatchObject(
      {
        data: { requestId: "req-1" },
        init: { status: 500 },
      },
    );
  });

  it("leaves a 403 or 404 that is not about access to the form, with its field messages", () => {
    const { lines, context: ctx } = context();
    const wrongPassword = new AppError("invalid-credentials", 403, "P.failed", {
      currentPassword: "P.failed",
    });
    expect(routeFailure(wrongPassword, ctx, "change-password-failed")).toEqual({
      kind: "expected",
      status: 403,
      code: "invalid-credentials",
      messageId: "P.failed",
      fieldErrors: { currentPassword: "P.failed" },
    });
    const unknownEmail = new AppError("email-not-found", 404, "R.notFound", {
      email: "R.notFound",
    });
    expect(routeFailure(unknownEmail, ctx, "password-recovery-failed")).toMatchObject({
      kind: "expected",
      status: 404,
    });
    expect(lines).toHaveLength(0);
  });

  it("with accessInForm, gives forbidden/not-found back instead of throwing a 404", () => {
    const { context: ctx } = context();
    const error = new AppError("not-found", 404, "Errors.notFound");
    expect(routeFailure(error, ctx, "update-listing-failed", { accessInForm: true })).toMatchObject(
      { kind: "expected", status: 404, messageId: "Errors.notFound" },
    );
  });
});

describe("formRefusal", () => {
  it("gives a rule's refusal back for the form: status, message, field messages", () => {
    const { lines, context: ctx } = context();
    const error = new AppError("too-many-requests", 429, "LoginForm.tooManyAttempts");
    expect(formRefusal(error, ctx, "login-failed")).toEqual({
      status: 429,
      messageId: "LoginForm.tooManyAttempts",
      fieldErrors: {},
    });
    expect(lines).toHaveLength(0);
  });

  it("gives a zod error's field messages with 400 and no form message", () => {
    const { context: ctx } = context();
    const error = z.object({ email: z.string({ error: "Form.required" }) }).safeParse({}).error!;
    expect(formRefusal(error, ctx, "signup-failed")).toEqual({
      status: 400,
      fieldErrors: { email: "Form.required" },
    });
  });

  it("logs the unexpected and throws the generic error page with the request id", () => {
    const { lines, context: ctx } = context();
    expect(thrown(() => formRefusal(new Error("db down"), ctx, "login-failed"))).toMatchObject({
      data: { requestId: "req-1" },
      init: { status: 500 },
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ code: "login-failed", err: { message: "db down" } });
  });
});
