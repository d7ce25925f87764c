import type { Bounds } from "./query-params";

// Grid cells of 0.1° × 0.1° (11 km north–south, ~7 km east–west at Dutch latitudes), as the
// generated column listings.geo_cell numbers them (migration 0006). Full text and cell share
// one GIN index, so "tomaten inside this box" intersects two posting lists instead of ANDing a
// bitmap of every listing in the box (decision 018).

/** Cells per degree; must match the expression of listings.geo_cell. */
export const CELLS_PER_DEGREE = 10;
/** Cells in a row around the globe: the multiplier between a cell's row and its column. */
export const CELLS_PER_ROW = 360 * CELLS_PER_DEGREE;
/**
 * A box spanning more cells than this is searched without them: it covers so much of the
 * catalogue that the box itself narrows little, and each cell is one more index lookup.
 */
export const MAX_BOX_CELLS = 120;

const row = (lat: number) => Math.floor((lat + 90) * CELLS_PER_DEGREE);
const column = (lng: number) => Math.floor((lng + 180) * CELLS_PER_DEGREE);

/** The cell of a point: the same arithmetic, in the same float64 order, as the SQL column. */
export function geoCell(lat: number, lng: number): number {
  return row(lat) * CELLS_PER_ROW + column(lng);
}

/**
 * Every cell a point inside `bounds` can lie in, or null when the box is too large for cells to
 * help or crosses the antimeridian. A superset: the exact lat/lng test still applies, and
 * floor() of a monotonic expression keeps every point of the box within the rows and columns
 * of its corners.
 */
export function boxCells(bounds: Bounds): number[] | null {
  const { ne, sw } = bounds;
  if (sw.lng > ne.lng || sw.lat > ne.lat) return null;
  const rows = [row(sw.lat), row(ne.lat)] as const;
  const columns = [column(sw.lng), column(ne.lng)] as const;
  const count = (rows[1] - rows[0] + 1) * (columns[1] - columns[0] + 1);
  if (count > MAX_BOX_CELLS) return null;
  const cells: number[] = [];
  for (let r = rows[0]; r <= rows[1]; r++) {
    for (let c = columns[0]; c <= columns[1]; c++) cells.push(r * CELLS_PER_ROW + c);
  }
  return cells;
}
