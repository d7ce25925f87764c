import { mkdirSync, readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startAppServer } from "../setup/app-server";
import { type Browser, openBrowser, screenshotDir } from "./browser";
import { countSearches, searchesStarted } from "./search-requests";

// The app with PUBLIC_MAP_PROVIDER=google and a made-up key. This machine cannot reach
// Google, so every request for the Maps JavaScript API is answered with a test double
// (fixtures/google-maps-double.js) that stands in for the real, network-unreachable API. It
// checks our side: when and how the script is requested, that the CSP lets it run, and what
// the app does with the API; not how Google's real map looks.
const MAPS_API = /^https:\/\/maps\.googleapis\.com\/maps\/api\/js\?/;
const DOUBLE = readFileSync(new URL("./fixtures/google-maps-double.js", import.meta.url), "utf8");
const API_KEY = "test-key-not-real";
// Past the search map's move debounce (MOVE_DEBOUNCE_MS, 400 ms): moved on the page's test clock,
// so a generous margin costs no time.
const PAST_MOVE_DEBOUNCE_MS = 2_000;

type MapsDouble = {
  scriptUrl: string;
  maps: Array<{
    options: Record<string, unknown>;
    map: { getBounds: () => { getSouthWest: () => { lng: () => number } } };
  }>;
  polygons: unknown[];
};

let app: Awaited<ReturnType<typeof startAppServer>>;
let browser: Browser;
beforeAll(async () => {
  app = await startAppServer({
    purpose: "e2e-google",
    env: { PUBLIC_MAP_PROVIDER: "google", PUBLIC_GOOGLE_MAPS_API_KEY: API_KEY },
  });
});
afterAll(async () => app?.stop());
afterEach(async () => browser?.close());
beforeEach(() => mkdirSync(screenshotDir, { recursive: true }));

const mapPanel = (page: Page) => page.locator('section[aria-label="Kaart met de zoekresultaten"]');
const markers = (page: Page) => mapPanel(page).locator("button[aria-expanded]");

/**
 * A browser on the Google-configured app whose requests for the Maps API get the double
 * (or fail, with `api: "abort"`), listing the script URLs asked for and every CSP violation.
 */
async function openGoogleBrowser(api: "double" | "abort" = "double", baseUrl = app.baseUrl) {
  browser = await openBrowser({ baseUrl });
  const { context, page } = browser;
  const scriptUrls: string[] = [];
  const cspErrors: string[] = [];
  // A clock the test can move, to let the map's move debounce run out without sleeping.
  await context.clock.install();
  await countSearches(context);
  await context.route(MAPS_API, (route) => {
    scriptUrls.push(route.request().url());
    return api === "abort"
      ? route.abort()
      : route.fulfill({ status: 200, contentType: "text/javascript", body: DOUBLE });
  });
  // Reported by the page itself, so a blocked script or style cannot go unnoticed.
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on("console", (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) {
      cspErrors.push(message.text());
    }
  });
  return { page, scriptUrls, cspErrors };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated]");
}

async function mapStatus(page: Page, expected: RegExp) {
  await expect
    .poll(() => mapPanel(page).getAttribute("data-map-status"), { timeout: 20_000 })
    .toMatch(expected);
}

/** The newest listing with a pickup place, so a map (shipping-only ones have none); its map. */
async function openListingWithMap(page: Page) {
  await open(page, "/");
  const hrefs = await page
    .locator('section[aria-labelledby="new-title"] article a')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  const map = page.locator("[data-map-status]");
  for (const href of hrefs) {
    await open(page, href);
    if ((await map.count()) === 1) break;
  }
  expect(await map.count()).toBe(1);
  return map;
}

const mapsDouble = (page: Page) =>
  page.evaluate(() => (window as unknown as { __mapsDouble: MapsDouble }).__mapsDouble);

/** The west edge of the search map as the double's map has it now. */
const mapWest = (page: Page) =>
  page.evaluate(() => {
    const double = (window as unknown as { __mapsDouble: MapsDouble }).__mapsDouble;
    return double.maps.at(-1)?.map.getBounds().getSouthWest().lng() ?? Number.NaN;
  });

/** Markers whose centre lies inside the map panel. */
async function markersOnScreen(page: Page): Promise<number> {
  const panel = await mapPanel(page).boundingBox();
  if (!panel) return 0;
  const boxes = await Promise.all((await markers(page).all()).map((m) => m.boundingBox()));
  return boxes.filter((box) => {
    if (!box) return false;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    return (
      cx > panel.x && cx < panel.x + panel.width && cy > panel.y && cy < panel.y + panel.height
    );
  }).length;
}

describe("Google map", () => {
  it("loads the API only where a map is shown, and puts the markers on it", async () => {
    const { page, scriptUrls, cspErrors } = await openGoogleBrowser();
    await open(page, "/");
    await page.waitForLoadState("networkidle");
    expect(scriptUrls).toEqual([]);

    await open(page, "/s?keywords=tomaten");
    await mapStatus(page, /^ready$/);
    expect(scriptUrls).toHaveLength(1);
    const query = new URL(scriptUrls[0]!).searchParams;
    expect(query.get("key")).toBe(API_KEY);
    expect(query.get("language")).toBe("nl");
    expect(query.get("region")).toBe("NL");
    expect(query.get("v")).toBe("weekly");
    expect(query.get("loading")).toBe("async");
    expect(query.get("callback")).toMatch(/^__buurtoogstGoogleMaps\d+$/);
    const double = await mapsDouble(page);
    expect(double.maps).toHaveLength(1);
    expect(double.maps[0]?.options).toMatchObject({
      gestureHandling: "greedy",
      clickableIcons: false,
      disableDefaultUI: true,
      zoomControl: true,
    });

    await expect.poll(() => markers(page).count()).toBeGreaterThan(0);
    expect(await markersOnScreen(page)).toBe(await markers(page).count());
    // The map fitted the results itself: that is not a move to search again for, also once a
    // move's debounce would have run out.
    await page.clock.runFor(PAST_MOVE_DEBOUNCE_MS);
    expect(await searchesStarted(page)).toEqual([]);
    expect(page.url()).not.toContain("bounds=");
    await page.screenshot({ path: `${screenshotDir}/google-map-1280.png` });

    const single = markers(page)
      .filter({ hasText: /€|Gratis/ })
      .first();
    const title = ((await single.getAttribute("aria-label")) ?? "").replace(/, (€.*|Gratis)$/, "");
    await single.click();
    expect(await single.getAttribute("aria-expanded")).toBe("true");
    const card = page.locator("#search-map-card");
    expect(await card.locator("h2").textContent()).toBe(title);
    // A marker click is not a map click, and moves nothing.
    expect(page.url()).not.toContain("bounds=");
    await page.keyboard.press("Escape");
    expect(await card.count()).toBe(0);

    expect(cspErrors).toEqual([]);

    // Google refusing the key: its notice would cover the map, so the plane takes over.
    await page.evaluate(() =>
      (window as unknown as { gm_authFailure: () => void }).gm_authFailure(),
    );
    await mapStatus(page, /^plane$/);
    expect(await mapPanel(page).textContent()).toContain("de markeringen staan op hun plek");
    await expect.poll(() => markers(page).count()).toBeGreaterThan(0);
  });

  it("searches the visible area after the map is dragged, keeping keywords and sort", async () => {
    const { page, cspErrors } = await openGoogleBrowser();
    await open(page, "/s?keywords=sla&sort=-price");
    await mapStatus(page, /^ready$/);
    await expect.poll(() => markers(page).count()).toBeGreaterThan(0);
    const westBefore = await mapWest(page);

    // Dragging to the right moves the view west.
    const box = await mapPanel(page).boundingBox();
    if (!box) throw new Error("The map is not on screen");
    const x = box.x + box.width / 2;
    const y = box.y + box.height * 0.6;
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(x + 20 * i, y);
    await page.mouse.up();

    await page.waitForURL(/bounds=/);
    expect(await searchesStarted(page)).toHaveLength(1);
    const url = new URL(page.url());
    expect(url.searchParams.get("keywords")).toBe("sla");
    expect(url.searchParams.get("sort")).toBe("-price");
    const west = Number((url.searchParams.get("bounds") ?? "").split(",")[3]);
    expect(west).toBeLessThan(westBefore);
    expect(west).toBeCloseTo(await mapWest(page), 4);
    // The new results come without moving the map back or searching again, also once a move's
    // debounce would have run out.
    await page.waitForLoadState("networkidle");
    await page.clock.runFor(PAST_MOVE_DEBOUNCE_MS);
    expect(await searchesStarted(page)).toHaveLength(1);
    expect(page.url()).toBe(url.toString());
    expect(cspErrors).toEqual([]);
  });

  it("shows the listing's place on the listing page", async () => {
    const { page, scriptUrls, cspErrors } = await openGoogleBrowser();
    const map = await openListingWithMap(page);
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => map.getAttribute("data-map-status"), { timeout: 20_000 }).toBe("ready");
    expect(scriptUrls).toHaveLength(1);
    expect((await mapsDouble(page)).maps[0]?.options).toMatchObject({
      gestureHandling: "cooperative",
      // Listing pages use zoom 11 in MapLibre's levels: 12 in Google's.
      zoom: 12,
    });
    const pin = map.getByRole("img", { name: /^Locatie in / });
    expect(await pin.count()).toBe(1);
    const pinBox = await pin.boundingBox();
    const mapBox = await map.boundingBox();
    // The pin's tip on the centre of the map.
    expect(Math.abs(pinBox!.x + pinBox!.width / 2 - (mapBox!.x + mapBox!.width / 2))).toBeLessThan(
      2,
    );
    expect(Math.abs(pinBox!.y + pinBox!.height - (mapBox!.y + mapBox!.height / 2))).toBeLessThan(2);
    await map.screenshot({ path: `${screenshotDir}/google-listing-map-1280.png` });
    expect(cspErrors).toEqual([]);

    await page.evaluate(() =>
      (window as unknown as { gm_authFailure: () => void }).gm_authFailure(),
    );
    await expect.poll(() => map.getAttribute("data-map-status")).toBe("failed");
    expect(await map.textContent()).toContain("De kaart kon niet worden geladen.");
  });

  it("falls back to markers on the plane when the API cannot be downloaded", async () => {
    const { page, scriptUrls, cspErrors } = await openGoogleBrowser("abort");
    await open(page, "/s?keywords=tomaten");
    await mapStatus(page, /^plane$/);
    expect(scriptUrls).toHaveLength(1);
    expect(await mapPanel(page).textContent()).toContain("de markeringen staan op hun plek");
    await expect.poll(() => markers(page).count()).toBeGreaterThan(0);
    expect(await markersOnScreen(page)).toBeGreaterThan(0);
    await markers(page).first().click();
    expect(await page.locator("#search-map-card a").count()).toBeGreaterThan(0);
    expect(cspErrors).toEqual([]);
  });
});

describe("Google map with approximate locations (PUBLIC_MAP_FUZZY)", () => {
  let fuzzyApp: Awaited<ReturnType<typeof startAppServer>>;
  beforeAll(async () => {
    fuzzyApp = await startAppServer({
      purpose: "e2e-google-fuzzy",
      env: {
        PUBLIC_MAP_PROVIDER: "google",
        PUBLIC_GOOGLE_MAPS_API_KEY: API_KEY,
        PUBLIC_MAP_FUZZY: "true",
      },
    });
  });
  afterAll(async () => fuzzyApp?.stop());

  it("draws a circle instead of the pin, its code fetched with the map", async () => {
    const { page } = await openGoogleBrowser("double", fuzzyApp.baseUrl);
    const circleCode: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/fuzzy-location-/.test(request.url())) circleCode.push(request.url());
    });
    const map = await openListingWithMap(page);
    // Not with the page: a visitor who never scrolls to the map does not download it.
    expect(circleCode).toEqual([]);
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => map.getAttribute("data-map-status"), { timeout: 20_000 }).toBe("ready");
    expect(circleCode).toHaveLength(1);
    expect((await mapsDouble(page)).polygons).toEqual([
      expect.objectContaining({ fillColor: "#c8432a", paths: expect.any(Number) }),
    ]);
    expect(await map.getByRole("img", { name: /^Locatie in / }).count()).toBe(0);
  });
});
