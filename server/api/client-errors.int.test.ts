import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testServices } from "../../tests/setup/services";
import { createApp } from "../app";
import { CLIENT_ERROR_BODY_LIMIT } from "../body-limits";
import { createLogger } from "../log";
import { CLIENT_ERRORS_PER_MINUTE } from "./client-errors";

// Spec §8: browser errors reach the server log with the request id (decision 057).

const lines: Record<string, unknown>[] = [];
let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const { services } = testServices();
  const app = createApp({
    services,
    log: createLogger("info", stream),
    build: async () => {
      throw new Error("no pages here");
    },
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((r) => server.close(() => r()));
});
afterAll(() => close());

/** Every report comes from 127.0.0.1: one client for the rate limit. */
const report = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}/api/client-errors`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin, ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const renderFailure = {
  code: "browser-side-render-failed",
  name: "TypeError",
  message: "Cannot read properties of undefined (reading 'title')",
  stack: "TypeError: Cannot read properties of undefined\n    at ListingCard (/assets/x.js:1:2)",
  path: "/l/prei/0b5f3a52-64a4-4a8e-9a43-3f2a8d1c7e10",
};

describe("POST /api/client-errors", () => {
  it("logs the code, the error and the request id it answers, and nothing about the user", async () => {
    const res = await report(renderFailure);
    expect(res.status).toBe(204);
    const requestId = res.headers.get("x-request-id");
    const line = lines.find((l) => l.requestId === requestId);
    expect(line).toMatchObject({
      level: 50,
      code: "browser-side-render-failed",
      msg: "browser-side-render-failed",
      source: "browser",
      client: {
        name: "TypeError",
        message: renderFailure.message,
        stack: renderFailure.stack,
        path: renderFailure.path,
      },
    });
    expect(JSON.stringify(line)).not.toMatch(/127\.0\.0\.1|cookie/i);
  });

  it("logs a failed current user with the id of the request that failed", async () => {
    const failedRequestId = "3f0c1a52-64a4-4a8e-9a43-3f2a8d1c7e10";
    const res = await report({
      code: "fetch-current-user-failed",
      message: "Loading the current user failed with status 500",
      path: "/",
      failedRequestId,
    });
    expect(res.status).toBe(204);
    const line = lines.find((l) => l.requestId === res.headers.get("x-request-id"));
    expect(line).toMatchObject({ code: "fetch-current-user-failed", client: { failedRequestId } });
  });

  it("refuses unknown codes, a path with a query (tokens, e-mails) and unknown fields", async () => {
    const before = lines.length;
    for (const body of [
      { ...renderFailure, code: "anything-failed" },
      { ...renderFailure, path: "/reset-password?t=secret" },
      { ...renderFailure, email: "koper@buurtoogst.nl" },
    ]) {
      const res = await report(body);
      expect(res.status).toBe(400);
      expect((await res.json()).errors[0].code).toBe("validation-invalid-params");
    }
    expect(lines.slice(before).some((l) => l.source === "browser")).toBe(false);
  });

  it("refuses a body over 8 kB at once (413), without logging it", async () => {
    const before = lines.length;
    const res = await report({ ...renderFailure, stack: "x".repeat(CLIENT_ERROR_BODY_LIMIT) });
    expect(res.status).toBe(413);
    expect(lines.slice(before).some((l) => l.source === "browser")).toBe(false);
  });

  it("refuses a cross-site post", async () => {
    const res = await report(renderFailure, { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });

  it(`takes at most ${CLIENT_ERRORS_PER_MINUTE} reports a minute from one client`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < CLIENT_ERRORS_PER_MINUTE + 2; i++) {
      statuses.push((await report(renderFailure)).status);
    }
    // Earlier tests in this file used part of this minute's allowance (same address).
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
    expect(statuses.at(-1)).toBe(429);
    const refused = await report(renderFailure);
    expect((await refused.json()).errors[0]).toMatchObject({
      status: 429,
      code: "too-many-requests",
    });
  });
});
