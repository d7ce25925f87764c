import { describe, expect, it } from "vitest";
import { edgesFromGoogleBounds, googleCamera, sameCamera, toGoogleZoom } from "./google-view";
import { fitBounds, project, unproject } from "./web-mercator";

const UTRECHT_AREA = { ne: { lat: 52.2, lng: 5.3 }, sw: { lat: 51.9, lng: 4.9 } };

/** The box Google shows for a camera in a width×height map (a 256 px world at zoom 0). */
function shownBounds(
  camera: { center: { lat: number; lng: number }; zoom: number },
  w: number,
  h: number,
) {
  // Google zoom z is the app's (MapLibre's) zoom z - 1.
  const zoom = camera.zoom - 1;
  const c = project(camera.center, zoom);
  return {
    ne: unproject({ x: c.x + w / 2, y: c.y - h / 2 }, zoom),
    sw: unproject({ x: c.x - w / 2, y: c.y + h / 2 }, zoom),
  };
}

describe("googleCamera", () => {
  it("uses one Google zoom level more for the same scale", () => {
    expect(toGoogleZoom(11)).toBe(12);
  });

  it("fits the bounds at a whole zoom level, never closer than the exact fit", () => {
    const camera = googleCamera({ bounds: UTRECHT_AREA, padding: 0, maxZoom: 19 }, 800, 600);
    expect(Number.isInteger(camera.zoom)).toBe(true);
    const exact = fitBounds(UTRECHT_AREA, 800, 600).zoom;
    expect(camera.zoom).toBe(Math.floor(exact + 1));
    const shown = shownBounds(camera, 800, 600);
    expect(shown.ne.lat).toBeGreaterThanOrEqual(UTRECHT_AREA.ne.lat);
    expect(shown.ne.lng).toBeGreaterThanOrEqual(UTRECHT_AREA.ne.lng);
    expect(shown.sw.lat).toBeLessThanOrEqual(UTRECHT_AREA.sw.lat);
    expect(shown.sw.lng).toBeLessThanOrEqual(UTRECHT_AREA.sw.lng);
  });

  it("stops at maxZoom, given in the app's zoom levels", () => {
    const farm = { ne: { lat: 52.1, lng: 5.1 }, sw: { lat: 52.1, lng: 5.1 } };
    expect(googleCamera({ bounds: farm, padding: 0, maxZoom: 11 }, 800, 600)).toEqual({
      center: { lat: expect.closeTo(52.1, 9), lng: expect.closeTo(5.1, 9) },
      zoom: 12,
    });
  });

  it("keeps the padding free: more room on top moves the box down", () => {
    const padding = { top: 110, right: 56, bottom: 24, left: 56 };
    const camera = googleCamera({ bounds: UTRECHT_AREA, padding, maxZoom: 19 }, 800, 600);
    const plain = googleCamera({ bounds: UTRECHT_AREA, padding: 0, maxZoom: 19 }, 800, 600);
    expect(camera.zoom).toBeLessThanOrEqual(plain.zoom);
    // The box sits lower on screen, so the centre is north of the box's middle.
    expect(camera.center.lat).toBeGreaterThan((UTRECHT_AREA.ne.lat + UTRECHT_AREA.sw.lat) / 2);
    const shown = shownBounds(camera, 800, 600);
    expect(shown.sw.lat).toBeLessThanOrEqual(UTRECHT_AREA.sw.lat);
  });
});

describe("edgesFromGoogleBounds", () => {
  it("passes an ordinary box through", () => {
    expect(edgesFromGoogleBounds(UTRECHT_AREA.ne, UTRECHT_AREA.sw)).toEqual({
      north: 52.2,
      east: 5.3,
      south: 51.9,
      west: 4.9,
    });
  });

  it("unwraps a box across ±180 so its width stays right", () => {
    const edges = edgesFromGoogleBounds({ lat: 10, lng: -170 }, { lat: -10, lng: 170 });
    expect(edges).toEqual({ north: 10, east: 190, south: -10, west: 170 });
  });
});

describe("sameCamera", () => {
  it("ignores rounding but not a real move", () => {
    const a = { center: { lat: 52.1, lng: 5.1 }, zoom: 12 };
    expect(sameCamera(a, { center: { lat: 52.100000001, lng: 5.1 }, zoom: 12 })).toBe(true);
    expect(sameCamera(a, { center: { lat: 52.1, lng: 5.2 }, zoom: 12 })).toBe(false);
    expect(sameCamera(a, { ...a, zoom: 13 })).toBe(false);
  });
});
