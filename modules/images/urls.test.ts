import { describe, expect, it } from "vitest";
import { imageUrl, responsiveImage, srcSet, variantUrls } from "./urls";

describe("image URLs", () => {
  it("joins the base URL, storage key, variant and format", () => {
    expect(imageUrl("/images", "listings/abc", "listing-card")).toBe(
      "/images/listings/abc/listing-card.webp",
    );
    expect(imageUrl("https://cdn.example.com/bt/", "listings/abc", "listing-card", "jpg")).toBe(
      "https://cdn.example.com/bt/listings/abc/listing-card.jpg",
    );
  });

  it("lists a URL per variant the row says was written", () => {
    expect(
      variantUrls("/images", "profiles/p1", {
        "square-xsmall": { width: 40, height: 40, formats: ["webp", "jpg"] },
        "square-xsmall2x": { width: 80, height: 80, formats: ["jpg"] },
      }),
    ).toEqual({ "square-xsmall": "/images/profiles/p1/square-xsmall.webp" });
  });

  it("builds a srcset sorted by width, each width once", () => {
    expect(
      srcSet([
        { url: "b.webp", width: 800 },
        { url: "a.webp", width: 400 },
        { url: "c.webp", width: 800 },
      ]),
    ).toBe("a.webp 400w, b.webp 800w");
  });
});

describe("responsiveImage", () => {
  it("gives a WebP source and a JPEG img over the nominal widths", () => {
    const image = responsiveImage({
      baseUrl: "/images",
      storageKey: "listings/abc",
      names: ["listing-card", "listing-card-2x"],
      sizes: "(max-width: 560px) 50vw, 280px",
    });
    expect(image.source).toEqual({
      type: "image/webp",
      srcSet:
        "/images/listings/abc/listing-card.webp 400w, /images/listings/abc/listing-card-2x.webp 800w",
      sizes: "(max-width: 560px) 50vw, 280px",
    });
    expect(image.img.src).toBe("/images/listings/abc/listing-card.jpg");
    expect(image.img.srcSet).toBe(
      "/images/listings/abc/listing-card.jpg 400w, /images/listings/abc/listing-card-2x.jpg 800w",
    );
  });

  it("uses the real widths of a small photo and skips variants the row lacks", () => {
    const image = responsiveImage({
      baseUrl: "/images",
      storageKey: "listings/abc",
      names: ["scaled-medium", "scaled-large", "scaled-xlarge", "scaled-huge"],
      sizes: "100vw",
      variants: {
        "scaled-medium": { width: 750, height: 500, formats: ["webp", "jpg"] },
        "scaled-large": { width: 900, height: 600, formats: ["webp", "jpg"] },
        "scaled-xlarge": { width: 900, height: 600, formats: ["webp", "jpg"] },
      },
    });
    expect(image.source.srcSet).toBe(
      "/images/listings/abc/scaled-medium.webp 750w, /images/listings/abc/scaled-large.webp 900w",
    );
  });
});
