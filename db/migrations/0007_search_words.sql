-- Words of every listing (title, category, description), accent-folded and lowercased as the
-- 'simple' half of search_vector holds them (decision 028). A keyword is looked up here before
-- a search: the listings' compounds that contain it ('tomaten' → trostomaten, tomatenrassen)
-- join its forms in the full-text query, so the search_vector GIN still answers it. Words are
-- only added: one no listing uses any more matches nothing.
CREATE TABLE "search_words" ("word" text PRIMARY KEY NOT NULL);--> statement-breakpoint
-- Compound heads: words ending in a keyword (reverse(word) LIKE 'netamot%').
CREATE INDEX "search_words_reverse_idx" ON "search_words" (reverse("word") text_pattern_ops);--> statement-breakpoint
-- Compound modifiers: words starting with a keyword ('tomaten%').
CREATE INDEX "search_words_prefix_idx" ON "search_words" ("word" text_pattern_ops);--> statement-breakpoint
CREATE FUNCTION bt_listing_words(title text, category text, description text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT w FROM unnest(tsvector_to_array(to_tsvector('pg_catalog.simple'::regconfig,
    public.bt_unaccent(concat_ws(' ', title, category, description))))) AS w
  WHERE w ~ '^[a-z0-9]{3,40}$'
$$;--> statement-breakpoint
-- Statement-level on insert, so a bulk insert (the benchmark seeds 100 000) adds its words once.
CREATE FUNCTION bt_collect_new_listing_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_words (word)
  SELECT DISTINCT w FROM new_listings, public.bt_listing_words(title, category, description) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "listings_search_words_insert" AFTER INSERT ON "listings"
  REFERENCING NEW TABLE AS new_listings FOR EACH STATEMENT EXECUTE FUNCTION bt_collect_new_listing_words();--> statement-breakpoint
-- Per row on update, and only when the text changed (stock and state updates are frequent).
CREATE FUNCTION bt_collect_changed_listing_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.search_words (word)
  SELECT DISTINCT w FROM public.bt_listing_words(NEW.title, NEW.category, NEW.description) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "listings_search_words_update" AFTER UPDATE OF "title", "category", "description" ON "listings"
  FOR EACH ROW WHEN ((OLD."title", OLD."category", OLD."description") IS DISTINCT FROM (NEW."title", NEW."category", NEW."description"))
  EXECUTE FUNCTION bt_collect_changed_listing_words();--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM listings, bt_listing_words(title, category, description) AS w
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- search_vector keeps only the unstemmed, accent-folded words (decision 028). Queries match a
-- word's Dutch forms (modules/search/dutch-forms.ts) instead of Snowball stems, which collided
-- ('paarse' → 'paar', 'kaas' → 'kas', 'bijen' → 'bij') and matched any form a query listed.
DROP INDEX IF EXISTS "listings_search_cells_idx";--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('pg_catalog.simple'::regconfig, public.bt_unaccent("title")), 'A')
  || setweight(to_tsvector('pg_catalog.simple'::regconfig, public.bt_unaccent(coalesce("category", ''))), 'B')
  || setweight(to_tsvector('pg_catalog.simple'::regconfig, public.bt_unaccent("description")), 'C')
) STORED;--> statement-breakpoint
CREATE INDEX "listings_search_cells_idx" ON "listings" USING gin ((ARRAY["geo_cell"]), "search_vector");
