-- Photos a buyer attaches to a dispute (decision 084): up to five, stored as listing photos are.
CREATE TABLE "dispute_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dispute_images_position_range" CHECK ("dispute_images"."position" BETWEEN 0 AND 4)
);--> statement-breakpoint
ALTER TABLE "dispute_images" ADD CONSTRAINT "dispute_images_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_images" ADD CONSTRAINT "dispute_images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dispute_images_transaction_position_idx" ON "dispute_images" USING btree ("transaction_id","position");
