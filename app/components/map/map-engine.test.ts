import { describe, expect, it } from "vitest";
import { listingMapEngine, searchMapEngine } from "./map-engine";

const webgl = () => true;
const noWebgl = () => false;

describe("searchMapEngine", () => {
  it("draws Google only with a key", () => {
    expect(searchMapEngine({ provider: "google", googleMapsApiKey: "k" }, noWebgl)).toBe("google");
    expect(searchMapEngine({ provider: "google", googleMapsApiKey: undefined }, webgl)).toBe(
      "plane",
    );
    expect(searchMapEngine({ provider: "google", googleMapsApiKey: "" }, webgl)).toBe("plane");
  });

  it("draws MapLibre where WebGL 2 runs, else the plane", () => {
    expect(searchMapEngine({ provider: "maplibre" }, webgl)).toBe("maplibre");
    expect(searchMapEngine({ provider: "maplibre" }, noWebgl)).toBe("plane");
  });
});

describe("listingMapEngine", () => {
  it("has no interactive map for Google without a key", () => {
    expect(listingMapEngine({ provider: "google", googleMapsApiKey: "k" })).toBe("google");
    expect(listingMapEngine({ provider: "google" })).toBeNull();
    expect(listingMapEngine({ provider: "maplibre" })).toBe("maplibre");
  });
});
