-- Order numbers (decision 070): "BO-" and six characters of Crockford's base 32,
-- drawn at random when the order is made (modules/transactions/order-number.ts). The index comes
-- first so the backfill's clash check reads it; NULLs do not clash in a unique index.
ALTER TABLE "transactions" ADD COLUMN "order_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_order_number_idx" ON "transactions" USING btree ("order_number");--> statement-breakpoint
DO $$
DECLARE
  r record;
  candidate text;
BEGIN
  FOR r IN SELECT "id" FROM "transactions" WHERE "order_number" IS NULL ORDER BY "created_at", "id" LOOP
    LOOP
      candidate := 'BO-' || (
        SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1), '')
        FROM generate_series(1, 6)
      );
      EXIT WHEN NOT EXISTS (SELECT 1 FROM "transactions" WHERE "order_number" = candidate);
    END LOOP;
    UPDATE "transactions" SET "order_number" = candidate WHERE "id" = r."id";
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "order_number" SET NOT NULL;
