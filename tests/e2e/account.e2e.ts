import { afterEach, describe, expect, it } from "vitest";
import { loginAs, newUser } from "./accounts";
import { type Browser, openBrowser, screenshotDir } from "./browser";

let browser: Browser;
afterEach(async () => browser?.close());

const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;

describe("account settings", () => {
  it("saves the phone number without spaces and shows it in groups of 3", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page } = browser;
    await loginAs(browser.context, await newUser({ firstName: "Jan", lastName: "Bakker" }));
    await page.goto("/account/contact-details");
    await page.fill('input[name="phoneNumber"]', "06 12 34 56 78");
    await page.click('main form button[type="submit"]');
    await expect.poll(() => page.locator('[role="status"]').count()).toBeGreaterThan(0);
    await page.reload();
    expect(await page.inputValue('input[name="phoneNumber"]')).toBe("061 234 567 8");
    await page.screenshot({ path: `${screenshotDir}/contact-details-1280.png`, fullPage: true });
  });

  it("asks for the current password before changing the e-mail", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page } = browser;
    await loginAs(browser.context, await newUser({ firstName: "Jan", lastName: "Bakker" }));
    await page.goto("/account/contact-details");
    const newEmail = unique("newmail");
    await page.fill('input[name="email"]', newEmail);
    await page.click('main form button[type="submit"]');
    // The form asks for the current password: that field, and only it, is marked invalid.
    await expect
      .poll(() =>
        page
          .locator('main [aria-invalid="true"]')
          .evaluateAll((els) => els.map((e) => e.getAttribute("name"))),
      )
      .toEqual(["currentPassword"]);
    expect(await page.inputValue('input[name="email"]')).toBe(newEmail);
    await page.fill('input[name="currentPassword"]', "Wachtwoord123!");
    await page.click('main form button[type="submit"]');
    await expect.poll(() => page.locator('[role="status"]').count()).toBeGreaterThan(0);
    await page.reload();
    expect(await page.inputValue('input[name="email"]')).toBe(newEmail);
  });

  it("updates the profile and rejects a bad postal code without losing input", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page } = browser;
    await loginAs(browser.context, await newUser({ firstName: "Jan", lastName: "Bakker" }));
    await page.goto("/profile-settings");
    await page.waitForSelector("html[data-hydrated]");
    await page.fill('input[name="displayName"]', "Moestuin Bakker");
    await page.fill('textarea[name="bio"]', "Biologische tomaten uit Zwolle.");
    await page.fill('input[name="postalCode"]', "12");
    await page.click('main form button[type="submit"]');
    // Wait for the answer (the postal code marked invalid), then: no other field is. Counting
    // `[id$="-error"]` on the whole page also counted the chunk-error template and passed only
    // when the poll ran before the answer came (decision 062).
    await expect
      .poll(() =>
        page
          .locator('main [aria-invalid="true"]')
          .evaluateAll((els) => els.map((e) => e.getAttribute("name"))),
      )
      .toEqual(["postalCode"]);
    expect(await page.locator('main form p[role="alert"][id$="-error"]').count()).toBe(1);
    expect(await page.inputValue('textarea[name="bio"]')).toBe("Biologische tomaten uit Zwolle.");
    await page.fill('input[name="postalCode"]', "8011ab");
    await page.click('main form button[type="submit"]');
    await expect.poll(() => page.locator('[role="status"]').count()).toBeGreaterThan(0);
    await page.reload();
    expect(await page.inputValue('input[name="postalCode"]')).toBe("8011 AB");
    expect(await page.inputValue('input[name="displayName"]')).toBe("Moestuin Bakker");
    await page.screenshot({ path: `${screenshotDir}/profile-settings-1280.png`, fullPage: true });
  });

  it("switches the language from the footer and remembers it", async () => {
    browser = await openBrowser({ locale: "nl-NL" });
    const { page } = browser;
    await page.goto("/about");
    expect(await page.getAttribute("html", "lang")).toBe("nl");
    await page.getByRole("button", { name: "English" }).click();
    await page.waitForURL(/\/about$/);
    expect(await page.getAttribute("html", "lang")).toBe("en");
    await page.goto("/");
    expect(await page.getAttribute("html", "lang")).toBe("en");
  });

  it("keeps the cookie banner away once accepted", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page, context } = browser;
    await page.goto("/");
    await page.getByRole("button", { name: "Got it" }).click();
    const cookie = (await context.cookies()).find((c) => c.name === "euCookiesAccepted");
    expect(cookie?.value).toBe("1");
    // We ask for 10 years (spec §9); Chromium caps any cookie at 400 days.
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(399 * 24 * 3600 * 1000);
    await page.reload();
    expect(await page.getByRole("button", { name: "Got it" }).count()).toBe(0);
  });
});
