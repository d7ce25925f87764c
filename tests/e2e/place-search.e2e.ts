import { mkdirSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { parseBounds } from "#modules/search";
import { type Browser, openBrowser, screenshotDir } from "./browser";
import { axeViolations, noSideways } from "./journey";

const PROVIDER = { email: "kweker@buurtoogst.nl", password: "Kweker2026!" };
const NIL = "00000000-0000-0000-0000-000000000000";
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
/** Zwolle's centre, where the demo provider Jan Bakker grows his vegetables. */
const ZWOLLE = { latitude: 52.5125, longitude: 6.0925 };

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});
beforeEach(() => mkdirSync(screenshotDir, { recursive: true }));

type Prediction = { label: string; name: string; origin: { lat: number; lng: number } };

async function ready(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated]");
}

const options = (page: Page, fieldId: string) =>
  page.locator(`#${fieldId}-listbox [role="option"]`);

/** Types like a person (the field suggests as you type) and waits for the named suggestion. */
async function typeAndWait(page: Page, fieldId: string, text: string, name: string) {
  const field = page.locator(`#${fieldId}`);
  await field.click();
  await field.pressSequentially(text, { delay: 40 });
  const option = options(page, fieldId).filter({ hasText: name }).first();
  await option.waitFor({ state: "visible", timeout: 10_000 });
  return { field, option };
}

/** Arrow keys until the combobox's active descendant is `option`. */
async function arrowTo(field: Locator, option: Locator) {
  const id = await option.getAttribute("id");
  for (let i = 0; i < 8 && (await field.getAttribute("aria-activedescendant")) !== id; i++) {
    await field.press("ArrowDown");
  }
  expect(await field.getAttribute("aria-activedescendant")).toBe(id);
  expect(await option.getAttribute("aria-selected")).toBe("true");
}

const searchUrl = (page: Page) => new URL(page.url());
const cards = (page: Page) => page.locator("main article");

describe("place search", () => {
  it("suggests Zwolle in the top bar; chosen with the keyboard it searches there without origin", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await ready(page, "/");
    const field = page.locator("#topbar-address");

    // On focus, before typing: the current-location option (the combobox code loads on focus).
    await field.click();
    await expect.poll(() => field.getAttribute("role")).toBe("combobox");
    await expect.poll(() => field.getAttribute("aria-expanded")).toBe("true");
    expect(await options(page, "topbar-address").first().textContent()).toBe("Huidige locatie");
    // Escape closes the list and keeps the text.
    await field.press("Escape");
    await expect.poll(() => field.getAttribute("aria-expanded")).toBe("false");

    await page.locator("#topbar-keywords").fill("tomaten");
    const { option } = await typeAndWait(page, "topbar-address", "zwol", "Zwolle");
    expect(await option.textContent()).toMatch(/^Zwolle/);
    expect(await field.getAttribute("aria-controls")).toBe("topbar-address-listbox");
    await page.screenshot({ path: `${screenshotDir}/place-search-topbar-1280.png` });

    await arrowTo(field, option);
    await field.press("Enter");
    await page.waitForURL((url) => url.pathname === "/s" && url.searchParams.has("bounds"));
    const url = searchUrl(page);
    expect(url.searchParams.get("address")).toMatch(/^Zwolle/);
    expect(url.searchParams.get("keywords")).toBe("tomaten");
    // Spec §2: origin only for the location main search type; the default is keywords.
    expect(url.searchParams.has("origin")).toBe(false);
    const bounds = parseBounds(url.searchParams.get("bounds") ?? undefined);
    expect(bounds).toBeDefined();
    expect(bounds!.sw.lat).toBeLessThan(ZWOLLE.latitude);
    expect(bounds!.ne.lat).toBeGreaterThan(ZWOLLE.latitude);
    expect(bounds!.sw.lng).toBeLessThan(ZWOLLE.longitude);
    expect(bounds!.ne.lng).toBeGreaterThan(ZWOLLE.longitude);
    // The landing has listing cards too: wait for the results page's own, not any card.
    await expect.poll(() => page.textContent("main")).toMatch(/tomaten/i);
    expect(await cards(page).count()).toBeGreaterThan(0);
  });

  it("loads the suggestions on first use, keeping the typed text, focus and layout", async () => {
    browser = await openBrowser();
    const { page } = browser;
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    // A slow network for the combobox code, so the typing happens while it loads.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/location-combobox-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await ready(page, "/");
    const field = page.locator("#topbar-address");
    expect(requested.some((url) => /location-combobox/.test(url))).toBe(false);
    expect(await field.getAttribute("role")).toBeNull();
    const before = await field.boundingBox();

    await field.click();
    await field.pressSequentially("zwol", { delay: 30 });
    expect(await field.inputValue()).toBe("zwol");
    expect(requested.some((url) => /location-combobox/.test(url))).toBe(true);
    release();

    await expect.poll(() => field.getAttribute("role")).toBe("combobox");
    expect(await field.inputValue()).toBe("zwol");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("topbar-address");
    expect(await field.boundingBox()).toEqual(before);
    // The text typed while loading asks for suggestions once the code is there.
    const option = options(page, "topbar-address").filter({ hasText: "Zwolle" }).first();
    await option.waitFor({ state: "visible", timeout: 10_000 });
    // Typing goes on in the same field, at the caret.
    await field.press("l");
    expect(await field.inputValue()).toBe("zwoll");
  });

  it("submits a typed place without choosing, and works by touch in the 375 px search sheet", async () => {
    browser = await openBrowser({ width: 375, height: 812 });
    const { page } = browser;
    await ready(page, "/?mobilesearch=open");
    const { option } = await typeAndWait(page, "mobile-address", "zwol", "Zwolle");
    await page.screenshot({ path: `${screenshotDir}/place-search-topbar-375.png` });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await option.click();
    await page.waitForURL((url) => url.pathname === "/s" && url.searchParams.has("bounds"));
    expect(searchUrl(page).searchParams.get("address")).toMatch(/^Zwolle/);
    expect(searchUrl(page).searchParams.has("mobilesearch")).toBe(false);
    await expect
      .poll(() =>
        page.locator("dialog[open]").evaluateAll((ds) => ds.map((d) => d.outerHTML.slice(0, 300))),
      )
      .toEqual([]);

    // Enter without a chosen suggestion submits the text as typed; the server searches the best
    // match's box (2 km around Zwolle), without origin for the keywords main type.
    await ready(page, "/?mobilesearch=open");
    const field = page.locator("#mobile-address");
    await field.fill("Zwolle");
    await field.press("Enter");
    await page.waitForURL((url) => url.pathname === "/s" && url.searchParams.has("bounds"));
    expect(searchUrl(page).searchParams.get("address")).toBe("Zwolle");
    expect(searchUrl(page).searchParams.has("origin")).toBe(false);
    const [neLat, , swLat] = (searchUrl(page).searchParams.get("bounds") ?? "")
      .split(",")
      .map(Number);
    expect((neLat ?? 0) - (swLat ?? 0)).toBeCloseTo(0.036, 2);
    // Without JavaScript too: a place nothing matches stays a label.
    await page.goto("/s?address=Nergenshuizen");
    expect(searchUrl(page).search).toBe("?address=Nergenshuizen");
  });

  it("searches from the landing hero as soon as a place is chosen", async () => {
    browser = await openBrowser({ width: 375, height: 812 });
    const { page } = browser;
    await ready(page, "/");
    const { option } = await typeAndWait(page, "hero-address", "zwol", "Zwolle");
    await page.screenshot({ path: `${screenshotDir}/place-search-hero-375.png` });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${screenshotDir}/place-search-hero-1280.png` });
    await option.click();
    await page.waitForURL((url) => url.pathname === "/s" && url.searchParams.has("bounds"));
    expect(searchUrl(page).searchParams.get("address")).toMatch(/^Zwolle/);
    expect(searchUrl(page).searchParams.has("origin")).toBe(false);
  });

  it("the 404 page searches the chosen place with address, origin and bounds", async () => {
    browser = await openBrowser({ width: 375, height: 812 });
    const { page } = browser;
    const response = await page.goto("/dit-bestaat-niet");
    expect(response?.status()).toBe(404);
    await page.waitForSelector("html[data-hydrated]");
    const { field, option } = await typeAndWait(page, "notfound-location", "zwol", "Zwolle");
    await page.screenshot({ path: `${screenshotDir}/place-search-404-375.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${screenshotDir}/place-search-404-1280.png` });
    await arrowTo(field, option);
    await field.press("Enter");
    await page.waitForURL((url) => url.pathname === "/s" && url.searchParams.has("origin"));
    const url = searchUrl(page);
    expect(url.searchParams.get("address")).toMatch(/^Zwolle/);
    expect(url.searchParams.get("origin")).toMatch(/^52\.\d+,6\.\d+$/);
    expect(parseBounds(url.searchParams.get("bounds") ?? undefined)).toBeDefined();
  });

  it("searches 1 km around the current location from the browser", async () => {
    browser = await openBrowser();
    const { page, context } = browser;
    await context.grantPermissions(["geolocation"], { origin: inject("baseUrl") });
    await context.setGeolocation(ZWOLLE);
    await ready(page, "/");
    const field = page.locator("#hero-address");
    await field.click();
    const current = options(page, "hero-address").first();
    expect(await current.textContent()).toBe("Huidige locatie");
    await arrowTo(field, current);
    await field.press("Enter");
    await page.waitForURL((url) => url.pathname === "/s" && url.searchParams.has("bounds"));
    const url = searchUrl(page);
    expect(url.searchParams.get("address")).toBe("Huidige locatie");
    const bounds = parseBounds(url.searchParams.get("bounds") ?? undefined)!;
    // 1000 m north and south is 0.008993° of latitude.
    expect(bounds.ne.lat - ZWOLLE.latitude).toBeCloseTo(0.008993, 4);
    expect(ZWOLLE.latitude - bounds.sw.lat).toBeCloseTo(0.008993, 4);
    const dLng = 0.008993 / Math.cos((ZWOLLE.latitude * Math.PI) / 180);
    expect(bounds.ne.lng - ZWOLLE.longitude).toBeCloseTo(dLng, 4);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
  });

  it("tells why the current location is not available", async () => {
    // No permission: the browser refuses.
    browser = await openBrowser({ locale: "en-US" });
    let { page } = browser;
    await ready(page, "/");
    let field = page.locator("#hero-address");
    await field.click();
    await options(page, "hero-address").first().click();
    await expect
      .poll(() => page.locator('[role="alert"]').allTextContents())
      .toContain(
        "You didn't allow access to your location. Allow it in your browser, or type a place.",
      );
    expect(new URL(page.url()).pathname).toBe("/");
    await browser.close();

    // No geolocation API at all: spec §8's message.
    browser = await openBrowser({ locale: "en-US" });
    page = browser.page;
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "geolocation", { get: () => undefined });
    });
    await ready(page, "/");
    field = page.locator("#hero-address");
    await field.click();
    await options(page, "hero-address").first().click();
    await expect
      .poll(() => page.locator('[role="alert"]').allTextContents())
      .toContain("Geolocation not available in browser");
    await page.screenshot({ path: `${screenshotDir}/place-search-geolocation-error-1280.png` });
  });

  it("saves the pickup place chosen in the listing wizard with its coordinates", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page } = browser;
    const submit = () => page.click('main form button[type="submit"]');
    await page.goto(`/login?from=${encodeURIComponent("/l/new")}`);
    await page.waitForSelector("html[data-hydrated]");
    await page.fill('main input[name="email"]', PROVIDER.email);
    await page.fill('main input[name="password"]', PROVIDER.password);
    await submit();
    await page.waitForURL(new RegExp(`/l/draft/${NIL}/new/details$`));
    await page.waitForSelector("html[data-hydrated]");
    await page.fill('main input[name="title"]', `Uien ${Date.now().toString(36)}`);
    await page.fill('main textarea[name="description"]', "Gele uien van de volkstuin.");
    await page.selectOption('main select[name="category"]', "groenten");
    await page.selectOption('main select[name="unit"]', "perKg");
    await page.selectOption('main select[name="brand"]', "ownGarden");
    await page.selectOption('main select[name="size"]', "small");
    await submit();
    await page.waitForURL(new RegExp(`/${UUID}/draft/pricing$`));
    await page.fill('main input[name="price"]', "2");
    await page.fill('main input[name="stock"]', "5");
    await submit();
    await page.waitForURL(/\/draft\/delivery$/);
    const deliveryPath = new URL(page.url()).pathname;
    await page.waitForSelector("html[data-hydrated]");
    await page.check('main input[name="pickupEnabled"]');

    // The suggestion the geocoder gives for "devent" is what must be saved.
    const answered = page.waitForResponse(
      (r) => r.url().includes("/api/places/suggest") && r.url().includes("devent"),
    );
    const { option } = await typeAndWait(page, "edit-listing-address", "devent", "Deventer");
    const { data } = (await (await answered).json()) as { data: Prediction[] };
    const deventer = data.find((p) => p.name.startsWith("Deventer"));
    expect(deventer).toBeDefined();
    // No "current location" for a pickup address.
    expect(await options(page, "edit-listing-address").allTextContents()).not.toContain(
      "Current location",
    );
    await page.screenshot({ path: `${screenshotDir}/place-search-wizard-1280.png` });
    await option.click();
    expect(await page.inputValue("#edit-listing-address")).toBe(deventer!.label);
    expect(await page.inputValue('main input[name="lat"]')).toBe(String(deventer!.origin.lat));
    await submit();
    await page.waitForURL(/\/draft\/photos$/);

    await page.goto(deliveryPath);
    expect(await page.inputValue('main input[name="address"]')).toBe(deventer!.label);
    expect(await page.inputValue('main input[name="lat"]')).toBe(String(deventer!.origin.lat));
    expect(await page.inputValue('main input[name="lng"]')).toBe(String(deventer!.origin.lng));
  });
});

describe("distance filter (decision 069)", () => {
  const nearestHeading = (page: Page) => page.locator("#search-nearest-title");
  const distanceSelect = (page: Page) => page.getByLabel("Afstand", { exact: true });

  it("'eieren' near Amsterdam shows Haarlem's eggs as the nearest, and finds them within 25 km", async () => {
    browser = await openBrowser({ width: 1280, height: 900 });
    const { page } = browser;
    await ready(page, "/");
    await page.locator("#topbar-keywords").fill("eieren");
    const { field, option } = await typeAndWait(page, "topbar-address", "Amsterd", "Amsterdam");
    await arrowTo(field, option);
    await field.press("Enter");
    await page.waitForURL((url) => url.pathname === "/s" && url.searchParams.has("distance"));
    // A town's 2 km box starts at 10 km around it; the box itself stays in the URL as before.
    expect(searchUrl(page).searchParams.get("distance")).toBe("10");
    expect(searchUrl(page).searchParams.get("keywords")).toBe("eieren");
    expect(parseBounds(searchUrl(page).searchParams.get("bounds") ?? undefined)).toBeDefined();

    // Nothing within 10 km (Amsterdam's growers have no eggs): the nearest, with distances.
    await expect
      .poll(() => nearestHeading(page).textContent())
      .toBe("Niets binnen 10 km — dichtstbijzijnde aanbod:");
    expect(await page.locator("main").textContent()).not.toContain("Niets gevonden");
    const first = cards(page).first();
    expect(await first.textContent()).toMatch(/eieren/i);
    expect(await first.textContent()).toMatch(/Haarlem · 1[6-9] km/);
    expect(await distanceSelect(page).inputValue()).toBe("10");
    await page.screenshot({ path: `${screenshotDir}/distance-nearest-1280.png`, fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // The widen link goes to the radius that holds the nearest: 25 km finds Haarlem's eggs.
    await page.getByRole("link", { name: "Zoek binnen 25 km" }).click();
    await page.waitForURL((url) => url.searchParams.get("distance") === "25");
    await expect.poll(() => nearestHeading(page).count()).toBe(0);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    const titles = await cards(page).allTextContents();
    expect(titles.some((t) => /scharreleieren/i.test(t) && /Haarlem · 1[6-9] km/.test(t))).toBe(
      true,
    );
    expect(titles.every((t) => !/· (2[6-9]|[3-9]\d|\d{3,}) km/.test(t))).toBe(true);
    await page.screenshot({ path: `${screenshotDir}/distance-25km-1280.png` });

    // Back to 10 km with the filter: the nearest again.
    await distanceSelect(page).selectOption("10");
    await page.waitForURL((url) => url.searchParams.get("distance") === "10");
    await expect.poll(() => nearestHeading(page).count()).toBe(1);
  });

  it("works in the folded filters at 390 px", async () => {
    browser = await openBrowser({ width: 390, height: 844 });
    const { page } = browser;
    await ready(page, "/?mobilesearch=open");
    await page.locator("#mobile-keywords").fill("eieren");
    const { option } = await typeAndWait(page, "mobile-address", "Amsterd", "Amsterdam");
    await option.click();
    await page.waitForURL((url) => url.pathname === "/s" && url.searchParams.has("distance"));
    await expect.poll(() => nearestHeading(page).count()).toBe(1);
    expect(await noSideways(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${screenshotDir}/distance-nearest-390.png`, fullPage: true });

    // The distance is one of the folded filters; it applies as soon as it is chosen.
    await page.locator("summary", { hasText: "Filters" }).click();
    await expect.poll(() => distanceSelect(page).isVisible()).toBe(true);
    const box = await distanceSelect(page).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: `${screenshotDir}/distance-filter-390.png` });
    await distanceSelect(page).selectOption("50");
    await page.waitForURL((url) => url.searchParams.get("distance") === "50");
    await expect.poll(() => nearestHeading(page).count()).toBe(0);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    expect(await noSideways(page)).toBeLessThanOrEqual(0);
  });
});
