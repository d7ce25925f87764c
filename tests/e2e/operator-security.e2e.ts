import { mkdirSync } from "node:fs";
import { generate } from "otplib";
import type { Page } from "playwright-core";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEMO_OPERATOR_TOTP_SECRET } from "../../db/seed/demo-data";
import { acceptCookies, fillLogIn, newUser, userIdOf } from "./accounts";
import { type Browser, openBrowser, screenshotDir } from "./browser";

// Decision 085: the demo operator signs in with password and a code from the published demo
// secret, looks as the demo buyer (read-only, with the banner), is refused a write, and logs
// out back into the console.

let browser: Browser;
afterEach(async () => browser?.close());
beforeAll(() => mkdirSync(screenshotDir, { recursive: true }));

/**
 * The authenticator app's code, `stepsAhead` steps on: a code works once, and the server takes
 * the next step's too (clocks drift), so a second sign-in within the same 30 seconds uses it.
 */
const appCode = (stepsAhead: number) =>
  generate({
    secret: DEMO_OPERATOR_TOTP_SECRET,
    epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30,
  });

async function journey(page: Page, width: number, stepsAhead: number) {
  await acceptCookies(page.context());
  await page.goto("/login");
  await fillLogIn(page, "beheer@buurtoogst.nl", "Beheer2026!");
  await page.waitForURL((url) => url.pathname === "/second-factor");
  await page.waitForSelector("html[data-hydrated]");
  expect(await page.locator("main h1").textContent()).toBe("Verificatiecode");
  await page.fill('input[name="code"]', "000000");
  await page.click('main form button[type="submit"]');
  await page.locator("main", { hasText: "Deze code klopt niet" }).waitFor();
  await page.fill('input[name="code"]', await appCode(stepsAhead));
  await page.screenshot({ path: `${screenshotDir}/operator-second-factor-${width}.png` });
  await page.click('main form button[type="submit"]');
  await page.waitForURL((url) => url.pathname === "/operator");
  await page.locator("main h1", { hasText: "Beheer van de marktplaats" }).waitFor();

  // Log in as the demo buyer, with a reason.
  const buyer = await userIdOf("koper@buurtoogst.nl");
  await page.goto(`/operator/login-as?userId=${buyer}`);
  await page.waitForSelector("html[data-hydrated]");
  await page.fill('textarea[name="reason"]', "Melding: bestelling niet zichtbaar");
  await page.screenshot({ path: `${screenshotDir}/operator-login-as-${width}.png` });
  await page.click('main form button[type="submit"]');
  await page.waitForURL((url) => url.pathname === "/");
  const banner = page.locator('div[role="status"]', { hasText: "Je bent ingelogd als" });
  await banner.waitFor();
  expect(await banner.textContent()).toContain("Je bent ingelogd als Sanne de Vries.");
  expect(await banner.textContent()).toContain("Je kijkt alleen mee");
  await page.screenshot({ path: `${screenshotDir}/operator-limited-banner-${width}.png` });

  // A write: the profile form's save is refused, and the page says why.
  await page.goto("/profile-settings");
  await page.waitForSelector("html[data-hydrated]");
  // The button says so before the click; the click still reaches the server, which refuses.
  const save = page.locator('main form button[type="submit"]');
  await expect.poll(() => save.getAttribute("aria-disabled")).toBe("true");
  expect(await save.getAttribute("title")).toContain("Je kijkt alleen mee");
  expect(
    await banner.getByRole("button", { name: "Uitloggen" }).getAttribute("aria-disabled"),
  ).toBeNull();
  // Playwright counts aria-disabled as not clickable; a person's click still submits.
  await save.click({ force: true });
  const refusal = page.locator("main", { hasText: "Dit kan niet in deze sessie" });
  await refusal.waitFor();
  await banner.waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${screenshotDir}/operator-limited-refused-${width}.png` });

  // Log out from the banner: back in the console, as the operator.
  await banner.getByRole("button", { name: "Uitloggen" }).click();
  await page.waitForURL((url) => url.pathname === "/operator");
  await page.locator("main h1", { hasText: "Beheer van de marktplaats" }).waitFor();
  expect(await page.locator('div[role="status"]', { hasText: "ingelogd als" }).count()).toBe(0);
  await page.screenshot({ path: `${screenshotDir}/operator-back-in-console-${width}.png` });
}

describe("operator security", () => {
  it("password and code, login-as the buyer, a write refused, back to the console (1280 px)", async () => {
    browser = await openBrowser();
    await journey(browser.page, 1280, 0);
  });

  it("the same on a phone (390 px)", async () => {
    browser = await openBrowser({ width: 390, height: 844 });
    await journey(browser.page, 390, 1);
  });
});

describe("an operator without a second factor", () => {
  for (const width of [1280, 390]) {
    it(`sets it up on opening the console: QR code, first code, recovery codes (${width} px)`, async () => {
      browser = await openBrowser({ width, height: width === 390 ? 844 : 900 });
      const { page } = browser;
      const operator = await newUser({ isOperator: true });
      await acceptCookies(page.context());
      await page.goto("/login?from=%2Foperator");
      await fillLogIn(page, operator.email);
      await page.waitForURL((url) => url.pathname === "/second-factor/set-up");
      await page.waitForSelector("html[data-hydrated]");
      expect(await page.locator("main h1").textContent()).toBe("Tweestapsverificatie instellen");
      await page.locator('main img[alt^="QR-code"]').waitFor();
      const secret = (await page.locator("main code").textContent()) ?? "";
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await page.screenshot({ path: `${screenshotDir}/operator-set-up-${width}.png` });

      const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
      await page.fill('input[name="code"]', code);
      await page.click('main form button[type="submit"]');
      await page.locator("main h1", { hasText: "Je herstelcodes" }).waitFor();
      expect(await page.locator("main li code").count()).toBe(10);
      await page.screenshot({ path: `${screenshotDir}/operator-recovery-codes-${width}.png` });
      // The codes stay on screen once the page's data is loaded again (they are shown only now).
      await page.waitForLoadState("networkidle");
      expect(await page.locator("main li code").count()).toBe(10);
      expect(new URL(page.url()).pathname).toBe("/second-factor/set-up");
      await page.click('main a[href="/operator"]');
      await page.locator("main h1", { hasText: "Beheer van de marktplaats" }).waitFor();
    });
  }
});
