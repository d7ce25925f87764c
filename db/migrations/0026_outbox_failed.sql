-- Bounded outbox retries (decision 072): a job that keeps failing stops after its last attempt
-- and is kept as failed, with its last error, until an operator retries it
-- (npm run outbox:failed, npm run outbox:retry -- <id>). The runner claims neither done nor
-- failed rows.
ALTER TABLE "outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
DROP INDEX IF EXISTS "outbox_available_idx";--> statement-breakpoint
CREATE INDEX "outbox_available_idx" ON "outbox" USING btree ("available_at") WHERE "outbox"."done_at" IS NULL AND "outbox"."failed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "outbox_failed_idx" ON "outbox" USING btree ("failed_at") WHERE "outbox"."failed_at" IS NOT NULL;
