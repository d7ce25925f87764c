import { describe, expect, it } from "vitest";
import {
  fitBounds,
  panBy,
  project,
  toScreen,
  unproject,
  viewBounds,
  wrapLng,
  zoomBy,
} from "./web-mercator";

const UTRECHT = { lat: 52.0907, lng: 5.1214 };

describe("web mercator", () => {
  it("projects like MapLibre: a 512 px world at zoom 0, origin top left", () => {
    expect(project({ lat: 0, lng: 0 }, 0)).toEqual({ x: 256, y: 256 });
    expect(project({ lat: 0, lng: -180 }, 1)).toEqual({ x: 0, y: 512 });
    const top = project({ lat: 85.051129, lng: 180 }, 0);
    expect(top.x).toBe(512);
    expect(top.y).toBeCloseTo(0, 3);
    // Beyond the square world, latitudes stick to its edge instead of running off to infinity.
    expect(project({ lat: 90, lng: 0 }, 0).y).toBeCloseTo(0, 3);
  });

  it("unprojects back to the same place", () => {
    const back = unproject(project(UTRECHT, 11), 11);
    expect(back.lat).toBeCloseTo(UTRECHT.lat, 9);
    expect(back.lng).toBeCloseTo(UTRECHT.lng, 9);
  });

  it("puts the centre in the middle of the box and east to the right, north up", () => {
    const view = { center: UTRECHT, zoom: 11 };
    expect(toScreen(UTRECHT, view, 600, 400)).toEqual({ x: 300, y: 200 });
    const east = toScreen({ lat: UTRECHT.lat, lng: UTRECHT.lng + 0.1 }, view, 600, 400);
    const north = toScreen({ lat: UTRECHT.lat + 0.1, lng: UTRECHT.lng }, view, 600, 400);
    expect(east.x).toBeGreaterThan(300);
    expect(east.y).toBeCloseTo(200, 9);
    expect(north.y).toBeLessThan(200);
    // One degree of longitude at zoom 11 is 512 * 2^11 / 360 px.
    expect(east.x - 300).toBeCloseTo((0.1 * 512 * 2 ** 11) / 360, 6);
  });

  it("places a marker across the antimeridian on the near side", () => {
    const view = { center: { lat: 0, lng: 179.9 }, zoom: 8 };
    const p = toScreen({ lat: 0, lng: -179.9 }, view, 400, 400);
    expect(p.x).toBeGreaterThan(200);
    expect(p.x).toBeLessThan(400);
  });

  it("gives the bounds a box shows, which fitBounds turns back into the view", () => {
    const view = { center: UTRECHT, zoom: 10 };
    const bounds = viewBounds(view, 800, 600);
    expect(bounds.ne.lat).toBeGreaterThan(UTRECHT.lat);
    expect(bounds.sw.lat).toBeLessThan(UTRECHT.lat);
    expect(bounds.ne.lng).toBeGreaterThan(UTRECHT.lng);
    expect(bounds.sw.lng).toBeLessThan(UTRECHT.lng);
    expect(bounds.ne.lng - UTRECHT.lng).toBeCloseTo(UTRECHT.lng - bounds.sw.lng, 9);
    const fitted = fitBounds(bounds, 800, 600);
    expect(fitted.zoom).toBeCloseTo(10, 9);
    expect(fitted.center.lat).toBeCloseTo(UTRECHT.lat, 9);
    expect(fitted.center.lng).toBeCloseTo(UTRECHT.lng, 9);
  });

  it("fits with padding and a maximum zoom", () => {
    const bounds = { ne: { lat: 52.1, lng: 5.2 }, sw: { lat: 52.0, lng: 5.0 } };
    const plain = fitBounds(bounds, 800, 600);
    const padded = fitBounds(bounds, 800, 600, { padding: 100 });
    expect(padded.zoom).toBeLessThan(plain.zoom);
    // This box is limited by its height: 600 px without padding, 400 px with.
    expect(padded.zoom).toBeCloseTo(plain.zoom + Math.log2(400 / 600), 9);
    // A single spot (zero-size box) stops at the maximum zoom.
    const spot = { ne: UTRECHT, sw: UTRECHT };
    expect(fitBounds(spot, 800, 600, { maxZoom: 11 })).toEqual({
      center: expect.anything(),
      zoom: 11,
    });
  });

  it("fits with padding per side, the box in the middle of the free area", () => {
    const bounds = { ne: { lat: 52.1, lng: 5.2 }, sw: { lat: 52.0, lng: 5.0 } };
    const view = fitBounds(bounds, 800, 600, {
      padding: { top: 120, right: 20, bottom: 20, left: 20 },
    });
    const ne = toScreen(bounds.ne, view, 800, 600);
    const sw = toScreen(bounds.sw, view, 800, 600);
    // Height-limited: the box fills the free height exactly, below the top padding.
    expect(ne.y).toBeCloseTo(120, 6);
    expect(sw.y).toBeCloseTo(580, 6);
    // Centred horizontally between equal side paddings.
    expect((ne.x + sw.x) / 2).toBeCloseTo(400, 6);
  });

  it("fits a box across the antimeridian around ±180", () => {
    const view = fitBounds({ ne: { lat: 10, lng: -170 }, sw: { lat: -10, lng: 170 } }, 512, 512);
    expect(Math.abs(view.center.lng)).toBeCloseTo(180, 6);
    expect(view.center.lat).toBeCloseTo(0, 6);
  });

  it("pans so the content follows the pointer, and zooms within limits", () => {
    const view = { center: UTRECHT, zoom: 11 };
    const dragged = panBy(view, 100, 0);
    expect(dragged.center.lng).toBeLessThan(UTRECHT.lng);
    expect(toScreen(UTRECHT, dragged, 600, 400).x).toBeCloseTo(400, 6);
    expect(panBy(view, 0, 100).center.lat).toBeGreaterThan(UTRECHT.lat);
    expect(zoomBy(view, 1).zoom).toBe(12);
    expect(zoomBy(view, -30).zoom).toBe(0);
    expect(zoomBy(view, 30).zoom).toBe(19);
  });

  it("wraps longitudes into [-180, 180]", () => {
    expect(wrapLng(190)).toBe(-170);
    expect(wrapLng(-190)).toBe(170);
    expect(wrapLng(5)).toBe(5);
    expect(wrapLng(180)).toBe(180);
    expect(wrapLng(-180)).toBe(-180);
  });
});
