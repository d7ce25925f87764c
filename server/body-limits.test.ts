import type http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { post } from "../tests/setup/stream-post";
import {
  API_BODY_LIMIT,
  bodyLimits,
  bodyRule,
  DISPUTE_BODY_LIMIT,
  FORM_BODY_LIMIT,
  UPLOAD_BODY_LIMIT,
} from "./body-limits";

const MB = 1024 * 1024;

/** The middleware in front of a page-like handler that parses the form it gets, and an API one. */
function tinyApp() {
  const app = express();
  app.use(bodyLimits());
  app.get("/ping", (_req, res) => {
    res.send("pong");
  });
  app.post("/api/images/upload", (req, res) => {
    // Uploads are not read by the middleware: the stream is still there for busboy.
    res.json({ buffered: Buffer.isBuffer(req.body), readable: req.readable });
  });
  app.post("/api/echo", (req, res) => {
    res.json({ bytes: (req.body as Buffer).length });
  });
  app.post("/{*splat}", (req, res) => {
    const form = new URLSearchParams((req.body as Buffer).toString("utf8"));
    res.json({ fields: Object.fromEntries(form) });
  });
  return app;
}

describe("body limits", () => {
  let server: http.Server;
  let origin: string;
  beforeAll(async () => {
    server = tinyApp().listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("chooses the limit by route: forms, the JSON API, streamed uploads", () => {
    expect(bodyRule("/login")).toEqual({ limit: FORM_BODY_LIMIT, buffered: true });
    expect(bodyRule("/api/auth/login")).toEqual({
      limit: API_BODY_LIMIT,
      buffered: true,
    });
    for (const path of [
      "/api/images/upload",
      "/API/Images/Upload/",
      "/api/current_user/upload_profile_image",
    ])
      expect(bodyRule(path)).toEqual({ limit: UPLOAD_BODY_LIMIT, buffered: false });
  });

  it("lets the order page's dispute form carry five photos, as multipart only (decision 084)", () => {
    const order = "/order/0b6f5f0e-8f6b-4d8e-9a57-1c2b3d4e5f60/details";
    const multipart = "multipart/form-data; boundary=x";
    expect(bodyRule(order, multipart)).toEqual({ limit: DISPUTE_BODY_LIMIT, buffered: true });
    expect(DISPUTE_BODY_LIMIT).toBeGreaterThan(5 * 20 * 1024 * 1024);
    // The same page's plain forms, and multipart to any other page, keep the form limit.
    expect(bodyRule(order, "application/x-www-form-urlencoded")).toEqual({
      limit: FORM_BODY_LIMIT,
      buffered: true,
    });
    expect(bodyRule("/sale/0b6f5f0e-8f6b-4d8e-9a57-1c2b3d4e5f60/details", multipart).limit).toBe(
      FORM_BODY_LIMIT,
    );
    expect(bodyRule("/login", multipart).limit).toBe(FORM_BODY_LIMIT);
  });

  it("lets the largest legitimate form through: a full listing details tab in 3-byte characters", async () => {
    const form = new URLSearchParams({
      title: "水".repeat(60),
      description: "水".repeat(5000),
      disclaimer: "水".repeat(1000),
      category: "vegetables",
      brand: "ownGarden",
      size: "medium",
      unit: "kg",
      availableUntil: "2026-12-31",
      intent: "details",
    }).toString();
    expect(form.length).toBeGreaterThan(50_000);
    expect(form.length).toBeLessThan(FORM_BODY_LIMIT);
    const res = await fetch(`${origin}/l/slug/id/edit/details`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).fields.description).toBe("水".repeat(5000));
  });

  it("refuses a 50 MB form post at once, without reading it, while other requests go on", async () => {
    const big = post(origin, "/login", 50 * MB, { headers: { "Accept-Language": "en" } });
    const ping = (async () => {
      const started = Date.now();
      const res = await fetch(`${origin}/ping`);
      return { status: res.status, ms: Date.now() - started };
    })();
    const [refused, other] = await Promise.all([big, ping]);
    expect(refused.status).toBe(413);
    expect(refused.body).toBe(
      "This request is too large to process. Shorten the text and try again.",
    );
    expect(refused.ms).toBeLessThan(1000);
    expect(other).toMatchObject({ status: 200 });
    expect(other.ms).toBeLessThan(1000);
  });

  it("counts a chunked body as it arrives and refuses it on passing the limit", async () => {
    const refused = await post(origin, "/profile-settings", 50 * MB, { chunked: true });
    expect(refused.status).toBe(413);
    expect(refused.body).toContain("te groot");
    expect(refused.ms).toBeLessThan(1000);
    // The server stopped reading: the client got its answer long before it could send 50 MB.
    expect(refused.sent).toBeLessThan(10 * MB);
  });

  it("answers the API in its error shape", async () => {
    for (const chunked of [false, true]) {
      const refused = await post(origin, "/api/echo", API_BODY_LIMIT + 1, {
        chunked,
        headers: { "Content-Type": "application/json", "Accept-Language": "en" },
      });
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body)).toEqual({
        errors: [
          {
            id: expect.any(String),
            status: 413,
            code: "request-upload-over-limit",
            title: "This request is too large to process. Shorten the text and try again.",
          },
        ],
      });
    }
    const within = await post(origin, "/api/echo", API_BODY_LIMIT, { chunked: true });
    expect(JSON.parse(within.body)).toEqual({ bytes: API_BODY_LIMIT });
  });

  it("leaves uploads to stream, refusing only a declared length over 20 MB", async () => {
    const small = await post(origin, "/api/images/upload", 1000, {
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
    });
    expect(JSON.parse(small.body)).toEqual({ buffered: false, readable: true });
    const big = await post(origin, "/api/images/upload", UPLOAD_BODY_LIMIT + 1, {
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
    });
    expect(big.status).toBe(413);
    expect(big.ms).toBeLessThan(1000);
  });
});
