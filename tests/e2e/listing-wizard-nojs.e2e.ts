import { mkdirSync } from "node:fs";
import { type Browser as Chromium, chromium, type Page } from "playwright-core";
import { afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { placeInAddress } from "#modules/geo/server";
import { screenshotDir } from "./browser";
import { CHROMIUM, CHROMIUM_ARGS } from "./chromium";

const PROVIDER = { email: "kweker@buurtoogst.nl", password: "Kweker2026!" };
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

let browser: Chromium | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});
beforeAll(() => mkdirSync(screenshotDir, { recursive: true }));

/**
 * A page that runs no script at all: every form is a plain POST and the place field a plain
 * text input. openBrowser() has no switch for this, and JavaScript can only be turned off
 * when a context is created, so this journey makes its own.
 */
async function openWithoutJavaScript(): Promise<Page> {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS],
  });
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: inject("baseUrl"),
    locale: "nl-NL",
    viewport: { width: 1280, height: 900 },
  });
  await context.addCookies([{ name: "euCookiesAccepted", value: "1", url: inject("baseUrl") }]);
  return context.newPage();
}

const submit = (page: Page) => page.click('main form button[type="submit"]');

/** What the delivery tab shows for the saved listing: the address and its coordinates. */
async function savedPlace(page: Page, deliveryPath: string) {
  await page.goto(deliveryPath);
  return {
    address: await page.inputValue('main input[name="address"]'),
    lat: Number(await page.inputValue('main input[name="lat"]')),
    lng: Number(await page.inputValue('main input[name="lng"]')),
    placeLabel: await page.inputValue('main input[name="placeLabel"]'),
  };
}

describe("listing wizard without JavaScript", () => {
  it("resolves an edited pickup address again instead of keeping the old place", async () => {
    const page = await openWithoutJavaScript();
    await page.goto(`/login?from=${encodeURIComponent("/l/new")}`);
    await page.fill('main input[name="email"]', PROVIDER.email);
    await page.fill('main input[name="password"]', PROVIDER.password);
    await submit(page);
    await page.waitForURL(/\/new\/details$/);

    const title = `Stoofperen ${Date.now().toString(36)}`;
    await page.fill('main input[name="title"]', title);
    await page.fill('main textarea[name="description"]', "Gieser Wildeman, goed om te stoven.");
    await page.selectOption('main select[name="category"]', "fruit");
    await page.selectOption('main select[name="unit"]', "perKg");
    await page.selectOption('main select[name="brand"]', "ownGarden");
    await page.selectOption('main select[name="size"]', "medium");
    await submit(page);
    await page.waitForURL(new RegExp(`/${UUID}/draft/pricing$`));
    const deliveryPath = new URL(page.url()).pathname.replace(/pricing$/, "delivery");

    await page.fill('main input[name="price"]', "2,75");
    await page.fill('main input[name="stock"]', "10");
    await submit(page);
    await page.waitForURL(/\/draft\/delivery$/);

    // A first place, typed: the server finds it in the text.
    await page.check('main input[name="pickupEnabled"]');
    await page.fill('main input[name="address"]', "Zwolle");
    await submit(page);
    await page.waitForURL(/\/draft\/photos$/);
    const zwolle = placeInAddress("Zwolle")!;
    const first = await savedPlace(page, deliveryPath);
    expect(first.address).toBe("Zwolle");
    expect(first.lat).toBeCloseTo(zwolle.lat, 4);
    expect(first.lng).toBeCloseTo(zwolle.lng, 4);
    // The form carries that place's coordinates with the label they belong to.
    expect(first.placeLabel).toBe("Zwolle");

    // Another address in the same field: the hidden coordinates still say Zwolle, but the
    // label no longer matches, so the server looks the new text up.
    const address = "Brink 12, 7411 BR Deventer";
    await page.fill('main input[name="address"]', address);
    await page.screenshot({ path: `${screenshotDir}/listing-wizard-nojs-delivery-1280.png` });
    await submit(page);
    await page.waitForURL(/\/draft\/photos$/);
    const deventer = placeInAddress(address)!;
    expect(deventer.name).toBe("Deventer");
    const second = await savedPlace(page, deliveryPath);
    expect(second.address).toBe(address);
    expect(second.lat).toBeCloseTo(deventer.lat, 4);
    expect(second.lng).toBeCloseTo(deventer.lng, 4);
    expect(second.placeLabel).toBe(address);

    // An edited address the server cannot place is refused, not saved with Deventer's spot.
    await page.fill('main input[name="address"]', "Dorpsweg 3, Nergensdorp");
    await submit(page);
    await expect
      .poll(() => page.textContent("main"))
      .toContain("We herkennen deze plaats niet. Probeer een andere plaats.");
    expect(await page.inputValue('main input[name="address"]')).toBe("Dorpsweg 3, Nergensdorp");
    // The form no longer claims Deventer's coordinates for the new text.
    expect(await page.inputValue('main input[name="lat"]')).toBe("");
    await page.screenshot({ path: `${screenshotDir}/listing-wizard-nojs-delivery-error-1280.png` });
    const third = await savedPlace(page, deliveryPath);
    expect(third.address).toBe(address);
    expect(third.lat).toBeCloseTo(deventer.lat, 4);
  });
});
