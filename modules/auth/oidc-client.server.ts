import { createRemoteJWKSet, jwtVerify } from "jose";
import * as client from "openid-client";
import type { IdpClaims } from "./idp-claims";

export type OidcProviderSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  name: string;
  redirectUri: string;
};

/** A provider account as the provider vouched for it: issuer, subject and the claims we use. */
export type ProviderIdentity = { issuer: string; subject: string; claims: IdpClaims };

/** The claims kept until the completion form: nothing beyond what profileFromClaims reads. */
const KEPT = ["sub", "email", "email_verified", "given_name", "family_name", "name"] as const;

function keptClaims(claims: Record<string, unknown>, sub: string): IdpClaims {
  const kept: Record<string, unknown> = {};
  for (const key of KEPT) if (claims[key] !== undefined) kept[key] = claims[key];
  return { ...kept, sub };
}

const isLoopback = (url: URL) =>
  url.hostname === "localhost" || url.hostname === "[::1]" || /^127\./.test(url.hostname);

/**
 * One OpenID Connect provider through openid-client (decision 086): discovery once (again after
 * a failure), the authorization code flow with PKCE, state and nonce, and ID tokens that a
 * client obtained itself (the JSON API's create-user-with-idp).
 */
export function createOidcClient(settings: OidcProviderSettings) {
  let configuration: Promise<client.Configuration> | null = null;
  let keys: ReturnType<typeof createRemoteJWKSet> | null = null;

  function config(): Promise<client.Configuration> {
    const issuer = new URL(settings.issuer);
    configuration ??= client
      .discovery(
        issuer,
        settings.clientId,
        settings.clientSecret,
        undefined,
        // Plain http only for a provider on this machine (the tests'); the env refuses others.
        isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error) => {
        configuration = null;
        throw error;
      });
    return configuration;
  }

  return {
    name: settings.name,

    async authorizationUrl(checks: { state: string; nonce: string; codeVerifier: string }) {
      return client.buildAuthorizationUrl(await config(), {
        redirect_uri: settings.redirectUri,
        scope: "openid email profile",
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: "S256",
        state: checks.state,
        nonce: checks.nonce,
      });
    },

    /** The provider's answer on the callback, checked against what this sign-in started with. */
    async identityFromCallback(
      query: URLSearchParams,
      checks: { state: string; nonce: string; codeVerifier: string },
    ): Promise<ProviderIdentity> {
      const cfg = await config();
      // The callback as registered, whatever proxy the request came through.
      const current = new URL(settings.redirectUri);
      current.search = query.toString();
      const tokens = await client.authorizationCodeGrant(cfg, current, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error("The provider sent no ID token");
      let claims: Record<string, unknown> = { ...idClaims };
      // Providers that keep profile claims out of the ID token give them at userinfo.
      if (tokens.access_token) {
        const info = await client.fetchUserInfo(cfg, tokens.access_token, idClaims.sub);
        claims = { ...info, ...idClaims };
      }
      return {
        issuer: cfg.serverMetadata().issuer,
        subject: idClaims.sub,
        claims: keptClaims(claims, idClaims.sub),
      };
    },

    /** An ID token issued by this provider to this client, checked by the provider's keys. */
    async identityFromIdToken(idToken: string): Promise<ProviderIdentity> {
      const metadata = (await config()).serverMetadata();
      if (!metadata.jwks_uri) throw new Error("The provider publishes no keys");
      keys ??= createRemoteJWKSet(new URL(metadata.jwks_uri));
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: metadata.issuer,
        audience: settings.clientId,
      });
      if (!payload.sub) throw new Error("The ID token names no subject");
      return {
        issuer: metadata.issuer,
        subject: payload.sub,
        claims: keptClaims(payload, payload.sub),
      };
    },
  };
}
export type OidcClient = ReturnType<typeof createOidcClient>;

export const oidcChecks = () => ({
  state: client.randomState(),
  nonce: client.randomNonce(),
  codeVerifier: client.randomPKCECodeVerifier(),
});
