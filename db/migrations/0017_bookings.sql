-- Bookings (decision 058): one per transaction of a listing managed by availability.
-- Seats are taken under the listing's row lock; pending and accepted bookings hold them.
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"display_start" timestamp with time zone NOT NULL,
	"display_end" timestamp with time zone NOT NULL,
	"seats" integer DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bookings_seats_positive" CHECK ("bookings"."seats" > 0),
	CONSTRAINT "bookings_end_after_start" CHECK ("bookings"."end" > "bookings"."start")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_transaction_idx" ON "bookings" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "bookings_listing_holding_idx" ON "bookings" USING btree ("listing_id","start","end") WHERE "bookings"."state" IN ('pending', 'accepted');
