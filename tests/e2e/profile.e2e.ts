import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loginAs, newUser } from "./accounts";
import { type Browser, openBrowser, screenshotDir } from "./browser";

let browser: Browser;
afterEach(async () => browser?.close());
beforeEach(() => mkdirSync(screenshotDir, { recursive: true }));

/** The demo provider's profile path, read from their profile settings page. */
async function providerProfilePath(page: Page) {
  await loginAs(page.context(), { email: "kweker@buurtoogst.nl" });
  await page.goto("/profile-settings");
  return (await page.locator('main a[href^="/u/"]').first().getAttribute("href"))!;
}

/** A provider's profile path, reached as a visitor: landing → listing → seller card. */
async function profileFromLanding(page: Page) {
  await page.goto("/");
  const href = await page
    .locator('section[aria-labelledby="new-title"] article a')
    .first()
    .getAttribute("href");
  await page.goto(href!);
  return (await page
    .locator('main section[aria-labelledby="listing-seller"] a')
    .first()
    .getAttribute("href"))!;
}

describe("profile page", () => {
  it("shows a visitor the provider's listings, reviews and a short bio", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page } = browser;
    const path = await profileFromLanding(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await page.waitForSelector("html[data-hydrated]");
    expect(await page.locator("h1").textContent()).toBeTruthy();
    expect(await page.locator("main").textContent()).toMatch(/Member since \w+ \d{4}/);
    expect(await page.locator("#profile-listings").textContent()).toMatch(/Listings \(\d+\)/);
    expect(await page.locator('main article a[href^="/l/"]').count()).toBeGreaterThan(0);
    expect(await page.locator("#reviews-provider").textContent()).toMatch(/As a seller \(\d+\)/);
    expect(await page.locator("#reviews-customer").textContent()).toMatch(/As a buyer \(\d+\)/);
    // Not the owner: a contact link, no edit link.
    expect(await page.locator('main a[href="/profile-settings"]').count()).toBe(0);
    expect(
      await page.locator("main").getByRole("link", { name: "Contact", exact: true }).count(),
    ).toBe(1);
    expect(
      new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname,
    ).toBe(path);
    await page.screenshot({ path: `${screenshotDir}/profile-1280.png`, fullPage: true });
  });

  it("truncates a long bio at 170 characters with a Show more toggle", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page } = browser;
    const path = await providerProfilePath(page);
    await page.context().clearCookies();
    await page.goto(path);
    await page.waitForSelector("html[data-hydrated]");
    const about = page.locator('section[aria-labelledby="profile-about"]');
    const short = ((await about.locator("p").first().textContent()) ?? "").trim();
    expect(short.endsWith("…")).toBe(true);
    expect(Array.from(short).length).toBeLessThanOrEqual(171);
    const full = about.locator("details p");
    expect(await full.isVisible()).toBe(false);
    await about.getByText("Show more").click();
    await expect.poll(() => full.isVisible()).toBe(true);
    expect(await full.textContent()).toContain("Wat ik over heb, deel ik graag met de buurt.");
    expect(await about.locator("p").first().isVisible()).toBe(false);
    expect(await about.getByText("Show more").isVisible()).toBe(false);
  });

  it("shows the owner an edit link to the profile settings", async () => {
    browser = await openBrowser({ width: 375, height: 812, locale: "en-US" });
    const { page } = browser;
    const path = await providerProfilePath(page);
    await page.goto(path);
    const edit = page.locator('main a[href="/profile-settings"]');
    expect(await edit.count()).toBe(1);
    expect(await edit.textContent()).toBe("Edit profile");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${screenshotDir}/profile-375.png`, fullPage: true });
  });

  it("shows the town of the postal code saved in the profile settings", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page } = browser;
    await loginAs(browser.context, await newUser({ firstName: "Jan", lastName: "Bakker" }));

    const save = async (postalCode: string, country: string) => {
      await page.goto("/profile-settings");
      await page.waitForSelector("html[data-hydrated]");
      await page.fill('input[name="postalCode"]', postalCode);
      await page.selectOption('select[name="country"]', country);
      await page.click('main form button[type="submit"]');
      await expect.poll(() => page.locator('[role="status"]').count()).toBeGreaterThan(0);
      await page.goto((await page.locator('main a[href^="/u/"]').first().getAttribute("href"))!);
      return (
        (await page.locator("main ul", { hasText: "Member since" }).textContent()) ?? ""
      ).trim();
    };

    expect(await save("8011ab", "NL")).toMatch(/^Zwolle/);
    expect(await save("1000", "BE")).toMatch(/^Brussel(?!e)/);
    // An unknown code is saved all the same, without a town.
    expect(await save("1099 ZZ", "NL")).toMatch(/^Member since/);
    await page.goto("/profile-settings");
    expect(await page.inputValue('input[name="postalCode"]')).toBe("1099 ZZ");
  });

  it("shows the uploaded profile photo in the top bar instead of the initials", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page } = browser;
    await loginAs(browser.context, await newUser({ firstName: "Fenna", lastName: "Hof" }));
    await page.goto("/");
    const avatar = page.locator("summary[aria-label]");
    await expect.poll(() => avatar.textContent()).toBe("FH");

    await page.goto("/profile-settings");
    await page.waitForSelector("html[data-hydrated]");
    await page.setInputFiles('main input[type="file"]', "public/static/logo-512.png");
    await expect.poll(() => avatar.locator("img").count(), { timeout: 20_000 }).toBe(1);
    // And after a fresh page load, from the session's user row.
    await page.goto("/");
    await expect.poll(() => avatar.locator("img").count()).toBe(1);
    expect((await avatar.textContent())?.trim()).toBe("");
  });

  it("answers a malformed or unknown id with 404", async () => {
    browser = await openBrowser();
    expect((await browser.page.goto("/u/not-a-uuid"))?.status()).toBe(404);
    expect((await browser.page.goto("/u/00000000-0000-4000-8000-000000000000"))?.status()).toBe(
      404,
    );
  });
});
