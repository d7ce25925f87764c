-- Search (spec §5, §7, §9). Hand-written: the Drizzle schema does not model these objects.
-- unaccent() is only STABLE (it looks its dictionary up by name); this wrapper names the dictionary
-- with a fixed schema, so it is safe to mark IMMUTABLE and use in indexes and generated columns.
CREATE OR REPLACE FUNCTION bt_unaccent(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
-- Dutch stemming after accent folding: 'crème' and 'creme' become the same lexeme.
CREATE TEXT SEARCH CONFIGURATION bt_dutch (COPY = pg_catalog.dutch);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION bt_dutch ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, dutch_stem;--> statement-breakpoint
-- Stemmed forms (bt_dutch) plus the unstemmed, accent-folded words ('simple') at the same weights,
-- so forms the Dutch stemmer mangles ('fiets'/'fietsen', 'ei'/'eieren') still match exactly or by prefix.
ALTER TABLE "listings" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('public.bt_dutch'::regconfig, "title"), 'A')
  || setweight(to_tsvector('public.bt_dutch'::regconfig, coalesce("category", '')), 'B')
  || setweight(to_tsvector('public.bt_dutch'::regconfig, "description"), 'C')
  || setweight(to_tsvector('pg_catalog.simple'::regconfig, public.bt_unaccent("title")), 'A')
  || setweight(to_tsvector('pg_catalog.simple'::regconfig, public.bt_unaccent(coalesce("category", ''))), 'B')
  || setweight(to_tsvector('pg_catalog.simple'::regconfig, public.bt_unaccent("description")), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "listings_search_vector_idx" ON "listings" USING gin ("search_vector");--> statement-breakpoint
-- Typo tolerance on titles ('tomaaten' → Tomaten): trigram word similarity.
CREATE INDEX "listings_title_trgm_idx" ON "listings" USING gin (public.bt_unaccent(lower("title")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_published_price_idx" ON "listings" USING btree ("price_amount", "created_at" DESC) WHERE "state" = 'published' AND NOT "deleted";--> statement-breakpoint
CREATE INDEX "listings_published_created_price_idx" ON "listings" USING btree ("created_at", "price_amount") WHERE "state" = 'published' AND NOT "deleted";--> statement-breakpoint
CREATE INDEX "listings_earth_idx" ON "listings" USING gist (public.ll_to_earth("lat", "lng")) WHERE "lat" IS NOT NULL AND "lng" IS NOT NULL;
