import { describe, expect, it } from "vitest";
import { parseUploadResponse, uploadErrorText } from "./upload-image";

describe("upload responses", () => {
  it("reads the image id and variant URLs of a successful upload", () => {
    const outcome = parseUploadResponse(
      200,
      JSON.stringify({
        data: { id: "a1", variants: { "square-small": "/images/x/square-small.webp" } },
      }),
    );
    expect(outcome).toEqual({
      ok: true,
      image: { id: "a1", variants: { "square-small": "/images/x/square-small.webp" } },
    });
  });

  it("turns an oversized upload into the catalogue's size message", () => {
    const outcome = parseUploadResponse(
      413,
      JSON.stringify({ errors: [{ code: "request-upload-over-limit", title: "…" }] }),
    );
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(uploadErrorText(outcome)).toEqual({ id: "ImageUpload.fileTooLarge" });
  });

  it("shows the server's own title for an unreadable file", () => {
    const outcome = parseUploadResponse(
      400,
      JSON.stringify({
        errors: [{ code: "validation-invalid-value", title: "We couldn't read this file." }],
      }),
    );
    if (!outcome.ok)
      expect(uploadErrorText(outcome)).toEqual({ text: "We couldn't read this file." });
  });

  it("falls back to the generic failure for a network error or a proxy's HTML page", () => {
    expect(uploadErrorText({ ok: false, status: 0 })).toEqual({ id: "ImageUpload.uploadFailed" });
    const outcome = parseUploadResponse(502, "<html>Bad gateway</html>");
    if (!outcome.ok) expect(uploadErrorText(outcome)).toEqual({ id: "ImageUpload.uploadFailed" });
  });
});
