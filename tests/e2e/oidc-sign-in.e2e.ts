import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { startAppServer } from "../setup/app-server";
import { reserveOidcProvider, type TestOidcProvider } from "../setup/oidc-provider";
import { acceptCookies, SIGNUP_PASSWORD } from "./accounts";
import { type Browser, openBrowser, screenshotDir } from "./browser";
import { axeViolations, noSideways } from "./journey";

// Sign-in with an OpenID Connect provider (decision 086): the app with OIDC_* pointing at a
// real provider (oidc-provider) on this machine, whose interaction signs in the account the
// test chose without a form. The journeys' shared server has no provider: no button there.
let idp: TestOidcProvider;
let app: Awaited<ReturnType<typeof startAppServer>>;
const browsers: Browser[] = [];

beforeAll(async () => {
  mkdirSync(screenshotDir, { recursive: true });
  idp = await reserveOidcProvider();
  app = await startAppServer({ purpose: "e2e-oidc", env: idp.env("Testprovider") });
  await idp.start(`${app.baseUrl}/auth/oidc/callback`);
});
afterAll(async () => {
  await app?.stop();
  await idp?.stop();
});
afterEach(async () => {
  while (browsers.length) await browsers.pop()!.close();
});

async function open(width = 1280, baseUrl = app.baseUrl) {
  const browser = await openBrowser({ width, height: width < 768 ? 844 : 900, baseUrl });
  browsers.push(browser);
  await acceptCookies(browser.context);
  return browser.page;
}

let counter = 0;
function providerPerson(email: string) {
  const sub = `e2e-${Date.now().toString(36)}-${counter++}`;
  idp.addAccount({
    sub,
    email,
    email_verified: true,
    given_name: "Femke",
    family_name: "van Dijk",
    name: "Femke van Dijk",
  });
  idp.signInAs(sub);
}
const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

const continueButton = (page: Page) =>
  page.getByRole("link", { name: "Doorgaan met Testprovider" });

/** Who the browser is signed in as, by the API the pages use. */
async function signedInEmail(page: Page): Promise<string | null> {
  const res = await page.request.get("/api/current_user/show");
  if (res.status() !== 200) return null;
  return ((await res.json()) as { data: { email: string } }).data.email;
}

async function goto(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated]");
}

describe("sign-in with an identity provider", () => {
  it("creates the account on the first sign-in after the completion form, and signs in later", async () => {
    const page = await open(1280);
    const email = unique("oidc-new");
    providerPerson(email);

    await goto(page, `/login?from=${encodeURIComponent("/inbox/orders")}`);
    await expect.poll(() => continueButton(page).isVisible()).toBe(true);
    await page.screenshot({ path: `${screenshotDir}/oidc-login-1280.png`, fullPage: true });
    await Promise.all([page.waitForURL(/\/auth\/oidc\/complete$/), continueButton(page).click()]);
    await page.waitForSelector("html[data-hydrated]");

    // Prefilled with what the provider said.
    expect(await page.inputValue('input[name="email"]')).toBe(email);
    expect(await page.inputValue('input[name="firstName"]')).toBe("Femke");
    expect(await page.inputValue('input[name="lastName"]')).toBe("van Dijk");
    await expect.poll(() => page.textContent("main")).toContain("bevestigd door Testprovider");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}/oidc-complete-1280.png`, fullPage: true });

    // The terms are not ticked for the user; what was typed stays.
    await page.fill('input[name="firstName"]', "Femmy");
    await page.click('main form button[type="submit"]');
    await expect
      .poll(() => page.textContent("main"))
      .toContain("Ga akkoord met de algemene voorwaarden");
    expect(await page.inputValue('input[name="firstName"]')).toBe("Femmy");

    await page.check('input[name="termsAccepted"]');
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/inbox/orders"),
      page.click('main form button[type="submit"]'),
    ]);
    expect(await signedInEmail(page)).toBe(email);

    // Logged out, the second sign-in goes straight through; a return location to another
    // site is not followed (as the password login, decision 039).
    await page.context().clearCookies({ name: "bt_session" });
    expect(await signedInEmail(page)).toBeNull();
    await goto(page, `/signup?from=${encodeURIComponent("//evil.example/")}`);
    await Promise.all([
      page.waitForURL((url) => url.origin === app.baseUrl && url.pathname === "/"),
      continueButton(page).click(),
    ]);
    expect(await signedInEmail(page)).toBe(email);
  });

  it("links to an existing password account only after its password", async () => {
    const page = await open(390);
    const email = unique("oidc-link");
    const signup = await page.request.post("/api/current_user/create", {
      data: { email, firstName: "Piet", lastName: "Jansen", password: SIGNUP_PASSWORD },
      headers: { Origin: app.baseUrl },
    });
    expect(signup.status()).toBe(201);
    await page.context().clearCookies({ name: "bt_session" });
    providerPerson(email);

    await goto(page, "/login");
    await page.screenshot({ path: `${screenshotDir}/oidc-login-390.png`, fullPage: true });
    await Promise.all([page.waitForURL(/\/auth\/oidc\/complete$/), continueButton(page).click()]);
    await page.waitForSelector("html[data-hydrated]");
    await expect.poll(() => page.textContent("main")).toContain(`account met ${email}`);
    expect(await noSideways(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}/oidc-link-390.png`, fullPage: true });

    await page.fill('input[name="password"]', "niet-het-wachtwoord");
    await page.click('main form button[type="submit"]');
    await expect.poll(() => page.textContent("main")).toContain("komen niet overeen");
    expect(await signedInEmail(page)).toBeNull();

    await page.fill('input[name="password"]', SIGNUP_PASSWORD);
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/"),
      page.click('main form button[type="submit"]'),
    ]);
    expect(await signedInEmail(page)).toBe(email);
  });

  it("shows the completion form on a phone", async () => {
    const page = await open(390);
    providerPerson(unique("oidc-phone"));
    await goto(page, "/signup");
    await Promise.all([page.waitForURL(/\/auth\/oidc\/complete$/), continueButton(page).click()]);
    await page.waitForSelector("html[data-hydrated]");
    expect(await noSideways(page)).toBe(0);
    await page.screenshot({ path: `${screenshotDir}/oidc-complete-390.png`, fullPage: true });
  });

  it("has no button and no routes when no provider is configured", async () => {
    const page = await open(1280, inject("baseUrl"));
    await page.goto("/login");
    await page.waitForSelector("html[data-hydrated]");
    expect(await page.getByText("Doorgaan met").count()).toBe(0);
    for (const path of ["/auth/oidc/start", "/auth/oidc/callback", "/auth/oidc/complete"]) {
      expect((await page.request.get(path, { maxRedirects: 0 })).status()).toBe(404);
    }
  });
});
