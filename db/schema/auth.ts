// Tables the auth module owns (one schema file per module, decision 036).
import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./users";

/** Server-side sessions: the cookie holds a random token, the table only its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When this session gave the operator's second factor (decision 085); null: not given. */
    secondFactorAt: timestamp("second_factor_at", { withTimezone: true }),
    /** A login-as session: the operator who started it (read-only, decision 085). */
    limitedBy: uuid("limited_by").references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** An operator's TOTP secret (decision 085); confirmedAt null while set-up awaits a code. */
export const operatorSecondFactors = pgTable("operator_second_factors", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** The last time step a code was accepted for: a code works once. */
  lastStep: bigint("last_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, stored as SHA-256 hashes. */
export const operatorRecoveryCodes = pgTable(
  "operator_recovery_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("operator_recovery_codes_user_idx").on(t.userId)],
);

/** Single-use e-mail verification and password reset tokens, stored hashed. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["verify-email", "reset-password"] }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_tokens_user_kind_idx").on(t.userId, t.kind, t.createdAt)],
);

/** Provider accounts (issuer + subject) linked to users: sign-in with OpenID Connect (decision 086). */
export const userIdentities = pgTable(
  "user_identities",
  {
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The provider's e-mail when linked, for the user's and operators' information only. */
    email: text("email").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.issuer, t.subject] }),
    index("user_identities_user_idx").on(t.userId),
  ],
);

/**
 * An OpenID Connect sign-in in progress (decision 086): the cookie holds a random token, the
 * row its SHA-256 with the PKCE verifier, state and nonce, and, once the provider answered,
 * the identity waiting for the completion form. Lives ten minutes.
 */
export const oidcLogins = pgTable(
  "oidc_logins",
  {
    id: text("id").primaryKey(),
    state: text("state").notNull(),
    nonce: text("nonce").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    returnTo: text("return_to").notNull(),
    issuer: text("issuer"),
    subject: text("subject"),
    claims: jsonb("claims").$type<Record<string, unknown>>(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("oidc_logins_expires_idx").on(t.expiresAt)],
);

/**
 * Sign-ins, for the operator console (decision 083): the time and the way in (`password`, later
 * others), nothing about the device. Sessions cannot tell it: they are deleted on logout.
 */
export const signIns = pgTable(
  "sign_ins",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull(),
    method: text("method").notNull(),
  },
  (t) => [index("sign_ins_user_at_idx").on(t.userId, t.at)],
);
