import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { approximateLocation } from "#modules/geo";
import { DEMO_PROVIDERS } from "../../db/seed/demo-data";
import { PLACES } from "../factories";
import { loginAs } from "./accounts";
import { type Browser, openBrowser, screenshotDir } from "./browser";

let browser: Browser;
afterEach(async () => browser?.close());
beforeEach(() => mkdirSync(screenshotDir, { recursive: true }));

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/**
 * Demo listings with a photo that no other journey buys, closes or edits. The landing page's
 * newest cards are no fixed point: other journeys publish listings without photos, and in some
 * file orders they fill the whole section. The affiliate journey edits its own listing, so it
 * cannot change what the others read.
 */
const VISITED = "Conference-peren";
const MADE_AFFILIATE = "Jonagold-appels uit Haspengouw";

/** Searches for a demo listing by its title; the path, title and id of its card. */
async function listingCard(page: Page, title: string) {
  await page.goto(`/s?keywords=${encodeURIComponent(title)}`);
  const link = page.locator("main article a:has(img)").filter({ hasText: title }).first();
  const href = (await link.getAttribute("href"))!;
  return { href, title, id: href.match(UUID)![0] };
}

describe("listing page", () => {
  it("shows a visitor the listing opened from the search results", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page } = browser;
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const { href, title, id } = await listingCard(page, VISITED);
    await page.click(`main article a[href="${href}"]`);
    await page.waitForURL((url) => url.pathname === href);
    const response = await page.reload();
    expect(response?.status()).toBe(200);

    expect((await page.locator("h1").textContent())?.replace(/\s+/g, " ")).toBe(title);
    expect(await page.locator("main header").textContent()).toMatch(/€ \d+,(\d\d|-)|Gratis/);
    const photos = page.locator('main section[aria-label*="photo"] img');
    expect(await photos.count()).toBeGreaterThan(0);
    expect(await photos.first().getAttribute("alt")).toBe(`${title} — photo 1`);
    expect(await page.locator("main picture source[type='image/webp']").count()).toBeGreaterThan(0);
    expect(await page.locator('main a[href^="/u/"]').count()).toBeGreaterThan(0);
    expect(await page.locator("#listing-reviews").textContent()).toMatch(/Reviews of the seller/);

    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname).toBe(`/l/${id}`);
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? "null")));
    const product = jsonLd.find((d) => d?.["@type"] === "Product");
    expect(product).toMatchObject({
      name: title,
      offers: { "@type": "Offer", priceCurrency: "EUR" },
    });
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toMatch(
      /\/(facebook|listing-card-2x)\.jpg$/,
    );
    // A visitor may not order yet; the panel says so honestly.
    expect(await page.locator("aside").textContent()).toContain("You won't be charged yet.");
    await page.screenshot({ path: `${screenshotDir}/listing-1280.png`, fullPage: true });
    expect(errors).toEqual([]);
  });

  it("answers a malformed or unknown id with 404, and the canonical URL works", async () => {
    browser = await openBrowser();
    const { page } = browser;
    expect((await page.goto("/l/not-a-uuid"))?.status()).toBe(404);
    expect((await page.goto("/l/tomaten/00000000-0000-4000-8000-000000000000"))?.status()).toBe(
      404,
    );
    const { href, id, title } = await listingCard(page, VISITED);
    expect((await page.goto(`/l/${id}`))?.status()).toBe(200);
    expect((await page.locator("h1").textContent())?.replace(/\s+/g, " ")).toBe(title);
    // The canonical page is the same page: it offers "Direct afrekenen" too, to the listing's
    // own checkout.
    await page.waitForSelector("html[data-hydrated]");
    const buyNow = page.locator("aside").getByRole("link", { name: "Direct afrekenen" });
    expect(new URL((await buyNow.getAttribute("href"))!, page.url()).pathname).toBe(
      `${href}/checkout`,
    );
  });

  it("loads the map only when scrolled to, and copes with tiles that cannot load", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page } = browser;
    const mapRequests: string[] = [];
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("request", (request) => {
      if (/maplibre/i.test(request.url())) mapRequests.push(request.url());
    });
    // Other journeys may have published shipping-only listings (no place, no map): take the
    // newest listing that has a pickup place.
    await page.goto("/");
    const hrefs = await page
      .locator('section[aria-labelledby="new-title"] article a')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    const map = page.locator("[data-map-status]");
    for (const href of hrefs) {
      await page.goto(href);
      await page.waitForSelector("html[data-hydrated]");
      if ((await map.count()) === 1) break;
    }
    expect(await map.count()).toBe(1);
    expect(mapRequests).toEqual([]);
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => mapRequests.length, { timeout: 10_000 }).toBeGreaterThan(0);
    // No internet here (and the CSP allows no tile host): the fallback replaces the map.
    await expect
      .poll(() => map.getAttribute("data-map-status"), { timeout: 20_000 })
      .toMatch(/failed|ready/);
    if ((await map.getAttribute("data-map-status")) === "failed") {
      expect(await map.textContent()).toContain("The map could not be loaded.");
    }
    expect(await page.locator("figcaption").first().textContent()).toBeTruthy();
    await map.screenshot({ path: `${screenshotDir}/listing-map-1280.png` });
    expect(await page.locator("h1").isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("opens the order panel as a modal at 375 px with ?orderOpen=true", async () => {
    browser = await openBrowser({ width: 375, height: 812, locale: "en-US" });
    const { page } = browser;
    const { href, title } = await listingCard(page, VISITED);
    await page.goto(`${href}?orderOpen=true`);
    await page.waitForSelector("html[data-hydrated]");
    const dialog = page.locator("dialog[open]");
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.getAttribute("aria-label")).toBe(title);
    expect(await dialog.textContent()).toContain("Add to cart");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${screenshotDir}/listing-order-modal-375.png` });
    await page.keyboard.press("Escape");
    await page.waitForURL((url) => !url.search.includes("orderOpen"));
    await expect.poll(() => dialog.count()).toBe(0);
    // The bottom bar opens it again (once the cookie notice is out of the way).
    await page.getByRole("button", { name: "Got it" }).click();
    await page.click("a[data-order-open]");
    await expect.poll(() => page.locator("dialog[open]").count()).toBe(1);
    await page.keyboard.press("Escape");
    await page.screenshot({ path: `${screenshotDir}/listing-375.png`, fullPage: true });
  });

  it("shows the provider the own-listing message and an edit link instead of ordering", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page } = browser;
    await loginAs(page.context(), { email: "kweker@buurtoogst.nl" });
    await page.goto("/profile-settings");
    const profilePath = await page.locator('main a[href^="/u/"]').first().getAttribute("href");
    await page.goto(profilePath!);
    const card = page.locator('main a[href^="/l/"]').first();
    const href = (await card.getAttribute("href"))!;
    await page.goto(href);
    const panel = page.locator("aside [data-order-state]");
    expect(await panel.getAttribute("data-order-state")).toBe("own");
    expect(await panel.textContent()).toContain("This is your own listing.");
    expect(await panel.textContent()).not.toContain("You won't be charged yet.");
    expect(await panel.locator("a").getAttribute("href")).toBe(`${href}/edit/details`);
    await page.screenshot({ path: `${screenshotDir}/listing-own-1280.png` });
  });
  it("shows the owner a draft under its variant URL with a banner; others get a 404", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page, context } = browser;
    await loginAs(page.context(), { email: "kweker@buurtoogst.nl" });
    await page.goto("/listings");
    const draft = (await page.locator('main a[href$="/draft"]').first().getAttribute("href"))!;
    const plain = draft.replace(/\/draft$/, "");
    // The plain URL of a draft leads its owner to the variant.
    await page.goto(plain);
    await page.waitForURL((url) => url.pathname === draft);
    expect(await page.locator('main [role="status"]').textContent()).toContain("This is a draft");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await page.locator("aside [data-order-state]").getAttribute("data-order-state")).toBe(
      "own",
    );
    await context.clearCookies();
    expect((await page.goto(plain))?.status()).toBe(404);
    await page.goto(draft);
    await page.waitForURL(/\/signup\?from=/);
  });
});

describe("the growers' home addresses (decision 025)", () => {
  // Every demo listing lies at its town's centre; a coordinate that is its own public point
  // (a cell centre) cannot tell, so only the others are looked for.
  const exactCoordinates = Object.values(PLACES).flatMap((place) => {
    const point = approximateLocation(place);
    return [
      ...(point.lat !== place.lat ? [place.lat] : []),
      ...(point.lng !== place.lng ? [place.lng] : []),
    ];
  });
  const secrets = [
    ...DEMO_PROVIDERS.map((p) => new RegExp(p.street.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))),
    ...exactCoordinates.map(
      (n) => new RegExp(`(?<![\\d.])${String(n).replace(".", "\\.")}(?!\\d)`),
    ),
  ];

  it("are in no page or API answer a visitor gets: listing, JSON-LD, search, map, profile", async () => {
    const base = inject("baseUrl");
    const get = async (path: string) => {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(200);
      return res.text();
    };
    const landing = await get("/");
    const listingPaths = [...new Set(landing.match(/\/l\/[a-z0-9-]+\/[0-9a-f-]{36}/g) ?? [])];
    expect(listingPaths.length).toBeGreaterThan(0);
    const listingPage = await get(listingPaths[0]!);
    const profilePath = listingPage.match(/\/u\/[0-9a-f-]{36}/)?.[0];
    expect(profilePath).toBeDefined();
    const id = listingPaths[0]!.slice(-36);
    const bodies: Array<[string, string]> = [
      ["/", landing],
      [listingPaths[0]!, listingPage],
      [profilePath!, await get(profilePath!)],
      ["/s", await get("/s")],
      ["/s/map-listings", await get("/s/map-listings")],
      [`/api/listings/show?id=${id}`, await get(`/api/listings/show?id=${id}`)],
      ["/api/listings/search", await get("/api/listings/search")],
    ];
    for (const [path, body] of bodies) {
      for (const secret of secrets) expect(body, `${path} ${secret}`).not.toMatch(secret);
    }
  });
});

describe("operator page", () => {
  it("is a 404 for everyone but operators", async () => {
    browser = await openBrowser();
    expect((await browser.page.goto("/operator"))?.status()).toBe(404);
    await loginAs(browser.page.context(), { email: "koper@buurtoogst.nl" });
    expect((await browser.page.goto("/operator"))?.status()).toBe(404);
  });

  it("marks a listing as affiliate, which then links to the seller's website", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page } = browser;
    const { href } = await listingCard(page, MADE_AFFILIATE);
    await loginAs(page.context(), { email: "beheer@buurtoogst.nl" });
    expect((await page.goto("/operator/listings"))?.status()).toBe(200);
    const form = page.locator('form:has(input[name="intent"][value="affiliate"])');
    await form.locator('input[name="listing"]').fill(href);
    await form.locator('input[name="websiteAffiliate"]').fill("javascript:alert(1)");
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => form.locator('[role="alert"]').count()).toBeGreaterThan(0);
    await form.locator('input[name="websiteAffiliate"]').fill("https://moestuin.example/winkel");
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => form.locator('[role="status"]').count()).toBe(1);
    await page.screenshot({ path: `${screenshotDir}/operator-1280.png`, fullPage: true });

    await page.goto(href);
    const external = page.locator('aside a[target="_blank"]');
    expect(await external.getAttribute("href")).toBe("https://moestuin.example/winkel");
    expect(await external.getAttribute("rel")).toContain("noopener");

    // Back to normal for the other journeys.
    await page.goto("/operator/listings");
    await form.locator('input[name="listing"]').fill(href);
    await form.locator('input[name="isAffiliate"]').uncheck();
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => form.locator('[role="status"]').count()).toBe(1);
    await page.goto(href);
    expect(await page.locator("aside [data-order-state]").getAttribute("data-order-state")).toBe(
      "order",
    );
  });
});
