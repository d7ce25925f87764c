import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, expect } from "vitest";
import { screenshotDir } from "./browser";

/**
 * The steps the paid-for journeys share (payouts onboarding, the payout journey): a grower's
 * payout form with a test IBAN, a priced draft listing up to its photos tab, and a buyer's
 * checkout with the test card. Button texts per UI language, as the journeys run in either.
 */

export const WAIT = { timeout: 20_000 };
export const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

export type Ui = {
  /** The payout form's submit button. */
  savePayouts: string;
  publish: string;
  /** The checkout's pay button ("Pay € 6,95"). */
  pay: RegExp;
  /** The buyer's order page heading once paid. */
  purchased: RegExp;
};
export const EN: Ui = {
  savePayouts: "Save and continue",
  publish: "Publish listing",
  pay: /^Pay /,
  purchased: /^You purchased /,
};
export const NL: Ui = {
  savePayouts: "Opslaan en doorgaan",
  publish: "Aanbod publiceren",
  pay: /^Betaal /,
  purchased: /^Je hebt .+ gekocht$/,
};

/**
 * A pumpkin photo (JPEG) for the listing's photos tab, made in a temporary folder before the
 * file's tests and removed after them; call at the top of a test file, read inside a test.
 */
export function pumpkinPhoto(): () => string {
  let dir: string | undefined;
  let file: string | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "buurtoogst-photo-"));
    file = await writePumpkin(dir);
  });
  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (!file) throw new Error("pumpkinPhoto: the photo is made in beforeAll");
    return file;
  };
}

async function writePumpkin(dir: string) {
  const file = path.join(dir, "pompoen.jpg");
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
    .toFile(file);
  return file;
}

/** A full-page screenshot from the top (a scrolled page draws the sticky top bar halfway down). */
export async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

/** The payout form with a test IBAN; resolves once the browser's bank token is ready. */
export async function fillPayouts(page: Page, iban: string) {
  await page.goto("/account/payments");
  await page.waitForSelector("html[data-hydrated]");
  expect(await page.inputValue('select[name="country"]')).toBe("NL");
  expect(await page.inputValue('input[name="businessProfileUrl"]')).toMatch(/\/u\/[0-9a-f-]+$/);
  await page.fill('input[name="iban"]', iban);
  await expect.poll(() => page.locator('input[name="bankAccountToken"]').count(), WAIT).toBe(1);
  expect(await page.inputValue('input[name="bankAccountToken"]')).toMatch(/^btok_test_/);
}

/** Saves the payout form; resolves on the saved page. */
export async function savePayouts(page: Page, ui: Ui) {
  await page.getByRole("button", { name: ui.savePayouts }).click();
  await page.waitForURL(/\/account\/payments\?saved=1$/, WAIT);
}

/** The wizard from /l/new to the photos tab of a priced draft (2,00 a piece, shipped). */
export async function pricedDraft(page: Page, title: string, photo: string) {
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

/**
 * Publishes the draft on screen; resolves with the listing's path. `slug`: the start of the
 * listing's URL name (its title's first word).
 */
export async function publish(page: Page, ui: Ui, slug: string) {
  await page.getByRole("button", { name: ui.publish }).click();
  await page.waitForURL(new RegExp(`/l/${slug}-[a-z0-9-]+/${UUID}(\\?published)?$`), WAIT);
  return new URL(page.url()).pathname;
}

/**
 * One piece of the listing, shipped, paid with the test card by the signed-in buyer; resolves
 * with the order's id once the order page says it is bought.
 */
export async function payWithTestCard(page: Page, ui: Ui, listingPath: string) {
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
  // Five years ahead, whatever today's date.
  const year = String((new Date().getFullYear() + 5) % 100).padStart(2, "0");
  await page.fill('input[autocomplete="cc-exp-year"]', year);
  await page.fill('input[autocomplete="cc-csc"]', "123");
  await page.getByRole("button", { name: ui.pay }).click();
  await page.waitForURL(new RegExp(`/order/${UUID}/details$`), WAIT);
  await expect.poll(() => page.locator("main h1").textContent(), WAIT).toMatch(ui.purchased);
  return new URL(page.url()).pathname.split("/")[2]!;
}
