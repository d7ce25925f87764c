import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startErrorReporting } from "./error-reporting";
import { createLogger } from "./log";

// Decision 057: with SENTRY_DSN, every error the server logs with an `err` reaches Sentry
// through the official SDK. A local endpoint stands in for Sentry's ingest.

const envelopes: string[] = [];
let port: number;
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    const body = Buffer.concat(chunks);
    envelopes.push(String(req.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body));
    res.writeHead(200).end("{}");
  });
});

beforeAll(async () => {
  server.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("error reporting", () => {
  it("loads nothing without a DSN", async () => {
    expect(await startErrorReporting(undefined, "test")).toBeNull();
  });

  it("sends logged errors with their code to the DSN's host, and not other lines", async () => {
    const reporter = await startErrorReporting(`http://publickey@127.0.0.1:${port}/42`, "test");
    expect(reporter).not.toBeNull();
    const sink = new Writable({ write: (_c, _e, done) => done() });
    const log = createLogger("info", sink, reporter);
    log.info({ err: new Error("not an error line") }, "info with err");
    log.error({ code: "update-listing-failed" }, "no err attached");
    log.error({ err: new Error("database went away"), code: "load-data-failed" }, "failed");
    expect(await reporter?.flush(5000)).toBe(true);
    const events = envelopes.filter((e) => e.includes('"type":"event"'));
    expect(events).toHaveLength(1);
    expect(events[0]).toContain("database went away");
    expect(events[0]).toContain('"code":"load-data-failed"');
    // The info line's error is not an event (its text shows only as source context lines).
    expect(events[0]).not.toContain('"value":"not an error line"');
  });
});
