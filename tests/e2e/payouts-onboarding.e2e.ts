import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { acceptCookies, loginAs, newUser, signUp, verifyEmail } from "./accounts";
import { type Browser, openBrowser, screenshotDir } from "./browser";

// Payouts for every grower, in test mode (decision 078): a brand-new grower signs up, sets up
// payouts with the test IBAN, publishes a priced listing and a new buyer pays for it with a
// test card; a grower whose verification is needed sees the status box, cannot publish, and
// publishes once the test onboarding page has completed what was due. At 390 and 1280 px.

const WAIT = { timeout: 20_000 };
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const browsers: Browser[] = [];
let tempDir: string;
let photo: string;

beforeAll(async () => {
  tempDir = mkdtempSync(path.join(tmpdir(), "buurtoogst-payouts-"));
  photo = path.join(tempDir, "pompoen.jpg");
  await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 64, g: 120, b: 60 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="1200" height="900"><circle cx="600" cy="450" r="220" fill="#e38b29"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toFile(photo);
});
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));
afterEach(async () => {
  while (browsers.length) await browsers.pop()!.close();
});

async function open(width: number) {
  const b = await openBrowser({ locale: "en-US", width, height: width < 768 ? 844 : 900 });
  browsers.push(b);
  await acceptCookies(b.context);
  return b;
}

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The payout form with a test IBAN; resolves once the browser's bank token is ready. */
async function fillPayouts(page: Page, iban: string) {
  await page.goto("/account/payments");
  await page.waitForSelector("html[data-hydrated]");
  expect(await page.textContent("main")).toContain("Test mode:");
  expect(await page.inputValue('select[name="country"]')).toBe("NL");
  expect(await page.inputValue('input[name="businessProfileUrl"]')).toMatch(/\/u\/[0-9a-f-]+$/);
  await page.fill('input[name="iban"]', iban);
  await expect.poll(() => page.locator('input[name="bankAccountToken"]').count(), WAIT).toBe(1);
  expect(await page.inputValue('input[name="bankAccountToken"]')).toMatch(/^btok_test_/);
}

const save = (page: Page) => page.getByRole("button", { name: "Save and continue" }).click();

/** The wizard from /l/new to the photos tab of a priced draft (2,00 a piece, shipped). */
async function pricedDraft(page: Page, title: string) {
  await page.goto("/l/new");
  await page.waitForSelector("html[data-hydrated]");
  await page.fill('main input[name="title"]', title);
  await page.fill('main textarea[name="description"]', "Flespompoenen van het volkstuincomplex.");
  await page.selectOption('main select[name="category"]', "groenten");
  await page.selectOption('main select[name="unit"]', "perPiece");
  await page.selectOption('main select[name="brand"]', "allotment");
  await page.selectOption('main select[name="size"]', "large");
  await page.click('main form button[type="submit"]');
  await page.waitForURL(new RegExp(`/${UUID}/draft/pricing$`), WAIT);
  await page.fill('main input[name="price"]', "2");
  await page.fill('main input[name="stock"]', "4");
  await page.click('main form button[type="submit"]');
  await page.waitForURL(/\/draft\/delivery$/, WAIT);
  await page.waitForSelector("html[data-hydrated]");
  await page.check('main input[name="shippingEnabled"]');
  await page.fill('main input[name="shippingPriceOneItem"]', "4,95");
  await page.fill('main input[name="shippingPriceAdditionalItems"]', "1");
  await page.click('main form button[type="submit"]');
  await page.waitForURL(/\/draft\/photos$/, WAIT);
  await page.waitForSelector("html[data-hydrated]");
  await page.setInputFiles('main input[type="file"]', photo);
  await expect
    .poll(() => page.locator('input[type="hidden"][name="images"]').count(), WAIT)
    .toBe(1);
}

async function buy(width: number, listingPath: string) {
  const b = await open(width);
  const { page } = b;
  await loginAs(b.context, await newUser({ firstName: "Kim", lastName: "Koper" }));
  await page.goto(`${listingPath}/checkout?quantity=1&deliveryMethod=shipping`);
  await page.waitForSelector("html[data-hydrated]");
  for (const name of await page.locator('input[name^="ship-"][name$="-name"]').all()) {
    const prefix = (await name.getAttribute("name"))!.replace(/name$/, "");
    await name.fill("Kim Koper");
    await page.fill(`input[name="${prefix}line1"]`, "Oudegracht 12");
    await page.fill(`input[name="${prefix}postalCode"]`, "3511 AB");
    await page.fill(`input[name="${prefix}city"]`, "Utrecht");
  }
  await page.fill('input[autocomplete="cc-number"]', "4242 4242 4242 4242");
  await page.fill('input[autocomplete="cc-exp-month"]', "12");
  await page.fill('input[autocomplete="cc-exp-year"]', "34");
  await page.fill('input[autocomplete="cc-csc"]', "123");
  await page.getByRole("button", { name: /^Pay / }).click();
  await page.waitForURL(/\/order\/[0-9a-f-]+\/details$/, WAIT);
  await expect.poll(() => page.locator("main h1").textContent(), WAIT).toMatch(/^You purchased /);
  await shot(page, `payouts-buyer-paid-${width}`);
}

describe("payouts for every grower", () => {
  for (const width of [390, 1280]) {
    it(`${width} px: a new grower sets up payouts, publishes a priced listing, and it is bought`, async () => {
      const { page } = await open(width);
      const email = `kweker-${width}-${Date.now().toString(36)}@example.test`;
      await signUp(page, email, { firstName: "Els", lastName: "Visser" });
      await verifyEmail(page, email);

      // Reachable from the account settings' tabs.
      await page.goto("/account/contact-details");
      await page.waitForSelector("html[data-hydrated]");
      await page.locator('nav[aria-label="Account settings"] a[href="/account/payments"]').click();
      await page.waitForURL(/\/account\/payments$/, WAIT);
      await shot(page, `payouts-form-${width}`);

      await fillPayouts(page, "NL91 ABNA 0417 1643 00");
      expect(await page.textContent("main")).toContain("ending in 4300 is ready to save");
      await shot(page, `payouts-form-token-${width}`);
      await save(page);
      await page.waitForURL(/\/account\/payments\?saved=1$/, WAIT);
      const box = page.locator('section[data-status="verificationSuccess"]');
      await expect.poll(() => box.count(), WAIT).toBe(1);
      expect(await box.textContent()).toContain("Up to date");
      expect(await box.textContent()).toContain("4300");
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await shot(page, `payouts-up-to-date-${width}`);

      const title = `Pompoenen ${width} ${Date.now().toString(36)}`;
      await pricedDraft(page, title);
      await page.getByRole("button", { name: "Publish listing" }).click();
      await page.waitForURL(new RegExp(`/l/pompoenen-[a-z0-9-]+/${UUID}(\\?published)?$`), WAIT);
      const listingPath = new URL(page.url()).pathname;
      await expect.poll(() => page.textContent("main"), WAIT).toContain(title);

      await buy(width, listingPath);
    });

    it(`${width} px: verification needed shows the status box and stops publishing until done`, async () => {
      const b = await open(width);
      const { page } = b;
      await loginAs(b.context, await newUser({ firstName: "Joris", lastName: "Bos" }));
      await fillPayouts(page, "NL31ABNA0000000002");
      await save(page);
      await page.waitForURL(/\/account\/payments\?saved=1$/, WAIT);
      const needed = page.locator('section[data-status="verificationNeeded"]');
      await expect.poll(() => needed.count(), WAIT).toBe(1);
      expect(await needed.textContent()).toContain("Verification needed");
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await shot(page, `payouts-verification-needed-${width}`);

      await pricedDraft(page, `Pompoenen wacht ${width} ${Date.now().toString(36)}`);
      await page.getByRole("button", { name: "Publish listing" }).click();
      await expect.poll(() => page.textContent("main"), WAIT).toContain("can't be published yet");
      expect(await page.textContent("main")).toContain("you need a payout account");
      expect(page.url()).toMatch(/\/draft\/photos$/);
      const draftPhotos = page.url();
      await shot(page, `payouts-publish-refused-${width}`);
      await page.getByRole("link", { name: "Set up payouts" }).first().click();
      await page.waitForURL(/\/account\/payments$/, WAIT);

      // The account link: test mode's onboarding page completes what is due.
      await page.getByRole("button", { name: "Get verified" }).click();
      await page.waitForURL(/\/test-mode\/onboarding\/acct_test_/, WAIT);
      await expect
        .poll(() => page.textContent("main"), WAIT)
        .toContain("individual.verification.document");
      await shot(page, `payouts-onboarding-${width}`);
      await page.getByRole("button", { name: "Complete verification" }).click();
      await page.waitForURL(/\/account\/payments\/success$/, WAIT);
      await expect
        .poll(() => page.locator('section[data-status="verificationSuccess"]').count(), WAIT)
        .toBe(1);

      await page.goto(draftPhotos);
      await page.waitForSelector("html[data-hydrated]");
      await page.getByRole("button", { name: "Publish listing" }).click();
      await page.waitForURL(
        new RegExp(`/l/pompoenen-wacht-[a-z0-9-]+/${UUID}(\\?published)?$`),
        WAIT,
      );
    });
  }

  it("390 px without JavaScript: another country's fields, then the server makes the bank token", async () => {
    const b = await openBrowser({
      locale: "en-US",
      width: 390,
      height: 844,
      javaScriptEnabled: false,
    });
    browsers.push(b);
    await acceptCookies(b.context);
    const { page } = b;
    await loginAs(b.context, await newUser({ firstName: "Noor", lastName: "Akker" }));
    await page.goto("/account/payments");
    expect(await page.locator('input[name="iban"]').count()).toBe(1);
    // Choosing a country shows its fields through the server.
    await page.selectOption('select[name="country"]', "US");
    await page.getByRole("button", { name: "Show fields for this country" }).click();
    await expect.poll(() => page.locator('input[name="routingNumber"]').count(), WAIT).toBe(1);
    expect(await page.locator('input[name="iban"]').count()).toBe(0);
    await page.selectOption('select[name="country"]', "NL");
    await page.getByRole("button", { name: "Show fields for this country" }).click();
    await expect.poll(() => page.locator('input[name="iban"]').count(), WAIT).toBe(1);
    await page.fill('input[name="iban"]', "NL91ABNA0417164300");
    await save(page);
    await page.waitForURL(/\/account\/payments\?saved=1$/, WAIT);
    expect(await page.locator('section[data-status="verificationSuccess"]').count()).toBe(1);
    await shot(page, "payouts-nojs-saved-390");
  });
});
