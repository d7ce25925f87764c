import http from "node:http";
import Provider from "oidc-provider";
import { freePort } from "./app-server";

/** A person at the tests' provider: the claims it tells the app about them. */
export type TestAccount = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
};

export const TEST_CLIENT = { id: "buurtoogst-test", secret: "test-client-secret-not-real" };

/**
 * A real OpenID Connect provider (oidc-provider) on a free port of this machine, for the
 * sign-in tests (decision 086). Its interaction signs in whichever account `signInAs` chose,
 * without a form, and consents to what the app asks; everything else (discovery, PKCE, state,
 * nonce, tokens, userinfo, keys) is the library's own.
 *
 * The app needs the issuer before the provider needs the app's callback: reserve the port with
 * `reserveOidcProvider()`, start the app with `issuer`, then `start(callbackUrl)`.
 */
export async function reserveOidcProvider() {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, TestAccount>();
  let current: string | null = null;
  let server: http.Server | null = null;

  async function interaction(
    provider: Provider,
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === "login") {
      if (!current) throw new Error("The test chose no account (signInAs)");
      return provider.interactionFinished(req, res, { login: { accountId: current } });
    }
    const clientId = String(details.params.client_id);
    const accountId = details.session?.accountId ?? "";
    const grant =
      (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
      new provider.Grant({ accountId, clientId });
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(" "));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    return provider.interactionFinished(
      req,
      res,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  }

  return {
    issuer,
    client: TEST_CLIENT,
    /** The app's settings for this provider. */
    env: (name = "Testprovider") => ({
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: TEST_CLIENT.id,
      OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
      OIDC_NAME: name,
    }),
    addAccount(account: TestAccount) {
      accounts.set(account.sub, account);
    },
    /** Who the next sign-in at the provider is (a browser already signed in there stays who it was). */
    signInAs(sub: string) {
      current = sub;
    },
    async start(redirectUri: string) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: TEST_CLIENT.id,
            client_secret: TEST_CLIENT.secret,
            redirect_uris: [redirectUri],
            grant_types: ["authorization_code"],
            response_types: ["code"],
            token_endpoint_auth_method: "client_secret_post",
          },
        ],
        claims: {
          openid: ["sub"],
          email: ["email", "email_verified"],
          profile: ["name", "given_name", "family_name"],
        },
        features: { devInteractions: { enabled: false } },
        // Set, so the library does not warn about its development defaults in every run.
        cookies: { keys: ["tests-only-cookie-key"] },
        ttl: {
          AccessToken: 600,
          AuthorizationCode: 60,
          Grant: 600,
          IdToken: 600,
          Interaction: 600,
          Session: 600,
        },
        pkce: { required: () => true },
        async findAccount(_ctx: unknown, id: string) {
          const account = accounts.get(id);
          return account ? { accountId: id, claims: async () => ({ ...account }) } : undefined;
        },
      });
      // Its default logs every error to the console; the tests look at the outcomes instead.
      provider.on("server_error", () => {});
      const handle = provider.callback();
      server = http.createServer((req, res) => {
        if (req.url?.startsWith("/interaction/")) {
          interaction(provider, req, res).catch((error: unknown) => {
            res.statusCode = 500;
            res.end(String(error));
          });
          return;
        }
        handle(req, res);
      });
      await new Promise<void>((resolve) => server?.listen(port, "127.0.0.1", resolve));
    },
    async stop() {
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
    },
  };
}
export type TestOidcProvider = Awaited<ReturnType<typeof reserveOidcProvider>>;

/**
 * Follows a sign-in from the app's authorization URL through the provider, as a browser would
 * (its cookies kept), up to the redirect back to `redirectUri`; returns that callback's query.
 */
export async function throughProvider(authorizationUrl: URL, redirectUri: string) {
  const cookies = new Map<string, string>();
  let url = authorizationUrl.href;
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, {
      redirect: "manual",
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const index = pair?.indexOf("=") ?? -1;
      if (pair && index > 0) cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const location = res.headers.get("location");
    if (!location)
      throw new Error(`The provider stopped at ${url}: ${res.status} ${await res.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(redirectUri)) return next.searchParams;
    url = next.href;
  }
  throw new Error("The provider never sent the browser back");
}
