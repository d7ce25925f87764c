import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAppError } from "#modules/errors";
import { readUpload } from "./upload.server";

const MAX = 1000;

// Answers with the size of the file read, or the error's code and message id.
const server = createServer(async (req, res) => {
  try {
    const file = await readUpload(req, { field: "image", maxBytes: MAX });
    res.end(JSON.stringify({ size: file.length, first: file[0] }));
  } catch (error) {
    res.setHeader("Connection", "close");
    res.end(
      JSON.stringify(
        isAppError(error)
          ? { code: error.code, messageId: error.messageId }
          : { error: String(error) },
      ),
    );
  }
});
let url = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const form = (entries: Array<[string, Blob | string, string?]>) => {
  const body = new FormData();
  for (const [name, value, fileName] of entries) {
    if (typeof value === "string") body.append(name, value);
    else body.append(name, value, fileName);
  }
  return body;
};
const send = async (body: BodyInit, headers: Record<string, string> = {}) =>
  (await fetch(url, { method: "POST", body, headers })).json();
const bytes = (n: number, fill = 7) => new Blob([new Uint8Array(n).fill(fill)]);

describe("readUpload", () => {
  it("reads the file of the `image` field and ignores other fields and files", async () => {
    const result = await send(
      form([
        ["title", "Tomaten"],
        ["other", bytes(10, 1), "other.png"],
        ["image", bytes(500, 9), "photo.jpg"],
      ]),
    );
    expect(result).toEqual({ size: 500, first: 9 });
  });

  it("accepts a file of exactly the limit and refuses one byte more", async () => {
    expect(await send(form([["image", bytes(MAX), "a.jpg"]]))).toEqual({ size: MAX, first: 7 });
    expect(await send(form([["image", bytes(MAX + 1), "a.jpg"]]))).toEqual({
      code: "request-upload-over-limit",
      messageId: "ImageUpload.fileTooLarge",
    });
  });

  it("refuses a Content-Length far over the limit before reading", async () => {
    const result = await send(form([["image", bytes(200_000), "a.jpg"]]));
    expect(result.code).toBe("request-upload-over-limit");
  });

  it("asks for a file when there is none, or the body is not multipart", async () => {
    const missing = { code: "validation-invalid-params", messageId: "ImageUpload.fileMissing" };
    expect(await send(form([["title", "x"]]))).toEqual(missing);
    expect(await send(form([["image", new Blob([]), "empty.jpg"]]))).toEqual(missing);
    expect(
      await send(JSON.stringify({ image: "x" }), { "Content-Type": "application/json" }),
    ).toEqual(missing);
  });
});
