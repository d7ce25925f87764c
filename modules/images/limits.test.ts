import { describe, expect, it } from "vitest";
import { TOO_MANY_PIXELS_MESSAGE } from "./errors";
import { MAX_INPUT_PIXELS, MAX_UPLOAD_BYTES } from "./limits";

describe("upload limits", () => {
  it("is the spec's 20 MB", () => {
    expect(MAX_UPLOAD_BYTES).toBe(20 * 1024 * 1024);
  });

  it("names the pixel limit it enforces in its message", () => {
    expect(TOO_MANY_PIXELS_MESSAGE).toBe(
      `ImageUpload.tooManyPixels?maxMegapixels=${MAX_INPUT_PIXELS / 1_000_000}`,
    );
  });
});
