import { Writable } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { createLogger, currentRequestId, requestIds } from "./log";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, log: createLogger("info", stream) };
}

function fakeResponse() {
  const headers: Record<string, string> = {};
  const res = {
    locals: {} as Record<string, unknown>,
    setHeader: (k: string, v: string) => {
      headers[k] = v;
    },
  };
  return { res: res as unknown as Response, headers, locals: res.locals };
}

describe("request ids", () => {
  it("answers a fresh id in X-Request-Id and tags every log line written while handling it", async () => {
    const { lines, log } = capture();
    const { res, headers, locals } = fakeResponse();
    await new Promise<void>((resolve) => {
      requestIds()({} as Request, res, (async () => {
        await Promise.resolve(); // still the same request after an await
        log.info("in a service");
        resolve();
      }) as NextFunction);
    });
    expect(headers["X-Request-Id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(locals.requestId).toBe(headers["X-Request-Id"]);
    expect(lines[0]).toMatchObject({ msg: "in a service", requestId: headers["X-Request-Id"] });
  });

  it("gives each request its own id and leaves lines outside a request untagged", () => {
    const { lines, log } = capture();
    const ids: (string | undefined)[] = [];
    for (let i = 0; i < 2; i++)
      requestIds()({} as Request, fakeResponse().res, (() =>
        ids.push(currentRequestId())) as NextFunction);
    expect(ids[0]).toBeDefined();
    expect(ids[0]).not.toBe(ids[1]);
    log.info("at start-up");
    expect(lines[0]).not.toHaveProperty("requestId");
    expect(currentRequestId()).toBeUndefined();
  });
});
