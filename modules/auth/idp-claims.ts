import { z } from "zod";
import { signupSchema } from "#modules/users";

/** What an OpenID Connect provider may say about its user (ID token and userinfo claims). */
export type IdpClaims = {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
};

/** The new user a provider's claims suggest; the completion form lets the user correct it. */
export type IdpProfile = {
  email: string;
  firstName: string;
  lastName: string;
  /** The provider vouches for `email` (its `email_verified` claim), not merely reports it. */
  emailVerified: boolean;
};

const NAME_MAX = 100;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{1,}$/;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const name = (value: string) => value.replace(/\s+/g, " ").slice(0, NAME_MAX);

/**
 * Spec §7 create-user-with-idp: first and last name and e-mail from the provider's claims.
 * Without given_name/family_name the display `name` is split at its first space. An e-mail the
 * provider gives in no usable shape is left for the user to type. Some providers send
 * `email_verified` as the string "true".
 */
export function profileFromClaims(claims: IdpClaims): IdpProfile {
  const full = name(text(claims.name));
  const space = full.indexOf(" ");
  const firstName = name(text(claims.given_name)) || (space > 0 ? full.slice(0, space) : full);
  const lastName = name(text(claims.family_name)) || (space > 0 ? full.slice(space + 1) : "");
  const email = text(claims.email).toLowerCase();
  const usable = email.length <= 254 && EMAIL_PATTERN.test(email);
  return {
    email: usable ? email : "",
    firstName,
    lastName,
    emailVerified: usable && (claims.email_verified === true || claims.email_verified === "true"),
  };
}

/** Verified only when the account keeps the very address the provider vouched for. */
export function emailVerifiedFor(profile: IdpProfile, email: string): boolean {
  return profile.emailVerified && profile.email === email.trim().toLowerCase();
}

/** A ticked checkbox ("on"), or JSON's true. */
const accepted = z
  .unknown()
  .transform((value) => value === true || value === "on" || value === "true")
  .refine((value) => value, "IdpSignupForm.termsRequired");

/**
 * What signup requires that a provider does not give (spec §4 signup): names and e-mail as on
 * the signup form (the password is the provider's business) and accepting the terms.
 */
export const idpSignupSchema = signupSchema
  .pick({ email: true, firstName: true, lastName: true })
  .extend({ termsAccepted: accepted });
export type IdpSignupInput = z.infer<typeof idpSignupSchema>;

/** Linking a provider account to an existing account: that account's password. */
export const idpLinkSchema = z.object({
  password: z.string().min(1, "LoginForm.passwordRequired").max(256, "LoginForm.passwordRequired"),
});

/**
 * The JSON API's create-user-with-idp body (spec §7): the provider's ID token, and the signup
 * fields, each defaulting to the token's claims; `idpSignupSchema` checks the merged result.
 */
export const createUserWithIdpSchema = z.object({
  idpToken: z.string().min(1).max(16_384),
  email: z.string().max(254).optional(),
  firstName: z.string().max(500).optional(),
  lastName: z.string().max(500).optional(),
  termsAccepted: z.unknown().optional(),
});
export type CreateUserWithIdpInput = z.infer<typeof createUserWithIdpSchema>;
