import { describe, expect, it } from "vitest";
import { sniffImageType } from "./sniff";

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (s: string) => new TextEncoder().encode(s);

describe("sniffImageType", () => {
  it("recognises JPEG, PNG and GIF by their first bytes", () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("jpeg");
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("png");
    expect(sniffImageType(text("GIF89a\x01\x00"))).toBe("gif");
    expect(sniffImageType(text("GIF87a\x01\x00"))).toBe("gif");
  });

  it("refuses text that pretends to be an image, whatever its name", () => {
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageType(text("<!doctype html><html><body>png</body></html>"))).toBeNull();
    expect(sniffImageType(text("\u00ef\u00bb\u00bf<?xml version"))).toBeNull();
  });

  it("refuses other image formats and truncated signatures", () => {
    expect(sniffImageType(text("RIFF\0\0\0\0WEBPVP8 "))).toBeNull(); // WebP
    expect(
      sniffImageType(bytes(0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63)),
    ).toBeNull(); // HEIC
    expect(sniffImageType(text("BM6\0\0\0"))).toBeNull(); // BMP
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageType(text("GIF88a"))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
