import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/**
 * Sign-in with an OpenID Connect provider (decision 086), Google or any other: all three of
 * issuer, client id and secret, or none (then there is no button and the routes are 404).
 */
export const oidcEnvShape = {
  /** The provider's issuer URL, e.g. https://accounts.google.com. */
  OIDC_ISSUER: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  /** The provider's name on the button ("Doorgaan met Google"). */
  OIDC_NAME: z.string().trim().min(1).max(40).default("Google"),
};

type OidcEnv = {
  OIDC_ISSUER?: string | undefined;
  OIDC_CLIENT_ID?: string | undefined;
  OIDC_CLIENT_SECRET?: string | undefined;
  OIDC_NAME: string;
  APP_URL: string;
};

export type OidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  name: string;
  /** Registered with the provider as the client's redirect URI. */
  redirectUri: string;
};

const loopback = (url: URL) =>
  url.hostname === "localhost" || url.hostname === "[::1]" || /^127\./.test(url.hostname);

/** Settings a site must not start with: half a configuration, or an issuer over plain http. */
export function oidcRefusals(env: OidcEnv): string[] {
  const set = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean);
  if (set.length === 0) return [];
  const refusals: string[] = [];
  if (set.length < 3) {
    refusals.push(
      "  OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: set all three for sign-in with an identity provider, or none",
    );
  }
  const issuer = env.OIDC_ISSUER ? new URL(env.OIDC_ISSUER) : null;
  // Tokens over plain http could be read on the way; a provider on this machine is a test's.
  if (issuer && issuer.protocol !== "https:" && !loopback(issuer)) {
    refusals.push("  OIDC_ISSUER: must be an https:// address");
  }
  return refusals;
}

/** The provider's settings, or null when sign-in with a provider is not configured. */
export function oidcSettings(env: OidcEnv): OidcSettings | null {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return null;
  return {
    issuer: env.OIDC_ISSUER,
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    name: env.OIDC_NAME,
    redirectUri: new URL("/auth/oidc/callback", env.APP_URL).href,
  };
}
