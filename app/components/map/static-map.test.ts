import { describe, expect, it } from "vitest";
import { STATIC_MAP_MAX_WIDTH, staticMapUrl } from "./static-map";

const TEMPLATE = "https://maps.example/static?c={lat},{lng}&z={zoom}&s={width}x{height}";

describe("staticMapUrl", () => {
  it("fills every placeholder", () => {
    expect(
      staticMapUrl(TEMPLATE, { lat: 52.5125, lng: 6.0944, zoom: 11, width: 600, height: 300 }),
    ).toEqual({
      url: "https://maps.example/static?c=52.5125,6.0944&z=11&s=600x300",
      width: 600,
      height: 300,
    });
  });

  it("caps the width at 640 px and keeps the aspect ratio", () => {
    const result = staticMapUrl(TEMPLATE, { lat: 1, lng: 2, zoom: 11, width: 1280, height: 640 });
    expect(result.width).toBe(STATIC_MAP_MAX_WIDTH);
    expect(result.height).toBe(320);
    expect(result.url).toContain("s=640x320");
  });

  it("rounds coordinates to 6 decimals and sizes to whole pixels", () => {
    const result = staticMapUrl("{lat}|{lng}|{zoom}|{width}|{height}", {
      lat: 52.123456789,
      lng: -0.5,
      zoom: 10.6,
      width: 300.4,
      height: 150.6,
    });
    expect(result.url).toBe("52.123457|-0.5|11|300|151");
  });

  it("fills a placeholder used twice and leaves other braces alone", () => {
    expect(
      staticMapUrl("{lat}/{lat}/{key}", { lat: 5, lng: 6, zoom: 11, width: 10, height: 10 }).url,
    ).toBe("5/5/{key}");
  });
});
