import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createListing } from "../factories";
import { acceptCookies, loginAs, newUser } from "./accounts";
import { type Browser, openBrowser, screenshotDir } from "./browser";
import { journeySetup } from "./journey";

const journey = journeySetup();

// Decision 083: an operator finds a user, bans them with a reason, sees the row in the audit
// log and lifts the ban; a user deletes their own account. At a desktop and a phone width.

let browser: Browser;
afterEach(async () => browser?.close());
beforeEach(() => mkdirSync(screenshotDir, { recursive: true }));

const tag = () => `Zoek${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** The form of one action on the user page, by its hidden intent. */
const actionForm = (page: Page, intent: string) =>
  page.locator(`main form:has(input[name="intent"][value="${intent}"])`);

describe.each([1280, 390])("the operator's users section at %i px", (width) => {
  it("finds a user, bans with a reason, shows it in the audit log, and unbans", async () => {
    browser = await openBrowser({ width, height: 900 });
    const { page, context } = browser;
    await acceptCookies(context);
    const name = tag();
    const target = await newUser({ firstName: name, lastName: "Tuinier" });
    await loginAs(context, { email: "beheer@buurtoogst.nl" });

    await page.goto("/operator/users");
    await page.waitForSelector("html[data-hydrated]");
    await page.fill('main input[name="q"]', name);
    await page.click('main form[role="search"] button');
    await page.waitForURL((url) => url.searchParams.get("q") === name);
    // The newest account is on the unfiltered list too: wait for the search's one row.
    await expect.poll(() => page.locator("main tbody tr").count()).toBe(1);
    const link = page.locator(`main a[href="/operator/users/${target.id}"]`);
    await link.waitFor();
    await page.screenshot({ path: `${screenshotDir}/operator-users-${width}.png`, fullPage: true });
    await link.click();
    await page.waitForURL((url) => url.pathname === `/operator/users/${target.id}`);
    await expect.poll(() => page.locator("main h2").first().textContent()).toBe(`${name} Tuinier`);

    const ban = actionForm(page, "ban");
    // Without a reason the form says so at the field and bans nobody.
    await ban.locator("button").click();
    await ban.locator('[aria-invalid="true"]').waitFor();
    await ban.locator("textarea").fill("Stuurt kopers naar een nepwinkel");
    await ban.locator("button").click();
    await page.locator('[role="status"]').waitFor();
    expect(await page.locator('[role="status"]').textContent()).toContain("geblokkeerd");
    await actionForm(page, "unban").waitFor();
    await page.screenshot({ path: `${screenshotDir}/operator-user-${width}.png`, fullPage: true });

    await page.goto(`/operator/audit?target=${target.id}`);
    const row = page.locator("main tbody tr").first();
    expect(await row.textContent()).toContain("user.ban");
    expect(await row.textContent()).toContain("Stuurt kopers naar een nepwinkel");
    await page.screenshot({
      path: `${screenshotDir}/operator-audit-ban-${width}.png`,
      fullPage: true,
    });

    await page.goto(`/operator/users/${target.id}`);
    await page.waitForSelector("html[data-hydrated]");
    const unban = actionForm(page, "unban");
    await unban.locator("textarea").fill("Misverstand, opgehelderd");
    await unban.locator("button").click();
    await actionForm(page, "ban").waitFor();
    expect(await page.locator('[role="status"]').textContent()).toContain("opgeheven");
  });
});

describe.each([1280, 390])("deleting your own account at %i px", (width) => {
  it("asks the password, logs out and lands on the landing page with a message", async () => {
    browser = await openBrowser({ width, height: 900 });
    const { page, context } = browser;
    await acceptCookies(context);
    const user = await newUser({ firstName: tag(), lastName: "Weg" });
    await loginAs(context, user);

    await page.goto("/account/delete");
    await page.waitForSelector("html[data-hydrated]");
    await page.screenshot({ path: `${screenshotDir}/delete-account-${width}.png`, fullPage: true });
    await page.fill('main input[name="password"]', "niet-mijn-wachtwoord");
    await page.click('main form button[type="submit"]');
    await page.locator('main [aria-invalid="true"]').waitFor();
    await page.fill('main input[name="password"]', "Wachtwoord123!");
    await page.click('main form button[type="submit"]');
    await page.waitForURL((url) => url.pathname === "/" && url.search === "?account=deleted");
    expect(await page.locator('[role="status"]').first().textContent()).toContain(
      "Je account is verwijderd",
    );
    await page.screenshot({
      path: `${screenshotDir}/account-deleted-${width}.png`,
      fullPage: false,
    });
    // Signed out: the account pages send to sign-up.
    await page.goto("/account/contact-details");
    expect(new URL(page.url()).pathname).toBe("/signup");
  });
});

describe.each([1280, 390])("the operator's listings section at %i px", (width) => {
  it("finds a listing by title, shows its grower and closes it with a reason", async () => {
    browser = await openBrowser({ width, height: 900 });
    const { page, context } = browser;
    await acceptCookies(context);
    const word = tag();
    const grower = await newUser({ firstName: "Gert", lastName: word, stripeConnected: true });
    const listing = await createListing(journey.db(), {
      authorId: grower.id,
      title: `Rabarber ${word}`,
      priceAmount: 250,
    });
    await loginAs(context, { email: "beheer@buurtoogst.nl" });

    await page.goto(`/operator/listings?q=${encodeURIComponent(word)}`);
    await page.waitForSelector("html[data-hydrated]");
    const item = page.locator(`main li:has(a[href="/l/${listing.id}"])`);
    expect(await item.locator(`a[href="/operator/users/${grower.id}"]`).textContent()).toBe(
      `Gert ${word}`,
    );
    await item.locator('input[name="reason"]').fill("Geen eigen oogst");
    await item.locator('button[value="close"]').click();
    await page.locator('[role="status"]').waitFor();
    expect(await page.locator('[role="status"]').first().textContent()).toContain("gesloten");
    await page.screenshot({
      path: `${screenshotDir}/operator-listings-${width}.png`,
      fullPage: true,
    });
  });
});
