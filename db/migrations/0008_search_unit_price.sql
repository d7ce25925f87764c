-- Price sort by what a buyer pays per comparable unit (decision 029): a price per weight unit
-- becomes a price per kilo (€ 0,90 per 100 gram is € 9,00 per kg and sorts after € 5,25 per kg);
-- pieces, bunches and bags compare as listed. The factors are modules/listings/unit-price.ts's
-- (a test there and in modules/search/unit-price-sort.int.test.ts keeps them equal). Stored, so
-- the sort reads it from an index the way the price sort read price_amount (decision 017).
ALTER TABLE "listings" ADD COLUMN "unit_price_amount" bigint GENERATED ALWAYS AS (
  "price_amount"::bigint * CASE "public_data"->>'unit'
    WHEN 'perGram' THEN 1000
    WHEN 'per100Gram' THEN 10
    WHEN 'perPound' THEN 2
    ELSE 1
  END
) STORED;--> statement-breakpoint
CREATE INDEX "listings_published_unit_price_idx" ON "listings" USING btree ("unit_price_amount", "created_at" DESC) WHERE "state" = 'published' AND NOT "deleted";--> statement-breakpoint
CREATE INDEX "listings_published_category_unit_price_idx" ON "listings" USING btree ("category", "unit_price_amount", "created_at" DESC) WHERE "state" = 'published' AND NOT "deleted";
