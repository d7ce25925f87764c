import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { type Browser, openBrowser, screenshotDir } from "./browser";
import { hydrated, landingListing } from "./landing-listings";

// A page whose script chunk cannot be fetched reloads once, and then shows "Oops, we couldn't
// fetch the page." (decisions 059 and 062). Any listing of the landing page will do.

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function open(width: number, height = 800) {
  browser = await openBrowser({ width, height });
  return browser.page;
}

/**
 * Once the page has loaded, every script of it has either run or failed: the guard has done
 * what it does (a reload would have started by now) and its reload marker is spent.
 */
async function settled(page: Page) {
  await page.waitForLoadState("load");
  await page.getByRole("heading", { name: "Oeps, we konden de pagina niet ophalen." }).waitFor();
}

describe("a page chunk that cannot be fetched", () => {
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
    await settled(page);
    // The page itself, one reload, and no loop after it.
    expect(documents).toBe(2);
    await page.screenshot({ path: `${screenshotDir}/chunk-load-failure-390.png` });
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
    await settled(page);
    // The landing page reloaded by React Router, the listing once, and no loop after it.
    expect(documents).toBe(2);
    await page.screenshot({ path: `${screenshotDir}/chunk-load-failure-navigation-390.png` });
  });
});
