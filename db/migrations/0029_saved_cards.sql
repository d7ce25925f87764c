-- Saved cards (decision 081): each buyer's processor customer, created on the first save, and
-- test mode's customers, setup intents and attached payment methods with Stripe's ids. A test
-- payment method id says which test card it is; the table keeps what Stripe keeps per
-- attached card (brand, last four digits, expiry), never a number.
CREATE TABLE "saved_card_customers" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"customer_id" text NOT NULL UNIQUE,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "test_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text UNIQUE,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"default_payment_method" text,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "test_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL REFERENCES "test_customers"("id"),
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"attached_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "test_payment_methods_customer_idx" ON "test_payment_methods" USING btree ("customer_id");--> statement-breakpoint
CREATE TABLE "test_setup_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text UNIQUE,
	"customer_id" text NOT NULL REFERENCES "test_customers"("id"),
	"status" text NOT NULL,
	"client_secret" text NOT NULL,
	"payment_method" text,
	"last_error" jsonb,
	"return_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "customer" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "setup_future_usage" text;
