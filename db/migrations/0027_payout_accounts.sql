-- Payout accounts (decision 078): the user row holds the connected account's id and its
-- onboarding state; payment-connected (stripe_connected) is derived from the state by the
-- database and can no longer be written. payout_accounts keeps what was last read of each
-- account; test mode's connected accounts and tokens live in test_connected_accounts and
-- test_account_tokens.
CREATE TABLE "payout_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"account_type" text NOT NULL,
	"company_name" text,
	"account_holder_name" text NOT NULL,
	"data" jsonb NOT NULL,
	"notified_requirements" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_accounts_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "test_connected_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text,
	"country" text NOT NULL,
	"default_currency" text NOT NULL,
	"account_type" text NOT NULL,
	"company_name" text,
	"email" text NOT NULL,
	"business_profile_url" text,
	"business_profile_mcc" text,
	"capabilities" text[] NOT NULL,
	"bank_last4" text,
	"charges_enabled" boolean NOT NULL,
	"payouts_enabled" boolean NOT NULL,
	"details_submitted" boolean NOT NULL,
	"requirements" jsonb NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tos_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_connected_accounts_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "test_account_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "stripe_account_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "payout_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_stripe_account_id_unique" UNIQUE("stripe_account_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_payout_state_check" CHECK ("payout_state" IN ('none', 'verification_needed', 'enabled', 'rejected'));--> statement-breakpoint
-- Before this, only test mode existed: a user marked connected gets a verified test-mode
-- account (an NL IBAN ending in 4300, as the test IBAN), so nobody who could sell stops.
UPDATE "users" SET "stripe_account_id" = 'acct_test_' || replace(gen_random_uuid()::text, '-', ''), "payout_state" = 'enabled' WHERE "stripe_connected";--> statement-breakpoint
INSERT INTO "test_connected_accounts" ("id", "country", "default_currency", "account_type", "email", "business_profile_mcc", "capabilities", "bank_last4", "charges_enabled", "payouts_enabled", "details_submitted", "requirements", "tos_accepted_at", "created_at", "updated_at")
SELECT "stripe_account_id", 'NL', 'EUR', 'individual', "email", '5734', ARRAY['card_payments', 'transfers', 'ideal_payments', 'bancontact_payments'], '4300', true, true, true, '{"currentlyDue":[],"pastDue":[],"eventuallyDue":[],"disabledReason":null}'::jsonb, now(), now(), now()
FROM "users" WHERE "stripe_account_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "payout_accounts" ("user_id", "account_id", "country", "currency", "account_type", "account_holder_name", "data", "created_at", "updated_at")
SELECT "id", "stripe_account_id", 'NL', 'EUR', 'individual', "first_name" || ' ' || "last_name",
	jsonb_build_object('id', "stripe_account_id", 'country', 'NL', 'defaultCurrency', 'EUR', 'accountType', 'individual', 'chargesEnabled', true, 'payoutsEnabled', true, 'detailsSubmitted', true, 'requirements', '{"currentlyDue":[],"pastDue":[],"eventuallyDue":[],"disabledReason":null}'::jsonb, 'bankLast4', '4300', 'businessProfileUrl', null, 'metadata', jsonb_build_object('userId', "id"::text)),
	now(), now()
FROM "users" WHERE "stripe_account_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "stripe_connected";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "stripe_connected" boolean GENERATED ALWAYS AS ("payout_state" = 'enabled') STORED NOT NULL;
