import { describe, expect, it } from "vitest";
import {
  APPROXIMATE_LAT_STEP,
  APPROXIMATE_LNG_STEP,
  approximateBounds,
  approximateLocation,
  approximationRadiusMeters,
} from "./approximate-location";
import { distanceKm } from "./distance";
import type { Bounds, LatLng } from "./types";

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const inside = (p: LatLng, { ne, sw }: Bounds) =>
  p.lat >= sw.lat &&
  p.lat <= ne.lat &&
  (sw.lng <= ne.lng ? p.lng >= sw.lng && p.lng <= ne.lng : p.lng >= sw.lng || p.lng <= ne.lng);

describe("approximateLocation", () => {
  const home = { lat: 52.512345, lng: 6.093456 };

  it("moves a spot to its cell's centre, a few hundred metres at most", () => {
    const point = approximateLocation(home);
    expect(point).not.toEqual(home);
    expect(distanceKm(home, point)).toBeLessThan(0.4);
    // Still the neighbourhood: not rounded to a whole town.
    const next = random(1);
    for (let i = 0; i < 1000; i++) {
      const spot = { lat: 50 + next() * 4, lng: 3 + next() * 5 };
      expect(distanceKm(spot, approximateLocation(spot))).toBeLessThan(0.4);
    }
  });

  it("gives every spot of one garden the same point, every time", () => {
    const neighbour = { lat: home.lat + 0.0003, lng: home.lng - 0.0004 };
    expect(approximateLocation(neighbour)).toEqual(approximateLocation(home));
    expect(approximateLocation(approximateLocation(home))).toEqual(approximateLocation(home));
  });

  it("uses cells of about 550 m", () => {
    expect(APPROXIMATE_LAT_STEP * 111.2).toBeCloseTo(0.556, 2);
    expect(APPROXIMATE_LNG_STEP * 111.2 * Math.cos((52 * Math.PI) / 180)).toBeCloseTo(0.548, 2);
  });
});

describe("approximateBounds", () => {
  it("matches an exact spot exactly when its public point is in the box", () => {
    const next = random(7);
    let matched = 0;
    for (let i = 0; i < 20_000; i++) {
      const spot = { lat: 52 + next() * 0.05, lng: 5 + next() * 0.08 };
      const a = { lat: 52 + next() * 0.05, lng: 5 + next() * 0.08 };
      const b = { lat: 52 + next() * 0.05, lng: 5 + next() * 0.08 };
      const box = {
        sw: { lat: Math.min(a.lat, b.lat), lng: Math.min(a.lng, b.lng) },
        ne: { lat: Math.max(a.lat, b.lat), lng: Math.max(a.lng, b.lng) },
      };
      const snapped = approximateBounds(box);
      const expected = inside(approximateLocation(spot), box);
      expect(snapped !== null && inside(spot, snapped)).toBe(expected);
      if (expected) matched++;
    }
    expect(matched).toBeGreaterThan(1000);
  });

  it("answers a box edge moved metre by metre the same until it passes the public point", () => {
    const home = { lat: 52.512345, lng: 6.093456 };
    const point = approximateLocation(home);
    const seen = new Set<boolean>();
    // An attacker narrowing the north edge towards the house learns where the public point is,
    // not where the house is: the answer flips at the point, not at the house.
    for (let north = home.lat + 0.01; north > home.lat - 0.01; north -= 0.00001) {
      const box = { sw: { lat: 52, lng: 6 }, ne: { lat: north, lng: 6.2 } };
      const snapped = approximateBounds(box);
      const found = snapped !== null && inside(home, snapped);
      expect(found).toBe(north >= point.lat);
      seen.add(found);
    }
    expect(seen).toEqual(new Set([true, false]));
  });

  it("keeps a box across the antimeridian across it", () => {
    const box = { sw: { lat: -10, lng: 170 }, ne: { lat: 10, lng: -170 } };
    const snapped = approximateBounds(box)!;
    expect(snapped.sw.lng).toBeGreaterThan(snapped.ne.lng);
    expect(inside({ lat: 0, lng: 179.9 }, snapped)).toBe(true);
    expect(inside({ lat: 0, lng: -179.9 }, snapped)).toBe(true);
    expect(inside({ lat: 0, lng: 0 }, snapped)).toBe(false);
  });

  it("is null for a box too small to hold any public point", () => {
    expect(
      approximateBounds({ sw: { lat: 52.0001, lng: 5.0001 }, ne: { lat: 52.0002, lng: 5.0002 } }),
    ).toBeNull();
  });
});

describe("approximationRadiusMeters", () => {
  it("covers every spot's distance to its public point", () => {
    const next = random(3);
    for (let i = 0; i < 5000; i++) {
      const spot = { lat: 47 + next() * 8, lng: 2 + next() * 13 };
      const radiusKm = approximationRadiusMeters(spot.lat) / 1000;
      expect(distanceKm(spot, approximateLocation(spot))).toBeLessThanOrEqual(radiusKm);
    }
    expect(approximationRadiusMeters(52)).toBeGreaterThan(380);
    expect(approximationRadiusMeters(52)).toBeLessThan(400);
  });
});
