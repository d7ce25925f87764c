import * as client from "openid-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "#modules/errors";
import { apiClient, startTestApp } from "../../tests/setup/http-app";
import {
  reserveOidcProvider,
  type TestOidcProvider,
  throughProvider,
} from "../../tests/setup/oidc-provider";
import { testDb, testServices, uniqueEmail } from "../../tests/setup/services";
import { identitiesOn } from "./identities.server";

const APP_URL = "http://localhost:3000";
const CALLBACK = `${APP_URL}/auth/oidc/callback`;
const password = "Wachtwoord123!";
const someIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250)).join(".")}`;

let idp: TestOidcProvider;
beforeAll(async () => {
  idp = await reserveOidcProvider();
  await idp.start(CALLBACK);
});
afterAll(async () => idp?.stop());

const configured = () => testServices({ env: { APP_URL, ...idp.env("Testprovider") } }).services;
type Services = ReturnType<typeof configured>;

let counter = 0;
/** A new person at the provider; signs in as them from now on. */
function providerAccount(claims: { email?: string; email_verified?: boolean } = {}) {
  const sub = `sub-${Date.now().toString(36)}-${counter++}`;
  const email = claims.email ?? uniqueEmail("idp");
  idp.addAccount({
    sub,
    email,
    email_verified: claims.email_verified ?? true,
    given_name: "Sanne",
    family_name: "de Vries",
    name: "Sanne de Vries",
  });
  idp.signInAs(sub);
  return { sub, email };
}

/** The browser's round trip: start, the provider, the callback; the cookie's token with it. */
async function signIn(services: Services, returnTo = "/") {
  const { token, url } = await services.idp.start(returnTo);
  const query = await throughProvider(url, CALLBACK);
  return { token, query, result: await services.idp.callback(token, query) };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const terms = { termsAccepted: true as const };

describe("sign-in with an OpenID Connect provider (decision 086)", () => {
  it("is not there when no provider is configured", async () => {
    const { services } = testServices();
    expect(services.idp.providerName()).toBeNull();
    expect((await refusal(services.idp.start("/"))).status).toBe(404);
    expect((await refusal(services.idp.callback("x", new URLSearchParams()))).status).toBe(404);
  });

  it("creates the account on the first sign-in, with the provider's verified e-mail", async () => {
    const services = configured();
    const { email } = providerAccount();
    const { token, result } = await signIn(services, "/s?keywords=tomaat");
    expect(result.kind).toBe("complete");

    const pending = await services.idp.pending(token);
    expect(pending).toEqual({
      profile: { email, firstName: "Sanne", lastName: "de Vries", emailVerified: true },
      accountExists: false,
    });
    const { user, session, returnTo } = await services.idp.completeSignup(
      token,
      { email, firstName: "Sanne", lastName: "de Vries", ...terms },
      "nl",
    );
    expect(returnTo).toBe("/s?keywords=tomaat");
    expect(user).toMatchObject({ email, emailVerified: true, displayName: "Sanne de Vries" });
    expect((await services.auth.resolveSession(session.token))?.id).toBe(user.id);
    // The sign-in is used up: the same cookie completes nothing again.
    expect((await refusal(services.idp.pending(token))).messageId).toBe("OidcPage.expired");
  });

  it("signs the linked user in on later sign-ins, found by issuer and subject", async () => {
    const services = configured();
    const { email } = providerAccount();
    const first = await signIn(services);
    const { user } = await services.idp.completeSignup(
      first.token,
      { email, firstName: "Sanne", lastName: "de Vries", ...terms },
      "nl",
    );
    const again = await signIn(services, "/inbox/orders");
    expect(again.result.kind).toBe("signed-in");
    if (again.result.kind !== "signed-in") return;
    expect(again.result.returnTo).toBe("/inbox/orders");
    expect((await services.auth.resolveSession(again.result.session.token))?.id).toBe(user.id);
  });

  it("leaves the e-mail unverified, and mails a link, unless the provider vouches for that very address", async () => {
    const { services, mail } = testServices({ env: { APP_URL, ...idp.env() } });
    const { email } = providerAccount({ email_verified: false });
    const first = await signIn(services);
    const { user } = await services.idp.completeSignup(
      first.token,
      { email, firstName: "Sanne", lastName: "de Vries", ...terms },
      "nl",
    );
    expect(user.emailVerified).toBe(false);
    expect(mail.lastTo(email)?.text).toContain("/verify-email?t=");

    // Verified at the provider, but the user typed another address: that one is not.
    providerAccount();
    const other = uniqueEmail("typed");
    const second = await signIn(services);
    const created = await services.idp.completeSignup(
      second.token,
      { email: other, firstName: "Sanne", lastName: "de Vries", ...terms },
      "nl",
    );
    expect(created.user.emailVerified).toBe(false);
  });

  it("links to an existing account only with that account's password", async () => {
    const services = configured();
    const email = uniqueEmail("existing");
    const { user: existing } = await services.auth.signup(
      { email, firstName: "Piet", lastName: "Jansen", password },
      "nl",
    );
    providerAccount({ email });
    const { token } = await signIn(services);
    expect((await services.idp.pending(token)).accountExists).toBe(true);

    // Never silently: a new account with that e-mail is refused…
    const taken = await refusal(
      services.idp.completeSignup(
        token,
        { email, firstName: "Sanne", lastName: "de Vries", ...terms },
        "nl",
      ),
    );
    expect(taken.code).toBe("email-taken");
    // …and a wrong password links nothing.
    const wrong = await refusal(
      services.idp.linkExisting(token, { email, password: "niet-het-wachtwoord" }, someIp()),
    );
    expect(wrong.code).toBe("invalid-credentials");
    const linked = await services.idp.linkExisting(token, { email, password }, someIp());
    expect(linked.userId).toBe(existing.id);

    const again = await signIn(services);
    expect(again.result.kind).toBe("signed-in");
    if (again.result.kind === "signed-in") {
      expect((await services.auth.resolveSession(again.result.session.token))?.id).toBe(
        existing.id,
      );
    }
  });

  it("refuses a banned user as password login does", async () => {
    const services = configured();
    const { email } = providerAccount();
    const first = await signIn(services);
    await services.idp.completeSignup(
      first.token,
      { email, firstName: "Sanne", lastName: "de Vries", ...terms },
      "nl",
    );
    await services.bans.ban(email);
    const { token, url } = await services.idp.start("/");
    const query = await throughProvider(url, CALLBACK);
    const banned = await refusal(services.idp.callback(token, query));
    expect(banned).toMatchObject({ code: "user-banned", messageId: "LoginForm.accountBanned" });
  });

  it("refuses a callback with another sign-in's state, a replayed one, or a cancelled one", async () => {
    const services = configured();
    providerAccount();
    const a = await services.idp.start("/");
    const b = await services.idp.start("/");
    const queryB = await throughProvider(b.url, CALLBACK);
    expect((await refusal(services.idp.callback(a.token, queryB))).messageId).toBe(
      "OidcPage.failed",
    );
    const done = await services.idp.callback(b.token, queryB);
    expect(done.kind).toBe("complete");
    expect((await refusal(services.idp.callback(b.token, queryB))).messageId).toBe(
      "OidcPage.expired",
    );
    const c = await services.idp.start("/");
    const cancelled = new URLSearchParams({ error: "access_denied", state: "x" });
    expect((await refusal(services.idp.callback(c.token, cancelled))).messageId).toBe(
      "OidcPage.failed",
    );
    expect((await refusal(services.idp.callback(null, cancelled))).messageId).toBe(
      "OidcPage.expired",
    );
  });

  it("forgets the links of an erased account (identitiesOn(tx).removeAllOf)", async () => {
    const services = configured();
    const { email } = providerAccount();
    const first = await signIn(services);
    const { user } = await services.idp.completeSignup(
      first.token,
      { email, firstName: "Sanne", lastName: "de Vries", ...terms },
      "nl",
    );
    await testDb().transaction((tx) => identitiesOn(tx).removeAllOf(user.id));
    expect((await signIn(services)).result.kind).toBe("complete");
  });
});

/** An ID token as a client of its own would get it from the provider. */
async function idTokenFromProvider(): Promise<string> {
  const config = await client.discovery(
    new URL(idp.issuer),
    idp.client.id,
    idp.client.secret,
    undefined,
    { execute: [client.allowInsecureRequests] },
  );
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: CALLBACK,
    scope: "openid email profile",
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
  });
  const query = await throughProvider(url, CALLBACK);
  const callback = new URL(CALLBACK);
  callback.search = query.toString();
  const tokens = await client.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  if (!tokens.id_token) throw new Error("no ID token");
  return tokens.id_token;
}

describe("POST /api/auth/create-user-with-idp (spec §7)", () => {
  it("creates and signs in the user from the provider's ID token, with the same validation", async () => {
    const app = await startTestApp({ env: { APP_URL, ...idp.env() } });
    try {
      const api = apiClient(app.origin);
      providerAccount();
      const idpToken = await idTokenFromProvider();
      const email = uniqueEmail("api");

      const noTerms = await api.call("POST", "/api/auth/create-user-with-idp", { idpToken, email });
      expect(noTerms.status).toBe(400);
      expect(JSON.stringify(noTerms.json)).toContain("termsAccepted");

      const forged = await api.call("POST", "/api/auth/create-user-with-idp", {
        idpToken: `${idpToken.slice(0, -4)}AAAA`,
        email,
        termsAccepted: true,
      });
      expect(forged.status).toBe(401);

      // This provider keeps the profile claims out of its ID tokens (userinfo has them): what
      // the token does not say, the body must, as on the completion form.
      const noName = await api.call("POST", "/api/auth/create-user-with-idp", {
        idpToken,
        email,
        termsAccepted: true,
      });
      expect(noName.status).toBe(400);
      expect(noName.json.errors[0].meta.field).toBe("firstName");

      const created = await api.call("POST", "/api/auth/create-user-with-idp", {
        idpToken,
        email,
        firstName: "Anna",
        lastName: "Bakker",
        termsAccepted: true,
      });
      expect(created.status).toBe(201);
      expect(created.json.data).toMatchObject({ email, emailVerified: false });
      expect(created.json.data.profile.abbreviatedName).toBe("AB");
      const me = await api.call("GET", "/api/current_user/show");
      expect(me.json.data.email).toBe(email);

      const twice = await api.call("POST", "/api/auth/create-user-with-idp", {
        idpToken,
        email: uniqueEmail("api2"),
        termsAccepted: true,
      });
      expect(twice.status).toBe(409);
    } finally {
      await app.close();
    }
  });

  it("is 404 when no provider is configured", async () => {
    const app = await startTestApp();
    try {
      const res = await apiClient(app.origin).call("POST", "/api/auth/create-user-with-idp", {
        idpToken: "x",
        termsAccepted: true,
      });
      expect(res.status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
