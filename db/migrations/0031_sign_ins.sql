-- Who signed in when (decision 083): the operator console shows a user's recent sign-ins.
-- Sessions are deleted on logout, ban and password change, so they cannot tell it. Only the
-- time and the way in; no address or device. Erased with the account.
CREATE TABLE "sign_ins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"at" timestamp with time zone NOT NULL,
	"method" text NOT NULL
);--> statement-breakpoint
CREATE INDEX "sign_ins_user_at_idx" ON "sign_ins" USING btree ("user_id","at");
