import { describe, expect, it } from "vitest";
import { BOUNDS_DISTANCE_M, boundsAround, CURRENT_LOCATION_BOUNDS_M } from "./bounds";

describe("boundsAround", () => {
  it("reaches the distance in every direction", () => {
    const b = boundsAround({ lat: 52, lng: 5 }, 2000);
    // 2 km is ~0.018° of latitude everywhere and more degrees of longitude at 52°N.
    expect(b.ne.lat - 52).toBeCloseTo(0.017986, 5);
    expect(52 - b.sw.lat).toBeCloseTo(0.017986, 5);
    expect(b.ne.lng - 5).toBeCloseTo(0.017986 / Math.cos((52 * Math.PI) / 180), 5);
    expect(5 - b.sw.lng).toBeCloseTo(b.ne.lng - 5, 9);
  });
  it("stays on the globe near the poles and the antimeridian", () => {
    const b = boundsAround({ lat: 89.999, lng: 179.9 }, 5000);
    expect(b.ne.lat).toBe(90);
    expect(b.ne.lng).toBe(180);
    expect(b.sw.lng).toBeGreaterThanOrEqual(-180);
  });
  it("uses the spec's sizes", () => {
    expect(BOUNDS_DISTANCE_M.address).toBe(500);
    expect(BOUNDS_DISTANCE_M.place).toBe(2000);
    expect(CURRENT_LOCATION_BOUNDS_M).toBe(1000);
  });
});
