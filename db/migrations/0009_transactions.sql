-- Transactions (decisions 034, 037): orders, their history, timers, stock reservations and the
-- outbox, written by modules/transactions/engine.server.ts; stock adjustments say why they moved.
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "outbox_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_reservations_quantity_positive" CHECK ("stock_reservations"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "transaction_timers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"transition" text NOT NULL,
	"armed_in_state" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"fired_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_transitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"transition" text NOT NULL,
	"by_role" text NOT NULL,
	"by_user_id" uuid,
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"process_alias" text NOT NULL,
	"state" text NOT NULL,
	"last_transition" text,
	"last_transitioned_at" timestamp with time zone,
	"customer_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"listing_ids" uuid[] NOT NULL,
	"quantities" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"delivery_method" text,
	"line_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"protected_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payin_total" integer DEFAULT 0 NOT NULL,
	"payout_total" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"checkout_id" uuid,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD COLUMN "reservation_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_timers" ADD CONSTRAINT "transaction_timers_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_transitions" ADD CONSTRAINT "transaction_transitions_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_transitions" ADD CONSTRAINT "transaction_transitions_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_available_idx" ON "outbox" USING btree ("available_at") WHERE "outbox"."done_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_reservations_tx_listing_idx" ON "stock_reservations" USING btree ("transaction_id","listing_id");--> statement-breakpoint
CREATE INDEX "stock_reservations_listing_idx" ON "stock_reservations" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transaction_timers_once_idx" ON "transaction_timers" USING btree ("transaction_id","transition","armed_in_state");--> statement-breakpoint
CREATE INDEX "transaction_timers_due_idx" ON "transaction_timers" USING btree ("due_at") WHERE "transaction_timers"."fired_at" IS NULL AND "transaction_timers"."canceled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "transaction_transitions_tx_idx" ON "transaction_transitions" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_customer_idx" ON "transactions" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_provider_idx" ON "transactions" USING btree ("provider_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_checkout_idx" ON "transactions" USING btree ("checkout_id") WHERE "transactions"."checkout_id" IS NOT NULL;