import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startAppServer } from "../setup/app-server";
import { type Browser, openBrowser, screenshotDir } from "./browser";

let browser: Browser;
afterEach(async () => browser?.close());
beforeEach(() => mkdirSync(screenshotDir, { recursive: true }));

// The e2e server runs with the default configuration: the map variant of /s, MapLibre with the
// default style URL, which cannot be reached here — the "tiles unavailable" case.
const mapPanel = (page: Page) => page.locator('section[aria-label="Kaart met de zoekresultaten"]');
const markers = (page: Page) => mapPanel(page).locator("button[aria-expanded]");
const cards = (page: Page) => page.locator("main article");

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated]");
}

/** Waits until the map has given up on its background: MapLibre on a plain style, or the plane. */
async function mapSettled(page: Page, expected: RegExp = /^(no-background|plane)$/) {
  await expect
    .poll(() => mapPanel(page).getAttribute("data-map-status"), { timeout: 20_000 })
    .toMatch(expected);
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** axe-core violations on the page as it is now (the accessibility journey checks pages
 * right after hydration; this one checks the map once its markers and card are there). */
async function axeViolations(page: Page): Promise<Array<{ id: string; targets: string[] }>> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Result = { violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> };
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<Result> } })
      .axe;
    const result = await axe.run(document, {
      runOnly: ["wcag2a", "wcag2aa", "wcag21aa", "best-practice"],
    });
    return result.violations.map((v) => ({ id: v.id, targets: v.nodes.flatMap((n) => n.target) }));
  });
}

/** Drags the map from its centre by (dx, dy) with the mouse. */
async function dragMap(page: Page, dx: number, dy: number) {
  const box = await mapPanel(page).boundingBox();
  if (!box) throw new Error("The map is not on screen");
  // Below the overlay (search toggle, notice) and left of the zoom buttons.
  const x = box.x + box.width / 2;
  const y = box.y + box.height * 0.6;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(x + (dx * i) / 10, y + (dy * i) / 10);
  await page.mouse.up();
}

/** Markers whose centre lies inside the map panel. */
async function markersOnScreen(page: Page): Promise<number> {
  const panel = await mapPanel(page).boundingBox();
  if (!panel) return 0;
  let inside = 0;
  for (const box of await Promise.all(
    (await markers(page).all()).map((marker) => marker.boundingBox()),
  )) {
    if (!box) continue;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    if (cx > panel.x && cx < panel.x + panel.width && cy > panel.y && cy < panel.y + panel.height)
      inside++;
  }
  return inside;
}

describe("search map", () => {
  it("shows price markers for the results although the map tiles cannot load", async () => {
    browser = await openBrowser();
    const { page } = browser;
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    // Other pages never download MapLibre.
    await open(page, "/");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((url) => /maplibre/i.test(url))).toEqual([]);

    await open(page, "/s?keywords=tomaten");
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    await mapSettled(page);
    // Headless Chromium here has WebGL 2, so MapLibre runs on its background-only style.
    expect(await mapPanel(page).getAttribute("data-map-status")).toBe("no-background");
    expect(await mapPanel(page).textContent()).toContain(
      "De kaart zelf kon niet laden, maar de markeringen staan op hun plek.",
    );
    await expect.poll(() => markers(page).count()).toBeGreaterThan(0);
    expect(await markersOnScreen(page)).toBe(await markers(page).count());
    // Price labels ("€ 2,50", "Gratis") or the number of listings sharing a spot.
    for (const text of await markers(page).allTextContents()) {
      expect(text).toMatch(/^(€ \d+,(\d\d|-)|Gratis|\d+)$/);
    }
    // Accessible names: the title and price, or how many listings share the spot.
    const names = await markers(page).evaluateAll((buttons) =>
      buttons.map((b) => b.getAttribute("aria-label") ?? ""),
    );
    for (const name of names) {
      expect(name).toMatch(/, (€ \d+,(\d\d|-)|Gratis)$|^\d+ aanbiedingen op deze plek: /);
    }
    expect(names.some((name) => /toma/i.test(name))).toBe(true);
    // Side by side: the list left, the map right and as tall as the window below the top bar.
    const list = await page.locator("main h1").boundingBox();
    const map = await mapPanel(page).boundingBox();
    expect(list!.x).toBeLessThan(map!.x);
    // Within a pixel: the top bar's bottom border.
    expect(Math.abs(map!.x + map!.width - 1280)).toBeLessThanOrEqual(1);
    expect(Math.abs(map!.y + map!.height - 900)).toBeLessThanOrEqual(1);
    await page.screenshot({ path: `${screenshotDir}/search-map-1280.png` });
  });

  it("keeps the map beside the list while the list scrolls", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await open(page, "/s");
    await mapSettled(page);
    const before = await mapPanel(page).boundingBox();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const after = await mapPanel(page).boundingBox();
    expect(Math.abs(after!.y - before!.y)).toBeLessThanOrEqual(1);
  });

  it("opens a card with a link from a marker, by mouse and by keyboard", async () => {
    browser = await openBrowser();
    const { page } = browser;
    // Tomatoes: some growers offer one kind (a price label), one offers two (a group).
    await open(page, "/s?keywords=tomaten");
    await mapSettled(page);
    await expect.poll(() => markers(page).count()).toBeGreaterThan(1);
    const single = markers(page)
      .filter({ hasText: /€|Gratis/ })
      .first();
    const name = (await single.getAttribute("aria-label")) ?? "";
    const title = name.replace(/, (€.*|Gratis)$/, "");
    await single.click();
    expect(await single.getAttribute("aria-expanded")).toBe("true");
    const card = page.locator("#search-map-card");
    expect(await card.locator("h2").textContent()).toBe(title);
    const link = card.getByRole("link", { name: title });
    expect(await link.getAttribute("href")).toMatch(/^\/l\/[a-z0-9-]+\/[0-9a-f-]{36}$/);
    // Focus moved into the card; Escape closes it and hands focus back to the marker.
    expect(
      await page.evaluate(() => document.activeElement?.closest("#search-map-card") !== null),
    ).toBe(true);
    await page.screenshot({ path: `${screenshotDir}/search-map-card-1280.png` });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    expect(await card.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-expanded"))).toBe(
      "false",
    );

    // A spot with several listings lists them all.
    const group = markers(page).filter({ hasText: /^\d+$/ }).first();
    if ((await group.count()) === 1) {
      const count = Number(await group.textContent());
      await group.focus();
      await page.keyboard.press("Enter");
      expect(await card.locator("li").count()).toBe(count);
      await card.getByRole("button", { name: "Sluiten" }).click();
      expect(await card.count()).toBe(0);
    }

    await single.click();
    await link.click();
    await page.waitForURL(/\/l\/[a-z0-9-]+\/[0-9a-f-]{36}$/);
    // A client-side navigation: the URL changes before the listing page has rendered.
    await expect.poll(() => page.locator("h1").textContent()).toBe(title);
  });

  it("highlights a result's marker while its card is hovered or focused", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await open(page, "/s?keywords=tomaten");
    await mapSettled(page);
    await expect.poll(() => markers(page).count()).toBeGreaterThan(1);
    const highlighted = mapPanel(page).locator("button[data-highlighted]");
    expect(await highlighted.count()).toBe(0);

    const card = cards(page).first();
    const title = (await card.locator("h2").textContent()) ?? "";
    await card.hover();
    await expect.poll(() => highlighted.count()).toBe(1);
    // The marker of that listing: its name holds the title (alone, or among a spot's titles).
    expect(await highlighted.getAttribute("aria-label")).toContain(title);
    // Lit like a selected marker, and its MapLibre host raised above the other markers.
    const look = await highlighted.evaluate((button) => ({
      color: getComputedStyle(button).color,
      zIndex: getComputedStyle(button.parentElement!).zIndex,
    }));
    expect(look).toEqual({ color: "rgb(255, 255, 255)", zIndex: "4" });
    await page.screenshot({ path: `${screenshotDir}/search-map-hover-1280.png` });

    // Away from the card (onto the heading): back to normal.
    await page.locator("main h1").hover();
    await expect.poll(() => highlighted.count()).toBe(0);

    // Keyboard focus on the card's link does the same.
    await card.getByRole("link").focus();
    await expect.poll(() => highlighted.count()).toBe(1);
    expect(await highlighted.getAttribute("aria-label")).toContain(title);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(() => highlighted.count()).toBe(0);
  });

  it("searches the visible area after the map is moved, keeping keywords and sort", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await open(page, "/s?keywords=sla&sort=-price");
    await mapSettled(page);
    const countBefore = await page.locator('main [role="status"]').textContent();
    await page.getByRole("button", { name: "Inzoomen" }).click();
    await page.waitForURL(/bounds=/);
    const url = new URL(page.url());
    expect(url.searchParams.get("keywords")).toBe("sla");
    expect(url.searchParams.get("sort")).toBe("-price");
    expect(url.searchParams.get("bounds")).toMatch(/^-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+$/);
    expect(await page.locator("#search-sort").inputValue()).toBe("-price");
    expect(await page.locator('main input[name="keywords"][type="search"]').inputValue()).toBe(
      "sla",
    );
    expect(countBefore).toMatch(/resulta/);

    // Dragging the map to the right (the view moves west) searches again.
    const first = url.searchParams.get("bounds") ?? "";
    await dragMap(page, 200, 0);
    await page.waitForURL((u) => u.searchParams.get("bounds") !== first);
    const after = new URL(page.url());
    expect(after.searchParams.get("keywords")).toBe("sla");
    expect(after.searchParams.get("sort")).toBe("-price");
    const west = (b: string | null) => Number((b ?? "").split(",")[3]);
    expect(west(after.searchParams.get("bounds"))).toBeLessThan(west(first));
    // The new results come without moving the map back.
    await page.waitForLoadState("networkidle");
    expect(new URL(page.url()).searchParams.get("bounds")).toBe(after.searchParams.get("bounds"));
  });

  it("waits for 'Search this area' when searching as the map moves is off", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await open(page, "/s?keywords=appel");
    await mapSettled(page);
    await page.getByLabel("Zoek bij verplaatsen van de kaart").uncheck();
    await page.getByRole("button", { name: "Uitzoomen" }).click();
    const button = page.getByRole("button", { name: "Zoek in dit gebied" });
    await button.waitFor();
    expect(page.url()).not.toContain("bounds=");
    await button.click();
    await page.waitForURL(/bounds=/);
    expect(new URL(page.url()).searchParams.get("keywords")).toBe("appel");
    expect(await button.count()).toBe(0);
  });

  it("falls back to markers on a plain plane when MapLibre cannot start", async () => {
    browser = await openBrowser();
    const { page } = browser;
    // As if MapLibre could not be downloaded (or the browser had no WebGL 2).
    await browser.context.route(/maplibre/i, (route) => route.abort());
    await open(page, "/s?keywords=tomaten&page=1");
    await mapSettled(page, /^plane$/);
    expect(await mapPanel(page).textContent()).toContain("de markeringen staan op hun plek");
    await expect.poll(() => markers(page).count()).toBeGreaterThan(0);
    expect(await markersOnScreen(page)).toBeGreaterThan(0);
    await page.screenshot({ path: `${screenshotDir}/search-map-plane-1280.png` });
    expect(await axeViolations(page)).toEqual([]);

    await markers(page).first().click();
    expect(await page.locator("#search-map-card a").count()).toBeGreaterThan(0);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Uitzoomen" }).click();
    await page.waitForURL(/bounds=/);
    const url = new URL(page.url());
    expect(url.searchParams.get("keywords")).toBe("tomaten");
    expect(url.searchParams.has("page")).toBe(false);
    // Zooming out shows a larger area: still every marker found before.
    await expect.poll(() => markersOnScreen(page)).toBeGreaterThan(0);

    // Dragging pans the plane and searches again.
    const first = url.searchParams.get("bounds");
    await dragMap(page, -200, 120);
    await page.waitForURL((u) => u.searchParams.get("bounds") !== first);
    const [neLat, neLng] = (new URL(page.url()).searchParams.get("bounds") ?? "")
      .split(",")
      .map(Number);
    const [firstNeLat, firstNeLng] = (first ?? "").split(",").map(Number);
    // Dragged left and down: the view moved east and north.
    expect(neLng).toBeGreaterThan(firstNeLng!);
    expect(neLat).toBeGreaterThan(firstNeLat!);
  });

  it("on a 375 px phone shows the list with a Map button that opens the map full screen", async () => {
    browser = await openBrowser({ width: 375, height: 812 });
    const { page } = browser;
    // A phone asks for the markers only when its map is opened.
    const markerRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/s/map-listings")) markerRequests.push(request.url());
    });
    await open(page, "/s?keywords=tomaten");
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    expect(await mapPanel(page).isVisible()).toBe(false);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const toggle = page.getByRole("button", { name: "Kaart", exact: true });
    // The cookie banner comes first; the map button waits underneath it.
    await page.getByRole("button", { name: "Prima" }).click();
    await page.screenshot({ path: `${screenshotDir}/search-map-375-list.png` });
    expect(markerRequests).toEqual([]);

    await toggle.click();
    await mapSettled(page);
    expect(await mapPanel(page).boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 812 });
    await expect.poll(() => markersOnScreen(page)).toBeGreaterThan(0);
    expect(markerRequests).toHaveLength(1);
    await page.screenshot({ path: `${screenshotDir}/search-map-375-map.png` });
    await markers(page).first().click();
    await page.screenshot({ path: `${screenshotDir}/search-map-375-card.png` });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Lijst", exact: true }).click();
    expect(await mapPanel(page).isVisible()).toBe(false);
    expect(await cards(page).first().isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Kaart");
  });
});

describe("search map with a custom marker image", () => {
  // PUBLIC_MAP_CUSTOM_MARKER_URL on our own origin (the CSP's img-src 'self'): the favicon.
  const MARKER_URL = "/favicon.svg";
  let app: Awaited<ReturnType<typeof startAppServer>>;
  beforeAll(async () => {
    app = await startAppServer({
      purpose: "e2e-marker",
      env: { PUBLIC_MAP_CUSTOM_MARKER_URL: MARKER_URL },
    });
  });
  afterAll(async () => app?.stop());

  /** Every marker shows the 32×32 image, loaded, with its price (or count) below it. */
  async function expectImageMarkers(page: Page) {
    await expect.poll(() => markers(page).count()).toBeGreaterThan(1);
    const count = await markers(page).count();
    const images = markers(page).locator("img");
    expect(await images.count()).toBe(count);
    const first = images.first();
    expect(await first.getAttribute("src")).toBe(MARKER_URL);
    expect(await first.getAttribute("alt")).toBe("");
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const image = await first.boundingBox();
    expect(image).toMatchObject({ width: 32, height: 32 });
    // The label hangs centred below the image.
    const label = await markers(page).first().locator("span").boundingBox();
    expect(label!.y).toBeGreaterThanOrEqual(image!.y + image!.height);
    expect(Math.abs(label!.x + label!.width / 2 - (image!.x + image!.width / 2))).toBeLessThan(1);
    for (const text of await markers(page).allTextContents()) {
      expect(text).toMatch(/^(€ \d+,(\d\d|-)|Gratis|\d+)$/);
    }
    // The names are those of the default markers.
    for (const name of await markers(page).evaluateAll((buttons) =>
      buttons.map((b) => b.getAttribute("aria-label") ?? ""),
    )) {
      expect(name).toMatch(/, (€ \d+,(\d\d|-)|Gratis)$|^\d+ aanbiedingen op deze plek: /);
    }
  }

  it("shows the image with the price below it on MapLibre", async () => {
    browser = await openBrowser({ baseUrl: app.baseUrl });
    const { page } = browser;
    await open(page, "/s?keywords=tomaten");
    await mapSettled(page, /^no-background$/);
    await expectImageMarkers(page);
    await page.screenshot({ path: `${screenshotDir}/search-map-custom-marker-1280.png` });
    // Hovering a result card lights the label of its marker.
    await cards(page).first().hover();
    await expect.poll(() => mapPanel(page).locator("button[data-highlighted]").count()).toBe(1);
    await page.screenshot({ path: `${screenshotDir}/search-map-custom-marker-hover-1280.png` });
  });

  it("shows the image on the plane, its bottom centre on the spot", async () => {
    browser = await openBrowser({ baseUrl: app.baseUrl });
    const { page } = browser;
    await browser.context.route(/maplibre/i, (route) => route.abort());
    await open(page, "/s?keywords=tomaten");
    await mapSettled(page, /^plane$/);
    await expectImageMarkers(page);
    // The plane places each host at its spot (left/top on the surface).
    const offsets = await markers(page).evaluateAll((buttons) =>
      buttons.map((button) => {
        const host = button.parentElement as HTMLElement;
        const surface = (host.parentElement as HTMLElement).getBoundingClientRect();
        const image = (button.querySelector("img") as HTMLImageElement).getBoundingClientRect();
        return [
          image.left + image.width / 2 - (surface.left + Number.parseFloat(host.style.left)),
          image.bottom - (surface.top + Number.parseFloat(host.style.top)),
        ];
      }),
    );
    for (const [dx, dy] of offsets) {
      expect(Math.abs(dx!)).toBeLessThan(1);
      expect(Math.abs(dy!)).toBeLessThan(1);
    }
    await page.screenshot({ path: `${screenshotDir}/search-map-custom-marker-plane-1280.png` });
  });
});
