import { mkdirSync } from "node:fs";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "./accounts";
import { type Browser, openBrowser, screenshotDir } from "./browser";

let browser: Browser;
afterEach(async () => browser?.close());
beforeAll(() => mkdirSync(screenshotDir, { recursive: true }));

describe("menus", () => {
  it("gives an operator a link to /operator in the profile menu (1280 px)", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await loginAs(page.context(), { email: "beheer@buurtoogst.nl" });
    await page.goto("/");
    await page.waitForSelector("html[data-hydrated]");
    await page.click('summary[aria-label="Profielmenu"]');
    const link = page.locator('details[open] a[href="/operator"]');
    expect(await link.textContent()).toBe("Beheer van de marktplaats");
    await page.screenshot({ path: `${screenshotDir}/operator-menu-1280.png` });
    await link.click();
    await page.waitForURL((url) => url.pathname === "/operator");
  });

  it("gives an operator the link in the mobile menu (390 px), and a provider none", async () => {
    browser = await openBrowser({ width: 390, height: 844 });
    const { page } = browser;
    await loginAs(page.context(), { email: "beheer@buurtoogst.nl" });
    await page.goto("/?mobilemenu=open");
    await page.waitForSelector("html[data-hydrated]");
    const link = page.locator('dialog a[href="/operator"]');
    expect(await link.textContent()).toBe("Beheer van de marktplaats");
    await page.screenshot({ path: `${screenshotDir}/operator-menu-390.png` });

    await page.context().clearCookies();
    await loginAs(page.context(), { email: "kweker@buurtoogst.nl" });
    await page.goto("/?mobilemenu=open");
    await page.waitForSelector('dialog a[href="/listings"]');
    expect(await page.locator('dialog a[href="/operator"]').count()).toBe(0);
  });
});

describe("Plaats je oogst, logged out", () => {
  it("asks a returning grower to log in, then opens the wizard", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto("/");
    await page.waitForSelector("html[data-hydrated]");
    await page.click('header nav a[href="/l/new"]');
    await page.waitForURL((url) => url.pathname === "/login");
    expect(new URL(page.url()).searchParams.get("from")).toBe("/l/new");
    const signup = page.locator("main a", { hasText: "Meld je gratis aan" });
    await signup.waitFor({ state: "visible" });
    expect(await signup.getAttribute("href")).toBe("/signup?from=%2Fl%2Fnew");
    expect(await page.locator("main").textContent()).toContain("Nog geen account?");
    await page.fill('input[name="email"]', "kweker@buurtoogst.nl");
    await page.fill('input[name="password"]', "Kweker2026!");
    await page.click('main form button[type="submit"]');
    await page.waitForURL((url) => url.pathname.endsWith("/new/details"));
  });

  it("lets a new grower sign up from the login page and still land in the wizard", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto("/l/new");
    await page.waitForSelector("html[data-hydrated]");
    await page.click('main a:has-text("Meld je gratis aan")');
    await page.waitForURL((url) => url.pathname === "/signup");
    expect(new URL(page.url()).searchParams.get("from")).toBe("/l/new");
    // The URL changes before the signup form replaces the login form (which has an e-mail
    // field too): wait for the signup form itself.
    await page.locator('main input[name="firstName"]').waitFor();
    await page.fill('input[name="email"]', `smalls-${Date.now().toString(36)}@example.test`);
    await page.fill('input[name="firstName"]', "Lotte");
    await page.fill('input[name="lastName"]', "Dekker");
    await page.fill('input[name="password"]', "Wachtwoord123!");
    await page.click('main form button[type="submit"]');
    await page
      .waitForURL((url) => url.pathname.endsWith("/new/details"), { timeout: 45_000 })
      .catch(async (error: Error) => {
        // Say what the page showed instead (a form error, a slow mail server…).
        const shown = await page.locator("main").textContent();
        throw new Error(`${error.message}\nPage showed: ${shown}`);
      });
  });
});

describe("About page", () => {
  for (const width of [1280, 390]) {
    it(`shows the company's KvK number, address and e-mail (${width} px)`, async () => {
      browser = await openBrowser({ width, height: width > 1000 ? 900 : 844 });
      const { page } = browser;
      await page.goto("/about#company");
      const details = page.locator("#company");
      await details.scrollIntoViewIfNeeded();
      const text = await details.textContent();
      expect(text).toContain("Bedrijfsgegevens");
      expect(text).toContain("KvK-nummer12345678");
      expect(text).toContain("Oudegracht 123");
      expect(text).toContain("3511 AB Utrecht");
      expect(await details.locator('a[href="mailto:hallo@buurtoogst.nl"]').count()).toBe(1);
      await page.screenshot({ path: `${screenshotDir}/about-company-${width}.png` });
    });
  }
});

describe("avatars", () => {
  it("show a garden name's initials beside it, not the person's", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto("/s?keywords=Gentse");
    const card = page.locator('main article a[href^="/l/"]', { hasText: "Gentse tuin" }).first();
    await page.goto((await card.getAttribute("href"))!);
    const seller = page.locator('section[aria-labelledby="listing-seller"]');
    expect(await seller.textContent()).toContain("Tuinderij 't Kloosterhof");
    // Lieven De Smet's initials would be "LD".
    expect(await seller.locator('[aria-hidden="true"]').first().textContent()).toBe("TK");
  });
});
