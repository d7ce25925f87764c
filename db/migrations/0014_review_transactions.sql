ALTER TABLE "reviews" ADD COLUMN "transaction_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "state" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_transaction_type_idx" ON "reviews" USING btree ("transaction_id","type") WHERE "reviews"."transaction_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reviews_listing_idx" ON "reviews" USING btree ("listing_id","created_at" DESC NULLS LAST) WHERE "reviews"."state" = 'public';
