import { describe, expect, it } from "vitest";
import { boundsAround, distanceKm } from "#modules/geo";
import {
  boundsCentre,
  boundsReachKm,
  circleBounds,
  DISTANCE_OPTIONS,
  defaultDistanceKm,
  parseDistance,
  searchCircle,
} from "./distance-filter";
import { parseSearchParams, stringifySearchParams } from "./query-params";

const AMSTERDAM = { lat: 52.3676, lng: 4.9041 };

describe("parseDistance", () => {
  it("takes the offered radii only", () => {
    expect(DISTANCE_OPTIONS).toEqual([5, 10, 25, 50]);
    expect(parseDistance("10")).toBe(10);
    expect(parseDistance(" 25 ")).toBe(25);
    for (const bad of ["7", "0", "-5", "10km", "", "1e1x", "Infinity", "50.5"]) {
      expect(parseDistance(bad), bad).toBeUndefined();
    }
    expect(parseDistance(undefined)).toBeUndefined();
  });

  it("rides in the search URL beside bounds, which stay as they were", () => {
    const bounds = boundsAround(AMSTERDAM, 2000);
    const query = stringifySearchParams({ address: "Amsterdam", bounds, distance: 10, page: 1 });
    expect(query).toMatch(/&distance=10$/);
    const parsed = parseSearchParams(query);
    expect(parsed.distance).toBe(10);
    expect(parsed.bounds?.ne.lat).toBeCloseTo(bounds.ne.lat, 5);
    expect(parseSearchParams("address=Amsterdam&distance=12").distance).toBeUndefined();
  });
});

describe("boundsCentre and boundsReachKm", () => {
  it("finds the middle and the corner distance of a town's box", () => {
    const box = boundsAround(AMSTERDAM, 2000);
    const centre = boundsCentre(box);
    expect(centre.lat).toBeCloseTo(AMSTERDAM.lat, 6);
    expect(centre.lng).toBeCloseTo(AMSTERDAM.lng, 6);
    // 2 km each way: the corner is 2·√2 km away.
    expect(boundsReachKm(box)).toBeCloseTo(2 * Math.SQRT2, 1);
  });

  it("keeps the middle of a box across the antimeridian across it", () => {
    const box = { ne: { lat: 1, lng: -170 }, sw: { lat: -1, lng: 170 } };
    expect(boundsCentre(box)).toEqual({ lat: 0, lng: 180 });
    expect(boundsCentre({ ne: { lat: 1, lng: -175 }, sw: { lat: -1, lng: 175 } }).lng).toBe(180);
    expect(boundsCentre({ ne: { lat: 1, lng: -160 }, sw: { lat: -1, lng: 170 } }).lng).toBe(-175);
  });
});

describe("defaultDistanceKm", () => {
  it("fits the place: 5 km for an address, 10 km for a town, more for a city's real box", () => {
    expect(defaultDistanceKm(boundsAround(AMSTERDAM, 500))).toBe(5);
    expect(defaultDistanceKm(boundsAround(AMSTERDAM, 1000))).toBe(5);
    expect(defaultDistanceKm(boundsAround(AMSTERDAM, 2000))).toBe(10);
    // A geocoder's box for Amsterdam itself, about 23 by 17 km.
    const city = { ne: { lat: 52.431, lng: 5.068 }, sw: { lat: 52.278, lng: 4.729 } };
    expect(defaultDistanceKm(city)).toBe(50);
    // Reaching 30 km: no option is twice that, 50 km still holds it.
    expect(defaultDistanceKm(boundsAround(AMSTERDAM, 21_000))).toBe(50);
  });

  it("leaves a box larger than every radius (a province) a box", () => {
    expect(defaultDistanceKm(boundsAround(AMSTERDAM, 40_000))).toBeUndefined();
  });
});

describe("searchCircle", () => {
  const bounds = boundsAround(AMSTERDAM, 2000);

  it("is around the origin when there is one, else around the middle of the box", () => {
    const origin = { lat: 52.37, lng: 4.9 };
    expect(searchCircle({ distance: 10, origin, bounds })).toEqual({ centre: origin, km: 10 });
    const fromBox = searchCircle({ distance: 25, bounds });
    expect(fromBox?.km).toBe(25);
    expect(fromBox?.centre.lat).toBeCloseTo(AMSTERDAM.lat, 6);
  });

  it("is null without a distance or without a place", () => {
    expect(searchCircle({ bounds })).toBeNull();
    expect(searchCircle({ distance: 10 })).toBeNull();
  });

  it("has a box whose edges are the radius away from the centre", () => {
    const box = circleBounds({ centre: AMSTERDAM, km: 10 });
    expect(distanceKm(AMSTERDAM, { lat: box.ne.lat, lng: AMSTERDAM.lng })).toBeCloseTo(10, 2);
    expect(distanceKm(AMSTERDAM, { lat: AMSTERDAM.lat, lng: box.sw.lng })).toBeCloseTo(10, 1);
    // Haarlem, 18 km west: outside 10 km's box, inside 25 km's.
    const haarlem = { lat: 52.3874, lng: 4.6462 };
    expect(haarlem.lng < box.sw.lng).toBe(true);
    expect(haarlem.lng > circleBounds({ centre: AMSTERDAM, km: 25 }).sw.lng).toBe(true);
  });
});
