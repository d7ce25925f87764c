import { describe, expect, it } from "vitest";
import { boxCells, CELLS_PER_ROW, geoCell, MAX_BOX_CELLS } from "./geo-cells";

const box = (sw: [number, number], ne: [number, number]) => ({
  sw: { lat: sw[0], lng: sw[1] },
  ne: { lat: ne[0], lng: ne[1] },
});

describe("geoCell", () => {
  it("numbers 0.1° cells by row and column", () => {
    expect(geoCell(52.09, 5.12)).toBe(1420 * CELLS_PER_ROW + 1851);
    expect(geoCell(52.1, 5.2)).toBe(1421 * CELLS_PER_ROW + 1852);
    expect(geoCell(-90, -180)).toBe(0);
  });

  it("puts neighbours across a cell edge in neighbouring cells", () => {
    expect(geoCell(52.0999999, 5.15) + CELLS_PER_ROW).toBe(geoCell(52.1000001, 5.15));
    expect(geoCell(52.05, 5.0999999) + 1).toBe(geoCell(52.05, 5.1000001));
  });
});

describe("boxCells", () => {
  it("lists every cell of a 30 km box around Utrecht", () => {
    const cells = boxCells(box([51.9557, 4.9014], [52.2257, 5.3414]));
    // Rows 1419–1422, columns 1849–1853.
    expect(cells).toHaveLength(4 * 5);
    expect(cells).toContain(geoCell(52.09, 5.12));
  });

  it("holds the cell of every point inside the box, edges included", () => {
    const b = box([51.95, 4.9], [52.25, 5.35]);
    const cells = new Set(boxCells(b));
    for (let i = 0; i <= 60; i++) {
      for (let j = 0; j <= 60; j++) {
        const lat = b.sw.lat + ((b.ne.lat - b.sw.lat) * i) / 60;
        const lng = b.sw.lng + ((b.ne.lng - b.sw.lng) * j) / 60;
        expect(cells.has(geoCell(lat, lng)), `${lat},${lng}`).toBe(true);
      }
    }
  });

  it("gives one cell for a point-sized box", () => {
    expect(boxCells(box([52.09, 5.12], [52.09, 5.12]))).toEqual([geoCell(52.09, 5.12)]);
  });

  it("gives up on boxes larger than the limit", () => {
    // 11 × 11 = 121 cells.
    expect(boxCells(box([52.0, 5.0], [53.05, 6.05]))).toBeNull();
    // 10 × 12 = 120 cells: still listed.
    expect(boxCells(box([52.0, 5.0], [52.95, 6.15]))).toHaveLength(MAX_BOX_CELLS);
  });

  it("gives up on a box across the antimeridian", () => {
    expect(boxCells(box([-17, 179.9], [-16, -179.9]))).toBeNull();
  });
});
