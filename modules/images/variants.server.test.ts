import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ImageStore } from "./storage.server";
import { LISTING_VARIANTS } from "./variant-specs";
import { makeListingVariants, makeProfileVariants } from "./variants.server";

function memoryStore(failOnPut?: number) {
  const files = new Map<string, Buffer>();
  let puts = 0;
  const store: ImageStore = {
    async put(key, data) {
      if (++puts === failOnPut) throw new Error("disk full");
      files.set(key, data);
    },
    async delete(keys) {
      for (const key of keys) files.delete(key);
    },
  };
  return { store, files };
}

/** PNG signature, IHDR (8-bit RGB) and the first row of pixels only: a header, in effect. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(1 + width * 3))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const solid = (width: number, height: number, background = "#c8432a") =>
  sharp({ create: { width, height, channels: 3, background } });

describe("makeListingVariants", () => {
  it("writes every variant as WebP and JPEG at its spec'd size", async () => {
    const input = await solid(1600, 1200).jpeg().toBuffer();
    const { store, files } = memoryStore();
    const result = await makeListingVariants(input, store, "listings/a1");
    expect(result.width).toBe(1600);
    expect(result.height).toBe(1200);
    expect(Object.keys(result.variants)).toEqual(LISTING_VARIANTS.map((v) => v.name));
    expect(files.size).toBe(LISTING_VARIANTS.length * 2);
    expect(result.variants["listing-card"]).toEqual({
      width: 400,
      height: 400,
      formats: ["webp", "jpg"],
    });
    expect(result.variants["listing-card-6x"]).toMatchObject({ width: 1200, height: 1200 });
    expect(result.variants["scaled-xlarge"]).toMatchObject({ width: 1600, height: 1200 });
    for (const [name, variant] of Object.entries(result.variants)) {
      const webp = await sharp(files.get(`listings/a1/${name}.webp`)!).metadata();
      const jpg = await sharp(files.get(`listings/a1/${name}.jpg`)!).metadata();
      expect([webp.format, webp.width, webp.height], name).toEqual([
        "webp",
        variant.width,
        variant.height,
      ]);
      expect([jpg.format, jpg.width, jpg.height], name).toEqual([
        "jpeg",
        variant.width,
        variant.height,
      ]);
    }
  });

  it("turns the pixels upright and drops EXIF (GPS included)", async () => {
    // Stored landscape 160×120 with "rotate 90°" in EXIF: a portrait photo from a phone.
    const input = await solid(160, 120)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Copyright: "Jan Bakker" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 5/1 0/1" },
      })
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const { store, files } = memoryStore();
    const result = await makeListingVariants(input, store, "listings/a2");
    expect([result.width, result.height]).toEqual([120, 160]);
    expect(result.variants["scaled-small"]).toMatchObject({ width: 120, height: 160 });
    for (const data of files.values()) {
      const meta = await sharp(data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it("keeps transparency in WebP and puts the JPEG fallback on white", async () => {
    const input = await sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { store, files } = memoryStore();
    await makeListingVariants(input, store, "listings/a3");
    expect((await sharp(files.get("listings/a3/listing-card.webp")!).metadata()).hasAlpha).toBe(
      true,
    );
    const { data } = await sharp(files.get("listings/a3/listing-card.jpg")!)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 255, 255]);
  });

  it("reads a GIF (its first frame)", async () => {
    const input = await solid(200, 100).gif().toBuffer();
    const result = await makeListingVariants(input, memoryStore().store, "listings/a4");
    expect([result.width, result.height]).toEqual([200, 100]);
  });

  it("refuses what is not a JPG, GIF or PNG by its bytes", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const webp = await solid(20, 20).webp().toBuffer();
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    for (const input of [svg, webp, broken]) {
      await expect(
        makeListingVariants(input, memoryStore().store, "listings/a5"),
      ).rejects.toMatchObject({
        code: "validation-invalid-value",
        messageId: "ImageUpload.couldNotRead",
      });
    }
  });

  it("refuses a decompression bomb from its header, before decoding", async () => {
    // A 20000×20000 PNG (400 MP, 1.2 GB decoded) with one row of pixels: refused from the
    // header alone, never decoded. The API test sends a complete one.
    const input = pngHeader(20_000, 20_000);
    const { store, files } = memoryStore();
    await expect(makeListingVariants(input, store, "listings/a6")).rejects.toMatchObject({
      messageId: "ImageUpload.tooManyPixels?maxMegapixels=50",
    });
    expect(files.size).toBe(0);
  });

  it("removes the files it wrote when a write fails", async () => {
    const input = await solid(400, 300).jpeg().toBuffer();
    const { store, files } = memoryStore(5);
    await expect(makeListingVariants(input, store, "listings/a7")).rejects.toThrow("disk full");
    expect(files.size).toBe(0);
  });
});

describe("makeProfileVariants", () => {
  it("crops squares of 40, 80, 240 and (from a big enough photo) 480 px", async () => {
    const input = await solid(1000, 600).jpeg().toBuffer();
    const { store, files } = memoryStore();
    const result = await makeProfileVariants(input, store, "profiles/p1");
    expect(
      Object.fromEntries(
        Object.entries(result.variants).map(([n, v]) => [n, `${v.width}x${v.height}`]),
      ),
    ).toEqual({
      "square-xsmall": "40x40",
      "square-xsmall2x": "80x80",
      "square-small": "240x240",
      "square-small2x": "480x480",
    });
    expect([...files.keys()].sort()).toContain("profiles/p1/square-xsmall.webp");
  });
});
