import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  reserveOidcProvider,
  type TestOidcProvider,
  throughProvider,
} from "../../../tests/setup/oidc-provider";
import { routeContext, routeOutcome } from "../../../tests/setup/route-context";
import { testServices, uniqueEmail } from "../../../tests/setup/services";
import * as callback from "./oidc-callback";
import * as complete from "./oidc-complete";
import * as start from "./oidc-start";

const APP_URL = "http://localhost:3000";
const CALLBACK = `${APP_URL}/auth/oidc/callback`;

let idp: TestOidcProvider;
beforeAll(async () => {
  idp = await reserveOidcProvider();
  await idp.start(CALLBACK);
});
afterAll(async () => idp?.stop());

/** A page request as the browser sends it, with the sign-in cookie when there is one. */
function args(
  services: ReturnType<typeof testServices>["services"],
  path: string,
  options: { cookie?: string; fields?: Record<string, string> } = {},
) {
  const headers = options.cookie ? { cookie: options.cookie } : undefined;
  let request: Request;
  if (options.fields) {
    const body = new FormData();
    for (const [k, v] of Object.entries(options.fields)) body.set(k, v);
    request = new Request(`${APP_URL}${path}`, { method: "POST", body, headers });
  } else {
    request = new Request(`${APP_URL}${path}`, { headers });
  }
  return { context: routeContext(services, null), request, params: {} } as never;
}

/** The raw Set-Cookie lines of a route's response. */
async function setCookies(run: () => unknown): Promise<{ location: string; cookies: string[] }> {
  const response = await Promise.resolve()
    .then(run)
    .catch((thrown: unknown) => thrown);
  if (!(response instanceof Response)) throw new Error("expected a redirect");
  return {
    location: response.headers.get("Location") ?? "",
    cookies: response.headers.getSetCookie(),
  };
}

describe("the OIDC pages (decision 086)", () => {
  it("are 404 when no provider is configured", async () => {
    const { services } = testServices();
    for (const run of [
      () => start.loader(args(services, "/auth/oidc/start")),
      () => callback.loader(args(services, "/auth/oidc/callback?code=x&state=y")),
      () => complete.loader(args(services, "/auth/oidc/complete")),
      () =>
        complete.action(args(services, "/auth/oidc/complete", { fields: { intent: "signup" } })),
    ]) {
      expect((await routeOutcome(run)).status).toBe(404);
    }
  });

  it("start, callback and completion: the cookie, the return path, the terms", async () => {
    const { services } = testServices({ env: { APP_URL, ...idp.env() } });
    const email = uniqueEmail("route");
    const sub = `route-${Math.random().toString(36).slice(2)}`;
    idp.addAccount({ sub, email, email_verified: true, name: "Jan Smit" });
    idp.signInAs(sub);

    const started = await setCookies(() =>
      start.loader(
        args(services, `/auth/oidc/start?from=${encodeURIComponent("//evil.example/")}`),
      ),
    );
    expect(started.location.startsWith(`${idp.issuer}/`)).toBe(true);
    const authorization = new URL(started.location);
    expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorization.searchParams.get("redirect_uri")).toBe(CALLBACK);
    const [oidcCookie] = started.cookies;
    expect(oidcCookie).toMatch(
      /^bt_oidc=[^;]+; Path=\/auth\/oidc; HttpOnly; SameSite=Lax; Expires=/,
    );
    const cookie = oidcCookie!.split(";")[0]!;

    const query = await throughProvider(authorization, CALLBACK);
    const back = await setCookies(() =>
      callback.loader(args(services, `/auth/oidc/callback?${query}`, { cookie })),
    );
    expect(back.location).toBe("/auth/oidc/complete");

    const page = await routeOutcome(() =>
      complete.loader(args(services, "/auth/oidc/complete", { cookie })),
    );
    expect(page.body).toMatchObject({
      profile: { email, firstName: "Jan", lastName: "Smit", emailVerified: true },
      accountExists: false,
    });

    const fields = { intent: "signup", email, firstName: "Jan", lastName: "Smit" };
    const noTerms = await routeOutcome(() =>
      complete.action(args(services, "/auth/oidc/complete", { cookie, fields })),
    );
    expect(noTerms.status).toBe(400);
    expect(noTerms.body).toMatchObject({
      fieldErrors: { termsAccepted: "IdpSignupForm.termsRequired" },
      values: { firstName: "Jan" },
    });

    const done = await setCookies(() =>
      complete.action(
        args(services, "/auth/oidc/complete", {
          cookie,
          fields: { ...fields, termsAccepted: "on" },
        }),
      ),
    );
    // The return path to another site was dropped at the start.
    expect(done.location).toBe("/");
    expect(done.cookies.some((c) => c.startsWith("bt_session="))).toBe(true);
    expect(done.cookies.some((c) => /^bt_oidc=;.*Max-Age=0/.test(c))).toBe(true);
  });

  it("offers linking when the e-mail has an account, or a new account with another address", async () => {
    const { services } = testServices({ env: { APP_URL, ...idp.env() } });
    const email = uniqueEmail("route-link");
    await services.auth.signup(
      { email, firstName: "Piet", lastName: "Jansen", password: "Wachtwoord123!" },
      "nl",
    );
    const sub = `route-${Math.random().toString(36).slice(2)}`;
    idp.addAccount({ sub, email, email_verified: true, name: "Piet Jansen" });
    idp.signInAs(sub);
    const started = await setCookies(() => start.loader(args(services, "/auth/oidc/start")));
    const cookie = started.cookies[0]!.split(";")[0]!;
    const query = await throughProvider(new URL(started.location), CALLBACK);
    await setCookies(() =>
      callback.loader(args(services, `/auth/oidc/callback?${query}`, { cookie })),
    );

    const link = await routeOutcome(() =>
      complete.loader(args(services, "/auth/oidc/complete", { cookie })),
    );
    expect(link.body).toMatchObject({ accountExists: true });
    const other = await routeOutcome(() =>
      complete.loader(args(services, "/auth/oidc/complete?other=1", { cookie })),
    );
    expect(other.body).toMatchObject({ accountExists: false, profile: { email } });
  });

  it("a callback without its sign-in says it expired", async () => {
    const { services } = testServices({ env: { APP_URL, ...idp.env() } });
    const outcome = await routeOutcome(() =>
      callback.loader(args(services, "/auth/oidc/callback?code=x&state=y")),
    );
    expect(outcome.status).toBe(400);
    expect(outcome.body).toMatchObject({ messageId: "OidcPage.expired" });
  });
});
