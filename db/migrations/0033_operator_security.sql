-- Operators' second factor and login-as (decision 085).
-- A session records when its second factor passed, and a login-as session the operator behind it.
ALTER TABLE "sessions" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "limited_by" uuid REFERENCES "users"("id") ON DELETE CASCADE;--> statement-breakpoint
-- One TOTP secret per operator; confirmed_at is null while set-up waits for the first code.
-- last_step: the last time step a code was accepted for, so a code works once.
CREATE TABLE "operator_second_factors" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Recovery codes, stored as SHA-256 hashes; each works once.
CREATE TABLE "operator_recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX "operator_recovery_codes_user_idx" ON "operator_recovery_codes" USING btree ("user_id");
