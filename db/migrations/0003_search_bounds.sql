-- Bounds (map boxes, "near a place"): a btree on (lat, lng) of searchable listings. Chosen over a
-- GiST on point(lng, lat) because `lat BETWEEN … AND lng BETWEEN …` keeps the planner's
-- per-column statistics: with `point <@ box` it guessed 100 rows for every box and picked a
-- bitmap scan plus sort even for a Randstad-sized box (50 ms instead of 8 ms walking created_at).
CREATE INDEX "listings_published_lat_lng_idx" ON "listings" USING btree ("lat", "lng") WHERE "state" = 'published' AND NOT "deleted";
