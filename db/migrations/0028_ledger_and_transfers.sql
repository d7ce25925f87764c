-- Money movement (decision 079): the append-only ledger, the payouts that move each order's
-- payout total to its grower after receipt, and test mode's transfers, reversals and refund
-- states with Stripe's ids and statuses.
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_key" text NOT NULL,
	"checkout_id" uuid NOT NULL,
	"transaction_id" uuid,
	"grower_id" uuid,
	"kind" text NOT NULL,
	"object_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"cause" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_entry_key_unique" UNIQUE("entry_key"),
	CONSTRAINT "ledger_entries_amount_not_negative" CHECK ("ledger_entries"."amount" >= 0),
	CONSTRAINT "ledger_entries_kind" CHECK ("ledger_entries"."kind" IN ('charge', 'refund', 'transfer', 'transfer_reversal', 'platform_fee', 'platform_fee_refund'))
);
--> statement-breakpoint
CREATE INDEX "ledger_entries_checkout_idx" ON "ledger_entries" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_object_idx" ON "ledger_entries" USING btree ("object_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_pending_idx" ON "ledger_entries" USING btree ("kind","status");--> statement-breakpoint
-- Append-only: a status change is a new row; an UPDATE or DELETE is refused by the database.
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger_entries is append-only (decision 079)';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_update" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_append_only"();--> statement-breakpoint
CREATE TABLE "payouts" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"checkout_id" uuid NOT NULL,
	"grower_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"transfer_id" text,
	"reversal_id" text,
	"last_failure" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount" > 0 AND "payouts"."fee" >= 0),
	CONSTRAINT "payouts_status" CHECK ("payouts"."status" IN ('scheduled', 'paid', 'failed', 'canceled', 'reversed'))
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_grower_id_users_id_fk" FOREIGN KEY ("grower_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_grower_idx" ON "payouts" USING btree ("grower_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_failed_idx" ON "payouts" USING btree ("updated_at") WHERE "payouts"."status" = 'failed';--> statement-breakpoint
CREATE TABLE "test_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"amount_reversed" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"destination" text NOT NULL,
	"source_payment_intent" text,
	"transfer_group" text,
	"status" text NOT NULL,
	"failure_code" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "test_transfers_amount_positive" CHECK ("test_transfers"."amount" > 0),
	CONSTRAINT "test_transfers_reversal_bounded" CHECK ("test_transfers"."amount_reversed" BETWEEN 0 AND "test_transfers"."amount")
);
--> statement-breakpoint
CREATE TABLE "test_transfer_reversals" (
	"id" text PRIMARY KEY NOT NULL,
	"transfer_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_transfer_reversals_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "test_transfer_reversals" ADD CONSTRAINT "test_transfer_reversals_transfer_id_test_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."test_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Test mode's connected-account state that transfers read: a restricted account refuses them.
CREATE TABLE "test_account_restrictions" (
	"account_id" text PRIMARY KEY NOT NULL,
	"restricted" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Refunds have states (pending, succeeded, failed); those before this one succeeded at once.
ALTER TABLE "payment_refunds" ADD COLUMN "status" text DEFAULT 'succeeded' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "settles_at" timestamp with time zone;
