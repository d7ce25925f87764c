import { afterEach, describe, expect, inject, it } from "vitest";
import { type Browser, openBrowser, screenshotDir } from "./browser";

// Spec §2 missing-information reminder (decision 065): it asks a user with an
// unverified e-mail once they have a listing; dismissed, it stays away for the whole listing
// wizard (its tabs are steps of one task, not new paths), returns on another page, and a closed
// reminder never leaves the page behind it inert.

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

async function shot(b: Browser, name: string) {
  await b.page.evaluate(() => window.scrollTo(0, 0));
  await b.page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

describe("e-mail verification reminder", () => {
  it("is dismissed once for the whole listing wizard and never leaves the page inert", async () => {
    browser = await openBrowser({ locale: "nl-NL" });
    const b = browser;
    const { page } = b;
    await b.context.addCookies([{ name: "euCookiesAccepted", value: "1", url: inject("baseUrl") }]);
    const reminder = page.locator("dialog[open]", { hasText: "Bevestig je e-mailadres" });
    const modalOpen = () => page.evaluate(() => document.querySelector("dialog:modal") !== null);
    /** Types into a field the way a person does: a click (refused if covered) and keys. */
    const typeInto = async (selector: string, text: string) => {
      await page.click(selector, { timeout: 5_000 });
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.type(text);
      expect(await page.inputValue(selector)).toBe(text);
    };

    // A new grower, e-mail not verified yet.
    await page.goto("/signup");
    await page.waitForSelector("html[data-hydrated]");
    await page.fill(
      'main input[name="email"]',
      `herinnering-${Date.now().toString(36)}@example.test`,
    );
    await page.fill('main input[name="firstName"]', "Els");
    await page.fill('main input[name="lastName"]', "Visser");
    await page.fill('main input[name="password"]', "Wachtwoord123!");
    await page.click('main form button[type="submit"]');
    await page.waitForURL(/\/confirm$/);

    // No listings and no orders yet: the wizard starts without the reminder.
    await page.goto("/l/new");
    await page.waitForSelector("html[data-hydrated]");
    await page.fill('main input[name="title"]', `Boerenkool ${Date.now().toString(36)}`);
    await page.fill('main textarea[name="description"]', "Na de eerste vorst geoogst.");
    await page.selectOption('main select[name="category"]', "groenten");
    await page.selectOption('main select[name="unit"]', "perPiece");
    await page.selectOption('main select[name="brand"]', "ownGarden");
    await page.selectOption('main select[name="size"]', "small");
    expect(await reminder.count()).toBe(0);
    await page.click('main form button[type="submit"]');

    // The first save made a draft: now the user has a listing, and the reminder asks.
    await page.waitForURL(new RegExp(`/${UUID}/draft/pricing$`));
    await reminder.waitFor();
    expect(await modalOpen()).toBe(true);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(b, "email-reminder-wizard-390");
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(b, "email-reminder-wizard-1280");
    await reminder.getByRole("button", { name: "Sluiten" }).click();
    await expect.poll(modalOpen).toBe(false);
    expect(await reminder.count()).toBe(0);

    // Closed, it leaves nothing inert: the fields behind it take clicks and typing.
    await typeInto('main input[name="price"]', "3,50");
    await typeInto('main input[name="stock"]', "12");
    await page.click('main form button[type="submit"]');

    // The next tab is the same task: no reminder, typing works at once.
    await page.waitForURL(/\/draft\/delivery$/);
    await page.waitForSelector('main input[name="pickupEnabled"]');
    expect(await reminder.count()).toBe(0);
    expect(await modalOpen()).toBe(false);
    await page.check('main input[name="pickupEnabled"]');
    await typeInto('main input[name="address"]', "Zwolle");
    await page.keyboard.press("Escape");

    // Back a tab by its link: still the wizard, still no reminder.
    await page.goBack();
    await page.waitForURL(/\/draft\/pricing$/);
    await page.waitForSelector('main input[name="price"]');
    expect(await reminder.count()).toBe(0);
    await typeInto('main input[name="stock"]', "10");

    // Another page is another path (spec §2): the reminder asks again; Escape closes it.
    await page.goto("/listings");
    await page.waitForSelector("html[data-hydrated]");
    await reminder.waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(modalOpen).toBe(false);
    await page.getByRole("link", { name: "Plaats je oogst" }).first().click({ timeout: 5_000 });
    await page.waitForURL(/\/new\/details$/);
  });
});
