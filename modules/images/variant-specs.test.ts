import { describe, expect, it } from "vitest";
import { MAX_VARIANT_SIDE } from "./limits";
import {
  LISTING_VARIANTS,
  levelFor,
  PROFILE_VARIANTS,
  planLevels,
  type VariantSpec,
  variantSize,
} from "./variant-specs";

const spec = (name: string) => {
  const found = [...LISTING_VARIANTS, ...PROFILE_VARIANTS].find((v) => v.name === name);
  if (!found) throw new Error(name);
  return found;
};
const size = (name: string, w: number, h: number) => {
  const { width, height } = variantSize(spec(name), w, h);
  return `${width}x${height}`;
};

describe("listing variants (spec §3/§9)", () => {
  it("has every spec'd name, with the names seeded data and the card already use", () => {
    expect(LISTING_VARIANTS.map((v) => v.name)).toEqual([
      "square-small",
      "square-small2x",
      "listing-card",
      "listing-card-2x",
      "listing-card-4x",
      "listing-card-6x",
      "scaled-small",
      "scaled-medium",
      "scaled-large",
      "scaled-xlarge",
      "facebook",
      "twitter",
    ]);
  });

  it("gives a 12 MP photo the spec's sizes", () => {
    expect(size("square-small", 4000, 3000)).toBe("240x240");
    expect(size("square-small2x", 4000, 3000)).toBe("480x480");
    expect(size("listing-card", 4000, 3000)).toBe("400x400");
    expect(size("listing-card-2x", 4000, 3000)).toBe("800x800");
    expect(size("listing-card-4x", 4000, 3000)).toBe("1600x1600");
    expect(size("listing-card-6x", 4000, 3000)).toBe("2400x2400");
    expect(size("scaled-small", 4000, 3000)).toBe("320x240");
    expect(size("scaled-medium", 4000, 3000)).toBe("750x563");
    expect(size("scaled-large", 4000, 3000)).toBe("1024x768");
    expect(size("scaled-xlarge", 4000, 3000)).toBe("2400x1800");
    expect(size("facebook", 4000, 3000)).toBe("1200x630");
    expect(size("twitter", 4000, 3000)).toBe("600x314");
  });

  it("never upscales the large and scaled variants of a small photo", () => {
    expect(size("listing-card-6x", 1200, 900)).toBe("900x900");
    expect(size("listing-card-4x", 1200, 900)).toBe("900x900");
    expect(size("scaled-xlarge", 1200, 900)).toBe("1200x900");
    expect(size("scaled-large", 640, 480)).toBe("640x480");
  });

  it("keeps the small squares and the share images at their exact size", () => {
    expect(size("listing-card", 200, 150)).toBe("400x400");
    expect(size("listing-card-2x", 200, 150)).toBe("800x800");
    expect(size("facebook", 300, 300)).toBe("1200x630");
  });

  it("keeps every side within 3072 px, also for a tall panorama", () => {
    for (const v of LISTING_VARIANTS) {
      for (const [w, h] of [
        [4000, 3000],
        [3000, 12000],
        [12000, 2000],
        [7000, 7000],
      ] as const) {
        const out = variantSize(v, w, h);
        expect(out.width, `${v.name} ${w}x${h}`).toBeLessThanOrEqual(MAX_VARIANT_SIDE);
        expect(out.height, `${v.name} ${w}x${h}`).toBeLessThanOrEqual(MAX_VARIANT_SIDE);
      }
    }
    expect(size("scaled-xlarge", 2000, 12000)).toBe("512x3072");
  });

  it("reports the resize factor from the source", () => {
    const cover: VariantSpec = { name: "c", fit: "cover", width: 400, height: 400, upscale: true };
    expect(variantSize(cover, 4000, 3000).scale).toBeCloseTo(400 / 3000);
    expect(variantSize(spec("scaled-xlarge"), 4000, 3000).scale).toBeCloseTo(0.6);
    expect(variantSize(spec("scaled-xlarge"), 1000, 800).scale).toBe(1);
  });
});

describe("profile variants", () => {
  it("crops 40×40 and 80×80 (spec §3), plus 240 for the profile page", () => {
    expect(size("square-xsmall", 3000, 4000)).toBe("40x40");
    expect(size("square-xsmall2x", 3000, 4000)).toBe("80x80");
    expect(size("square-small", 3000, 4000)).toBe("240x240");
  });
});

describe("planLevels", () => {
  it("decodes to the largest need and adds a level each time a variant needs less than half", () => {
    const scales = LISTING_VARIANTS.map((v) => variantSize(v, 4000, 3000).scale);
    const levels = planLevels(scales);
    expect(levels[0]).toBeCloseTo(0.8);
    expect(levels).toHaveLength(3);
    for (const scale of scales) {
      const level = levels[levelFor(levels, scale)]!;
      expect(level).toBeGreaterThanOrEqual(scale);
      expect(level).toBeLessThan(scale * 2 + 1e-9);
    }
  });

  it("uses the source itself when a variant needs every pixel", () => {
    expect(planLevels([1.5, 0.9, 0.2])).toEqual([1, 0.2]);
    expect(levelFor([1, 0.2], 1.5)).toBe(0);
    expect(levelFor([1, 0.2], 0.3)).toBe(0);
    expect(levelFor([1, 0.2], 0.2)).toBe(1);
  });
});
