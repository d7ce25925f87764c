import { describe, expect, it } from "vitest";
import { galleryVariantNames, shareImage, thumbnailVariantNames } from "./listing-images";

const v = (width: number, height = width) => ({ width, height, formats: ["webp", "jpg"] });

describe("galleryVariantNames", () => {
  it("prefers the scaled variants that exist, medium first", () => {
    expect(
      galleryVariantNames({
        "listing-card": v(400),
        "listing-card-2x": v(800),
        "scaled-medium": v(750, 500),
      }),
    ).toEqual(["scaled-medium"]);
    expect(
      galleryVariantNames({
        "scaled-small": v(320),
        "scaled-medium": v(750),
        "scaled-large": v(1024),
        "scaled-xlarge": v(2400),
      }),
    ).toEqual(["scaled-medium", "scaled-small", "scaled-large", "scaled-xlarge"]);
  });

  it("falls back to the card squares", () => {
    expect(galleryVariantNames({ "listing-card": v(400), "listing-card-2x": v(800) })).toEqual([
      "listing-card-2x",
      "listing-card",
    ]);
    expect(galleryVariantNames({})).toEqual([]);
  });
});

describe("thumbnailVariantNames", () => {
  it("uses square crops, or the gallery variants without them", () => {
    expect(thumbnailVariantNames({ "square-small": v(240), "listing-card": v(400) })).toEqual([
      "square-small",
      "listing-card",
    ]);
    expect(thumbnailVariantNames({ "scaled-medium": v(750) })).toEqual(["scaled-medium"]);
  });
});

describe("shareImage", () => {
  const appUrl = "https://buurtoogst.nl";
  it("uses the facebook variant when present", () => {
    expect(
      shareImage(
        {
          storageKey: "listings/a",
          variants: { facebook: v(1200, 630), "listing-card-2x": v(800) },
        },
        "/images",
        appUrl,
      ),
    ).toEqual({
      url: "https://buurtoogst.nl/images/listings/a/facebook.jpg",
      width: 1200,
      height: 630,
    });
  });

  it("falls back to listing-card-2x and keeps an absolute image base", () => {
    expect(
      shareImage(
        { storageKey: "listings/b", variants: { "listing-card-2x": v(800) } },
        "https://cdn.example/bucket/",
        appUrl,
      ),
    ).toEqual({
      url: "https://cdn.example/bucket/listings/b/listing-card-2x.jpg",
      width: 800,
      height: 800,
    });
  });

  it("has none without a photo or a usable variant", () => {
    expect(shareImage(undefined, "/images", appUrl)).toBeUndefined();
    expect(shareImage({ storageKey: "x", variants: {} }, "/images", appUrl)).toBeUndefined();
  });
});
