import { describe, expect, it } from "vitest";
import {
  CIRCLE_STEP_DEGREES,
  circlePolygon,
  destinationPoint,
  distanceMeters,
  EARTH_RADIUS_M,
  fuzzyCenter,
  publicLocation,
  seededUnits,
} from "./fuzzy-location";

const ZWOLLE = { lat: 52.5125, lng: 6.0944 };

describe("fuzzy location", () => {
  it("uses the spec's Earth radius and 8° steps", () => {
    expect(EARTH_RADIUS_M).toBe(6_371_000);
    expect(CIRCLE_STEP_DEGREES).toBe(8);
  });

  it("moves a point the given distance along the bearing", () => {
    const north = destinationPoint(ZWOLLE, 1000, 0);
    expect(north.lng).toBeCloseTo(ZWOLLE.lng, 9);
    // 1 km along a meridian is 1000 / 6371000 rad of latitude.
    expect(north.lat - ZWOLLE.lat).toBeCloseTo((1000 / 6_371_000) * (180 / Math.PI), 9);
    const east = destinationPoint(ZWOLLE, 1000, 90);
    expect(east.lng).toBeGreaterThan(ZWOLLE.lng);
    expect(distanceMeters(ZWOLLE, east)).toBeCloseTo(1000, 3);
    expect(destinationPoint({ lat: 0, lng: 179.999 }, 1000, 90).lng).toBeLessThan(-179);
  });

  it("gives the same offset for the same listing and different ones for others", () => {
    const a = fuzzyCenter(ZWOLLE, "listing-a", 500);
    expect(fuzzyCenter(ZWOLLE, "listing-a", 500)).toEqual(a);
    const b = fuzzyCenter(ZWOLLE, "listing-b", 500);
    expect(b).not.toEqual(a);
    expect(seededUnits("x")).toEqual(seededUnits("x"));
  });

  it("keeps the real spot inside the circle: the centre moves at most the offset", () => {
    let moved = 0;
    for (let i = 0; i < 200; i++) {
      const centre = fuzzyCenter(ZWOLLE, `id-${i}`, 500);
      const d = distanceMeters(ZWOLLE, centre);
      expect(d).toBeLessThanOrEqual(500.001);
      if (d > 50) moved++;
    }
    // Spread over the disc, not stuck at the real spot.
    expect(moved).toBeGreaterThan(150);
    expect(fuzzyCenter(ZWOLLE, "id", 0)).toEqual(ZWOLLE);
  });

  it("spreads seeds over [0, 1)", () => {
    const values = Array.from({ length: 500 }, (_, i) => seededUnits(`seed-${i}`)).flat();
    for (const v of values) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
    const low = values.filter((v) => v < 0.5).length;
    expect(low).toBeGreaterThan(400);
    expect(low).toBeLessThan(600);
  });

  it("draws a closed 45-corner ring at the radius", () => {
    const ring = circlePolygon(ZWOLLE, 500);
    expect(ring).toHaveLength(46);
    expect(ring[45]).toEqual(ring[0]);
    for (const [lng, lat] of ring) {
      expect(distanceMeters(ZWOLLE, { lat, lng })).toBeCloseTo(500, 3);
    }
    // The first corner is due north.
    expect(ring[0]?.[0]).toBeCloseTo(ZWOLLE.lng, 9);
    expect(ring[0]?.[1]).toBeGreaterThan(ZWOLLE.lat);
    expect(circlePolygon(ZWOLLE, 500, 90)).toHaveLength(5);
  });
});

describe("publicLocation", () => {
  it("keeps the spot when fuzzy locations are off, and null as null", () => {
    expect(publicLocation(ZWOLLE, "id-1", { enabled: false, offsetMeters: 500 })).toEqual(ZWOLLE);
    expect(publicLocation(null, "id-1", { enabled: true, offsetMeters: 500 })).toBeNull();
  });
  it("never gives the exact spot with fuzzy on: a centre within the offset, stable per listing", () => {
    const fuzzy = { enabled: true, offsetMeters: 500 };
    const moved = publicLocation(ZWOLLE, "id-1", fuzzy);
    expect(moved).not.toEqual(ZWOLLE);
    expect(distanceMeters(ZWOLLE, moved as typeof ZWOLLE)).toBeLessThanOrEqual(500.5);
    expect(publicLocation(ZWOLLE, "id-1", fuzzy)).toEqual(moved);
    expect(publicLocation(ZWOLLE, "id-2", fuzzy)).not.toEqual(moved);
  });
});
