-- Keyword + box (decision 018): a 0.1° grid cell per listing, as modules/search/geo-cells.ts
-- numbers it, in the full-text GIN beside the text. "tomaten in a 30 km box" then intersects the
-- word's posting lists with the box's cells in one index scan, where ANDing a bitmap of every
-- listing in the box (40 000 at 1 000 000 listings) cost about 28 ms. The cell is indexed as a
-- one-element array: `&&` with the box's cells is one scan, where `= ANY` scanned once per cell.
ALTER TABLE "listings" ADD COLUMN "geo_cell" integer GENERATED ALWAYS AS (
  (floor(("lat" + 90) * 10) * 3600 + floor(("lng" + 180) * 10))::integer
) STORED;--> statement-breakpoint
CREATE INDEX "listings_search_cells_idx" ON "listings" USING gin ((ARRAY["geo_cell"]), "search_vector");--> statement-breakpoint
DROP INDEX IF EXISTS "listings_search_vector_idx";
