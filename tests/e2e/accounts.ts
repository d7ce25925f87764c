import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, inject } from "vitest";
import { createAuthService } from "#modules/auth/server";
import { userAccountsOn } from "#modules/users/server";
import { SESSION_COOKIE } from "../../app/auth/session.server";
import { createDatabase, type Database } from "../../db/client";
import { sessions } from "../../db/schema";
import { createUser, DEFAULT_PASSWORD, type UserOverrides } from "../factories";
import { linkFromMail } from "./browser";

/**
 * Getting a browser signed in (decision 076). Journeys about signing up or logging in go
 * through the forms (`signUp`, `logIn`); every other journey starts signed in with `loginAs`,
 * a session the app's own auth service made, set as the browser's session cookie.
 */

/** The password the journeys sign up with. */
export const SIGNUP_PASSWORD = "Wachtwoord123!";

export type Names = { firstName: string; lastName: string };
const KIM: Names = { firstName: "Kim", lastName: "Koper" };

/** Fills in the signup form already on screen and sends it (where it goes is the caller's). */
export async function fillSignUp(page: Page, email: string, names: Names = KIM) {
  await page.waitForSelector("html[data-hydrated]");
  // The cookie notice sits above the bottom of the page on a phone: out of the way first.
  const notice = page.locator(
    'section[aria-label="Cookiemelding"], section[aria-label="Cookie notice"]',
  );
  if (await notice.count()) await notice.getByRole("button").click();
  await page.fill('main input[name="email"]', email);
  await page.fill('main input[name="firstName"]', names.firstName);
  await page.fill('main input[name="lastName"]', names.lastName);
  await page.fill('main input[name="password"]', SIGNUP_PASSWORD);
  await page.click('main form button[type="submit"]');
}

/** Signs up from /signup; resolves once the app has left the signup page. */
export async function signUp(page: Page, email: string, names: Names = KIM) {
  await page.goto("/signup");
  await fillSignUp(page, email, names);
  await page.waitForURL((url) => url.pathname !== "/signup");
}

/** Opens the verification link from the signup mail; resolves on the verified page. */
export async function verifyEmail(page: Page, email: string) {
  await page.goto(await linkFromMail(email, `${inject("baseUrl")}/verify-email?t=`));
  await page.waitForSelector("html[data-hydrated]");
}

/** Fills in the login form already on screen and sends it. */
export async function fillLogIn(page: Page, email: string, password = DEFAULT_PASSWORD) {
  await page.waitForSelector("html[data-hydrated]");
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', password);
  await page.click('main form button[type="submit"]');
}

/**
 * Logs in from /login (the factories' password unless given); back on the landing page with
 * the signed-in top bar.
 */
export async function logIn(page: Page, email: string, password = DEFAULT_PASSWORD) {
  await page.goto("/login");
  await fillLogIn(page, email, password);
  await page.waitForURL((url) => url.pathname === "/");
  // The top bar shows the signed-in links once the root data has been loaded again.
  await page.waitForSelector('header a[href="/inbox"]', { state: "attached" });
}

/** Cookie consent given, so the cookie notice covers nothing (as `journeySetup().open`). */
export async function acceptCookies(context: BrowserContext) {
  await context.addCookies([{ name: "euCookiesAccepted", value: "1", url: inject("baseUrl") }]);
}

/** An app server a journey started itself (`startAppServer`); the shared one unless given. */
export type AppServer = { baseUrl: string; databaseUrl: string };
const sharedServer = (): AppServer => ({
  baseUrl: inject("baseUrl"),
  databaseUrl: inject("databaseUrl"),
});

const databases = new Map<string, Database>();
afterAll(async () => {
  for (const db of databases.values()) await db.$client.end();
  databases.clear();
});
/** The database of a journeys' app server, opened on first use. */
function journeysDb(url = inject("databaseUrl")) {
  let db = databases.get(url);
  if (!db) {
    db = createDatabase(url, 1);
    databases.set(url, db);
  }
  return db;
}

/** The id of an account (a demo account, say) on the journeys' database. */
export async function userIdOf(email: string, server: AppServer = sharedServer()) {
  const user = await userAccountsOn(journeysDb(server.databaseUrl), () => new Date()).findByEmail(
    email,
  );
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

/** A new verified account with the factories' password, for a journey to sign in as. */
export const newUser = (overrides: UserOverrides = {}) => createUser(journeysDb(), overrides);

/**
 * Signs `user` (a user row, or a demo account by its e-mail) in without the login form: a
 * session from the app's auth service on the journeys' database, as the `bt_session` cookie of
 * the browser context. The next page the browser opens is signed in (an operator's session has
 * passed the second factor). `server`: a journey's own app server.
 */
export async function loginAs(
  context: BrowserContext,
  user: { id: string } | { email: string },
  server: AppServer = sharedServer(),
) {
  const db = journeysDb(server.databaseUrl);
  const now = () => new Date();
  const auth = createAuthService({
    db,
    mailer: {
      send: async () => {
        throw new Error("loginAs sends no mail");
      },
    },
    appUrl: server.baseUrl,
    loginRateLimit: 1,
    loginIpRateLimit: 1,
    now,
  });
  const id = "id" in user ? user.id : (await userAccountsOn(db, now).findByEmail(user.email))?.id;
  if (!id) throw new Error(`loginAs: no user ${JSON.stringify(user)}`);
  const session = await auth.startSession(id);
  // An operator's session as the sign-in's second step leaves it (decision 085): journeys
  // about that step go through the form (operator-security.e2e.ts).
  await db
    .update(sessions)
    .set({ secondFactorAt: now() })
    .where(eq(sessions.id, createHash("sha256").update(session.token).digest("hex")));
  await context.addCookies([
    {
      name: SESSION_COOKIE,
      value: session.token,
      url: server.baseUrl,
      httpOnly: true,
      sameSite: "Lax",
      expires: Math.floor(session.expiresAt.getTime() / 1000),
    },
  ]);
}
