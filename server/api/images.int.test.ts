import { existsSync } from "node:fs";
import { connect } from "node:net";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LISTING_VARIANT_NAMES } from "#modules/images";
import type { DiskImageStore } from "#modules/images/server";
import { listingImages, profileImages, users } from "../../db/schema";
import { signedUpClient, startTestApp } from "../../tests/setup/http-app";
import { testDb } from "../../tests/setup/services";

const MB = 1024 * 1024;

let app: Awaited<ReturnType<typeof startTestApp>>;
let store: DiskImageStore;
// Storage keys this file created, removed again at the end (DATA_DIR is the default one).
const createdKeys = new Set<string>();

beforeAll(async () => {
  app = await startTestApp();
  store = app.services.images.store as DiskImageStore;
});
afterAll(async () => {
  await store.delete([...createdKeys]);
  await app.close();
});

/** A logged-in client; returns its cookie and user id. */
async function login() {
  const { client, userId } = await signedUpClient(app.origin, {
    label: "images",
    firstName: "Jan",
    lastName: "Bakker",
  });
  return { cookie: client.cookie, userId };
}

async function upload(
  path: string,
  file: Blob,
  fileName: string,
  options: { cookie?: string; origin?: string } = {},
) {
  const body = new FormData();
  body.append("image", file, fileName);
  const res = await fetch(`${app.origin}${path}`, {
    method: "POST",
    body,
    headers: {
      Origin: options.origin ?? app.origin,
      "Accept-Language": "en",
      ...(options.cookie ? { Cookie: options.cookie } : {}),
    },
  });
  const json = await res.json();
  for (const url of Object.values<string>(json.data?.variants ?? {})) {
    const key = url.replace(/^\/images\//, "");
    createdKeys.add(key);
    createdKeys.add(key.replace(/\.webp$/, ".jpg"));
  }
  return { status: res.status, json };
}

/**
 * Offers 200 MB in chunked encoding (no Content-Length to refuse it by) over a raw
 * socket and keeps writing after the answer, as a client that does not listen would:
 * only the server no longer reading (writes stall) or closing the connection stops it.
 * Returns the answer and how many bytes the server took in all.
 */
async function streamHugeUpload(path: string, cookie?: string) {
  const offered = 200 * MB;
  const boundary = "----buurtoogst-test";
  const { hostname, port } = new URL(app.origin);
  const socket = connect(Number(port), hostname);
  let sent = 0;
  let received = Buffer.alloc(0);
  socket.on("data", (data: Buffer) => {
    received = Buffer.concat([received, data]);
  });
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));

  const headers = [
    `POST ${path} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    `Origin: ${app.origin}`,
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    "Transfer-Encoding: chunked",
    ...(cookie ? [`Cookie: ${cookie}`] : []),
  ];
  const chunked = (data: Buffer) =>
    Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")]);
  socket.write(`${headers.join("\r\n")}\r\n\r\n`);
  socket.write(
    chunked(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
    ),
  );
  const piece = chunked(Buffer.alloc(256 * 1024, 0x55));
  // Writes until the socket pushes back; then waits for room, the end of the offer, or the close.
  while (sent < offered && !socket.destroyed) {
    sent += 256 * 1024;
    if (!socket.write(piece)) {
      const outcome = await Promise.race([
        new Promise<"drain">((resolve) => socket.once("drain", () => resolve("drain"))),
        closed.then(() => "closed" as const),
        // Writes stalled for a second: the server has stopped reading.
        new Promise<"stalled">((resolve) => setTimeout(() => resolve("stalled"), 1000)),
      ]);
      if (outcome !== "drain") break;
    }
  }
  if (!socket.destroyed) socket.write("0\r\n\r\n");
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 3000))]);
  socket.destroy();

  const text = received.toString("utf8");
  const status = Number(text.slice(9, 12));
  const body = JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4));
  return { status, body, sentInTotal: sent };
}

const blob = (data: Buffer | string, type: string) =>
  new Blob([typeof data === "string" ? data : new Uint8Array(data)], { type });

/** A photo-like JPEG: gradients with some texture, so it compresses like one. */
async function photoJpeg(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 120 + ((x * 31 + y * 17) % 40);
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe("POST /api/images/upload", () => {
  it("turns a JPEG into every listing variant, stores the files and an unattached row", async () => {
    const { cookie, userId } = await login();
    const jpeg = await photoJpeg(1600, 1200);
    const res = await upload("/api/images/upload", blob(jpeg, "image/jpeg"), "tomaten.jpg", {
      cookie,
    });
    expect(res.status).toBe(200);
    const { id, variants } = res.json.data;
    expect(Object.keys(variants)).toEqual(LISTING_VARIANT_NAMES);
    expect(variants["square-small"]).toBe(`/images/listings/${id}/square-small.webp`);
    for (const url of Object.values<string>(variants)) {
      const key = url.replace(/^\/images\//, "");
      expect(existsSync(store.path(key)), key).toBe(true);
      expect(existsSync(store.path(key.replace(/\.webp$/, ".jpg"))), key).toBe(true);
    }

    const [row] = await testDb().select().from(listingImages).where(eq(listingImages.id, id));
    expect(row).toMatchObject({ listingId: null, ownerId: userId, width: 1600, height: 1200 });
    expect(row!.variants["square-small2x"]).toEqual({
      width: 480,
      height: 480,
      formats: ["webp", "jpg"],
    });

    // Served by the app with the immutable cache headers.
    const served = await fetch(`${app.origin}${variants["listing-card"]}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toContain("immutable");
  });

  it("accepts a PNG, whatever name it comes with", async () => {
    const { cookie } = await login();
    const png = await sharp({
      create: { width: 500, height: 400, channels: 4, background: "#2f5d3a80" },
    })
      .png()
      .toBuffer();
    const res = await upload("/api/images/upload", blob(png, "application/octet-stream"), "foto", {
      cookie,
    });
    expect(res.status).toBe(200);
    const key = res.json.data.variants["listing-card"].replace(/^\/images\//, "");
    expect((await sharp(store.path(key)).metadata()).width).toBe(400);
  });

  it("refuses 20 MB + 1 byte with request-upload-over-limit (413)", async () => {
    const { cookie } = await login();
    const file = Buffer.alloc(20 * MB + 1, 0);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(file);
    const res = await upload("/api/images/upload", blob(file, "image/jpeg"), "big.jpg", { cookie });
    expect(res.status).toBe(413);
    expect(res.json.errors[0]).toMatchObject({
      status: 413,
      code: "request-upload-over-limit",
      title: "The maximum file size is 20 MB.",
    });
  });

  it("stops reading an oversized upload at the limit instead of draining it", async () => {
    const { cookie } = await login();
    const result = await streamHugeUpload("/api/images/upload", cookie);
    expect(result.status).toBe(413);
    expect(result.body.errors[0].code).toBe("request-upload-over-limit");
    // The limit plus what fits in the socket buffers on the way, not the 200 MB offered.
    expect(result.sentInTotal).toBeLessThan(40 * MB);
  });

  it("does not read the upload of a refused request at all", async () => {
    const result = await streamHugeUpload("/api/images/upload");
    expect(result.status).toBe(401);
    expect(result.sentInTotal).toBeLessThan(20 * MB);
  });

  it("refuses an SVG or an HTML page named .png and sent as image/png", async () => {
    const { cookie } = await login();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script></svg>';
    const html = "<!doctype html><html><body><script>alert(1)</script></body></html>";
    for (const content of [svg, html]) {
      const res = await upload("/api/images/upload", blob(content, "image/png"), "photo.png", {
        cookie,
      });
      expect(res.status).toBe(400);
      expect(res.json.errors[0]).toMatchObject({
        code: "validation-invalid-value",
        title: "We couldn't read this file. Please use a JPG, GIF or PNG image.",
      });
    }
  });

  it("refuses a decompression bomb without the server's memory growing", async () => {
    const { cookie } = await login();
    // 14000×14000 of one colour: ~2.6 MB as PNG, 588 MB once decoded.
    const bomb = await sharp({
      create: { width: 14_000, height: 14_000, channels: 3, background: "#2f5d3a" },
    })
      .png()
      .toBuffer();
    const before = process.memoryUsage().rss;
    const res = await upload("/api/images/upload", blob(bomb, "image/png"), "bomb.png", { cookie });
    const grown = process.memoryUsage().rss - before;
    expect(res.status).toBe(400);
    expect(res.json.errors[0].title).toBe(
      "This image has too many pixels. Please use an image of at most 50 megapixels.",
    );
    expect(grown).toBeLessThan(100 * MB);
  });

  it("needs a session (401)", async () => {
    const jpeg = await photoJpeg(64, 64);
    const res = await upload("/api/images/upload", blob(jpeg, "image/jpeg"), "a.jpg");
    expect(res.status).toBe(401);
    expect(res.json.errors[0].code).toBe("unauthorized");
  });

  it("refuses an upload from another origin (403)", async () => {
    const { cookie } = await login();
    const jpeg = await photoJpeg(64, 64);
    const res = await upload("/api/images/upload", blob(jpeg, "image/jpeg"), "a.jpg", {
      cookie,
      origin: "https://evil.example",
    });
    expect(res.status).toBe(403);
  });

  it("limits uploads per user per hour (429)", async () => {
    const { cookie, userId } = await login();
    for (let i = 0; i < 60; i++) await app.services.images.assertCanUpload(userId);
    const jpeg = await photoJpeg(64, 64);
    const res = await upload("/api/images/upload", blob(jpeg, "image/jpeg"), "a.jpg", { cookie });
    expect(res.status).toBe(429);
    expect(res.json.errors[0].code).toBe("too-many-requests");
  });

  it("asks for a file when the image field is missing", async () => {
    const { cookie } = await login();
    const body = new FormData();
    body.append("title", "geen foto");
    const res = await fetch(`${app.origin}/api/images/upload`, {
      method: "POST",
      body,
      headers: { Origin: app.origin, Cookie: cookie, "Accept-Language": "en" },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].code).toBe("validation-invalid-params");
  });
});

describe("OpenAPI", () => {
  it("documents both upload endpoints as multipart with the image field", async () => {
    const doc = await (await fetch(`${app.origin}/api/openapi.json`)).json();
    for (const path of ["/images/upload", "/current_user/upload_profile_image"]) {
      const body = doc.paths[path].post.requestBody.content["multipart/form-data"].schema;
      expect(body.required).toEqual(["image"]);
      expect(doc.paths[path].post.responses["413"]).toBeDefined();
    }
  });
});

describe("POST /api/current_user/upload_profile_image", () => {
  it("sets the user's profile image and replaces the previous one", async () => {
    const { cookie, userId } = await login();
    const first = await upload(
      "/api/current_user/upload_profile_image",
      blob(await photoJpeg(800, 600), "image/jpeg"),
      "me.jpg",
      { cookie },
    );
    expect(first.status).toBe(200);
    expect(Object.keys(first.json.data.variants)).toEqual(
      expect.arrayContaining(["square-xsmall", "square-xsmall2x"]),
    );
    const xsmall = first.json.data.variants["square-xsmall"].replace(/^\/images\//, "");
    expect(await sharp(store.path(xsmall)).metadata()).toMatchObject({ width: 40, height: 40 });

    const [user] = await testDb().select().from(users).where(eq(users.id, userId));
    expect(user!.profileImageId).toBe(first.json.data.id);
    expect(await app.services.images.profileImageOf(userId)).toEqual(first.json.data);

    const second = await upload(
      "/api/current_user/upload_profile_image",
      blob(await photoJpeg(300, 300), "image/jpeg"),
      "me-again.jpg",
      { cookie },
    );
    expect(second.status).toBe(200);
    const [after] = await testDb().select().from(users).where(eq(users.id, userId));
    expect(after!.profileImageId).toBe(second.json.data.id);
    const old = await testDb()
      .select()
      .from(profileImages)
      .where(eq(profileImages.id, first.json.data.id));
    expect(old).toEqual([]);
    expect(existsSync(store.path(xsmall))).toBe(false);
  });

  it("needs a session (401)", async () => {
    const res = await upload(
      "/api/current_user/upload_profile_image",
      blob(await photoJpeg(64, 64), "image/jpeg"),
      "me.jpg",
    );
    expect(res.status).toBe(401);
  });
});
