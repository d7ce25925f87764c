import { describe, expect, it } from "vitest";
import { parseBounds } from "#modules/search";
import { boundsFromEdges, formatBoundsParam, pointsBounds, searchAfterMapMove } from "./map-bounds";

const q = (s: string) => new URLSearchParams(s);
const UTRECHT_BOX = { ne: { lat: 52.2, lng: 5.3 }, sw: { lat: 52.0, lng: 4.9 } };

describe("map bounds", () => {
  it("turns the map's edges into bounds the search parses back", () => {
    const bounds = boundsFromEdges({
      north: 52.123456789,
      east: 5.3,
      south: 51.9,
      west: 4.87654321,
    });
    expect(bounds).toEqual({ ne: { lat: 52.12346, lng: 5.3 }, sw: { lat: 51.9, lng: 4.87654 } });
    const param = formatBoundsParam(bounds);
    expect(param).toBe("52.12346,5.3,51.9,4.87654");
    expect(parseBounds(param)).toEqual(bounds);
  });

  it("wraps longitudes past ±180 and clamps latitudes", () => {
    expect(boundsFromEdges({ north: 95, east: 190, south: -95, west: 170 })).toEqual({
      ne: { lat: 90, lng: -170 },
      sw: { lat: -90, lng: 170 },
    });
    // Zoomed out past one world: all longitudes, still a valid bounds param.
    const world = boundsFromEdges({ north: 80, east: 400, south: -80, west: -300 });
    expect(world).toEqual({ ne: { lat: 80, lng: 180 }, sw: { lat: -80, lng: -180 } });
    expect(parseBounds(formatBoundsParam(world))).toEqual(world);
  });

  it("keeps keywords, filters and sort, drops the page and the distance, sets the bounds", () => {
    const next = searchAfterMapMove(
      q(
        "keywords=tomaten&pub_category=groenten&price=0,5&sort=-price&page=3&bounds=1,1,0,0&distance=10",
      ),
      UTRECHT_BOX,
      { lat: 52.1, lng: 5.1 },
    );
    expect(Object.fromEntries(next)).toEqual({
      keywords: "tomaten",
      pub_category: "groenten",
      price: "0,5",
      sort: "-price",
      bounds: "52.2,5.3,52,4.9",
    });
  });

  it("moves an origin to the centre of the new view, and adds none", () => {
    const center = { lat: 52.0907123, lng: 5.1214567 };
    expect(searchAfterMapMove(q("origin=51,4"), UTRECHT_BOX, center).get("origin")).toBe(
      "52.09071,5.12146",
    );
    expect(searchAfterMapMove(q("keywords=a"), UTRECHT_BOX, center).has("origin")).toBe(false);
  });

  it("boxes the results", () => {
    expect(
      pointsBounds([
        { lat: 52, lng: 5 },
        { lat: 51, lng: 6 },
        { lat: 53, lng: 4 },
      ]),
    ).toEqual({ ne: { lat: 53, lng: 6 }, sw: { lat: 51, lng: 4 } });
    expect(pointsBounds([])).toBeNull();
  });
});
