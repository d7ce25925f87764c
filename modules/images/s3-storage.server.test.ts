import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3ImageStore, IMMUTABLE_CACHE_CONTROL, s3ObjectKey } from "./s3-storage.server";

type Received = { method: string; url: string; headers: IncomingMessage["headers"]; body: Buffer };

// A stand-in for an S3-compatible endpoint: takes PUTs and DELETEs, remembers them.
const received: Received[] = [];
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (c: Buffer) => chunks.push(c));
  req.on("end", () => {
    received.push({
      method: req.method ?? "",
      url: req.url ?? "",
      headers: req.headers,
      body: Buffer.concat(chunks),
    });
    res.statusCode = req.method === "DELETE" ? 204 : 200;
    if (req.method === "PUT") res.setHeader("ETag", '"abc"');
    res.end();
  });
});
let endpoint = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const store = () =>
  createS3ImageStore({
    bucket: "buurtoogst-images",
    region: "auto",
    endpoint,
    accessKeyId: "test-key",
    secretAccessKey: "test-secret",
  });

describe("S3 image store", () => {
  it("PUTs a variant path-style with its type, an immutable cache header and a signature", async () => {
    received.length = 0;
    const data = Buffer.from("RIFF....WEBP");
    await store().put("listings/abc/listing-card.webp", data);
    expect(received).toHaveLength(1);
    const put = received[0]!;
    expect(put.method).toBe("PUT");
    expect(put.url.split("?")[0]).toBe("/buurtoogst-images/listings/abc/listing-card.webp");
    expect(put.headers["content-type"]).toBe("image/webp");
    expect(put.headers["cache-control"]).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);
    // No aws-chunked trailers: S3-compatible stores get the plain bytes.
    expect(put.body.equals(data)).toBe(true);
  });

  it("sends JPEG fallbacks as image/jpeg", async () => {
    received.length = 0;
    await store().put("profiles/p1/square-xsmall.jpg", Buffer.from([0xff, 0xd8, 0xff]));
    expect(received[0]!.headers["content-type"]).toBe("image/jpeg");
  });

  it("DELETEs each key", async () => {
    received.length = 0;
    await store().delete(["listings/abc/listing-card.webp", "listings/abc/listing-card.jpg"]);
    expect(received.map((r) => `${r.method} ${r.url.split("?")[0]}`).sort()).toEqual([
      "DELETE /buurtoogst-images/listings/abc/listing-card.jpg",
      "DELETE /buurtoogst-images/listings/abc/listing-card.webp",
    ]);
  });

  it("refuses keys that could escape the bucket prefix", async () => {
    await expect(store().put("../secrets/x.webp", Buffer.from("x"))).rejects.toThrow(
      "Invalid image key",
    );
  });
});

describe("s3ObjectKey", () => {
  it("prepends an optional prefix without doubling slashes", () => {
    expect(s3ObjectKey("listings/a/b.webp")).toBe("listings/a/b.webp");
    expect(s3ObjectKey("listings/a/b.webp", "/buurtoogst/")).toBe("buurtoogst/listings/a/b.webp");
    expect(() => s3ObjectKey("Listings/A.webp")).toThrow();
  });
});
