import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { truncateTitleForViewport } from "#modules/text";
import { startAppServer } from "../setup/app-server";
import { type Browser, openBrowser, screenshotDir } from "./browser";

// Issue 18: error reports reach the server log, titles shortened on narrow screens, the cookie
// banner above the order bar, the chunk-load page. Its own server, so the log can be read.

let app: Awaited<ReturnType<typeof startAppServer>>;
let browser: Browser | undefined;
beforeAll(async () => {
  mkdirSync(screenshotDir, { recursive: true });
  app = await startAppServer({ purpose: "e2e-spec-gaps" });
});
afterAll(async () => app?.stop());
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function open(width: number, height = 800) {
  browser = await openBrowser({ width, height, baseUrl: app.baseUrl });
  return browser.page;
}
const hydrated = (page: Page) => page.waitForSelector("html[data-hydrated]", { state: "attached" });

/** The first listing on the landing page with a title of at least `length` characters. */
async function landingListing(page: Page, length = 0) {
  await page.goto("/");
  await hydrated(page);
  const cards = page.locator('section[aria-labelledby="new-title"] article a');
  const hrefs = await cards.evaluateAll((links) =>
    links.map((a) => ({
      href: a.getAttribute("href") ?? "",
      title:
        a.querySelector("h2, h3")?.getAttribute("title") ??
        a.querySelector("h2, h3")?.textContent ??
        "",
    })),
  );
  return hrefs.find((h) => Array.from(h.title).length >= length) ?? null;
}

const logLines = () =>
  app
    .output()
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe("browser errors reach the server log", () => {
  it("reports a render failure caught by the root error boundary with its request id", async () => {
    const page = await open(390);
    // A render-time failure: reading the viewport width throws once the test says so.
    await page.addInitScript(() => {
      Object.defineProperty(window, "innerWidth", {
        get() {
          if ((window as { boom?: boolean }).boom) throw new Error("boom while rendering a card");
          return 390;
        },
      });
    });
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => {
      (window as { boom?: boolean }).boom = true;
      window.dispatchEvent(new Event("resize"));
    });
    await page.getByRole("heading", { name: "Oeps, er ging iets mis" }).waitFor();
    let line: Record<string, unknown> | undefined;
    for (let i = 0; i < 40 && !line; i++) {
      line = logLines().find((l) => l.code === "browser-side-render-failed");
      if (!line) await page.waitForTimeout(250);
    }
    expect(line).toMatchObject({
      level: 50,
      source: "browser",
      client: { name: "Error", message: "boom while rendering a card", path: "/" },
    });
    expect(line?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(String((line?.client as { stack?: string } | undefined)?.stack)).toContain(
      "boom while rendering",
    );
  });
});

describe("mobile title truncation (spec §9)", () => {
  for (const width of [375, 393, 414, 550]) {
    it(`shortens long card titles at ${width} px and keeps the full title for screen readers`, async () => {
      const page = await open(width);
      await page.goto("/");
      await hydrated(page);
      const titles = await page
        .locator('section[aria-labelledby="new-title"] article :is(h2, h3)')
        .evaluateAll((headings) =>
          headings.map((h) => ({
            full: h.querySelector(".visually-hidden")?.textContent ?? h.textContent ?? "",
            shown: h.querySelector("[aria-hidden]")?.textContent ?? h.textContent ?? "",
          })),
        );
      expect(titles.length).toBeGreaterThan(0);
      for (const { full, shown } of titles) {
        expect(shown).toBe(truncateTitleForViewport(full, width));
      }
      if (width === 375) {
        expect(titles.some((t) => t.shown.endsWith("…"))).toBe(true);
        await page.screenshot({ path: `${screenshotDir}/spec-gaps-cards-375.png` });
      }
    });
  }

  it("shows whole titles on a wide screen and shortens the order dialog's title on a phone", async () => {
    const wide = await open(1280);
    const listing = await landingListing(wide, 18);
    expect(listing).not.toBeNull();
    expect(await wide.locator("[data-truncated-title]").count()).toBe(0);
    await browser?.close();
    const page = await open(375);
    await page.goto(`${listing?.href}?orderOpen=true`);
    await hydrated(page);
    const heading = page.locator("dialog[open] h2");
    await heading.waitFor();
    expect(await heading.locator("[aria-hidden]").textContent()).toBe(
      truncateTitleForViewport(listing?.title ?? "", 375),
    );
    expect(await page.locator("dialog[open]").getAttribute("aria-label")).toBe(listing?.title);
  });
});

describe("cookie banner and the mobile order bar", () => {
  it("leaves the order button reachable at 390 px before consent", async () => {
    const page = await open(390, 844);
    const listing = await landingListing(page);
    await page.goto(listing?.href ?? "/");
    await hydrated(page);
    const banner = page.locator('section[aria-label="Cookies"], section:has(> button)').filter({
      hasText: /cookie/i,
    });
    expect(await banner.first().isVisible()).toBe(true);
    const button = page.locator("[data-order-open]");
    const box = await button.boundingBox();
    const bannerBox = await banner.first().boundingBox();
    expect(box && bannerBox).toBeTruthy();
    // No overlap: the banner ends above the bar.
    expect((bannerBox?.y ?? 0) + (bannerBox?.height ?? 0)).toBeLessThanOrEqual(box?.y ?? 0);
    await page.screenshot({ path: `${screenshotDir}/spec-gaps-listing-cookie-390.png` });
    await button.click();
    await page.waitForURL((url) => url.searchParams.has("orderOpen"));
    await page.locator("dialog[open]").waitFor();
  });
});

describe("page chunk that cannot be fetched (spec §2)", () => {
  it("reloads a page whose chunk fails once, then shows 'Oops, we couldn't fetch the page.'", async () => {
    const page = await open(390);
    const listing = await landingListing(page);
    const chunk = await listingChunk(page);
    await page.route(`**${chunk}`, (route) => route.abort());
    let documents = 0;
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents += 1;
    });
    await page.goto(listing?.href ?? "/");
    await page.getByRole("heading", { name: "Oeps, we konden de pagina niet ophalen." }).waitFor();
    expect(await page.locator("main a[href='/']").textContent()).toBe("Naar de startpagina");
    expect(await page.title()).toBe("Pagina niet geladen");
    await page.waitForTimeout(1500);
    // The page itself, one reload, and no loop after it.
    expect(documents).toBe(2);
    await page.screenshot({ path: `${screenshotDir}/spec-gaps-chunk-error-390.png` });
    await page.unroute(`**${chunk}`);
    await page.click("main a[href='/']");
    await page.waitForURL((url) => url.pathname === "/");
    await hydrated(page);
  });

  /**
   * The listing route's chunk, read from the landing page's manifest. Routes are discovered
   * lazily (the links on screen ask /__manifest), so wait until the listing route is in it: on a
   * busy machine the first read came before the discovery answered.
   */
  async function listingChunk(page: Page) {
    const read = () =>
      page.evaluate(
        () =>
          (
            window as unknown as {
              __reactRouterManifest: { routes: Record<string, { module: string }> };
            }
          ).__reactRouterManifest.routes.listing?.module,
      );
    await expect.poll(read, { timeout: 20_000 }).toBeTruthy();
    return (await read())!;
  }

  it("a click on a listing card whose chunk fails once ends on the listing, not back on the landing page", async () => {
    const page = await open(1280);
    const listing = await landingListing(page);
    expect(listing?.href).toBeTruthy();
    const chunk = await listingChunk(page);
    // The chunk fails until the browser asks for the listing's own document (the guard's retry).
    let retried = false;
    page.on("request", (r) => {
      if (r.resourceType() === "document" && new URL(r.url()).pathname === listing!.href)
        retried = true;
    });
    await page.route(`**${chunk}`, (route) => (retried ? route.continue() : route.abort()));
    await page.locator(`main a[href="${listing!.href}"]`).first().click();
    await page.waitForURL((url) => url.pathname === listing!.href, { timeout: 20_000 });
    await hydrated(page);
    expect(retried).toBe(true);
    expect(await page.locator("main h1").count()).toBe(1);
    expect(await page.textContent("main")).not.toContain("Oeps, we konden de pagina niet ophalen.");
  });

  it("a click whose chunk fails on the retry too shows 'Oops, we couldn't fetch the page.' at the listing's address", async () => {
    const page = await open(390);
    const listing = await landingListing(page);
    const chunk = await listingChunk(page);
    await page.route(`**${chunk}`, (route) => route.abort());
    let documents = 0;
    page.on("request", (r) => {
      if (r.resourceType() === "document") documents += 1;
    });
    await page.locator(`main a[href="${listing!.href}"]`).first().click();
    await page
      .getByRole("heading", { name: "Oeps, we konden de pagina niet ophalen." })
      .waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe(listing!.href);
    expect(await page.locator("main a[href='/']").textContent()).toBe("Naar de startpagina");
    await page.waitForTimeout(1500);
    // The landing page reloaded by React Router, the listing once, and no loop after it.
    expect(documents).toBe(2);
    await page.screenshot({ path: `${screenshotDir}/spec-gaps-chunk-navigation-390.png` });
  });
});
