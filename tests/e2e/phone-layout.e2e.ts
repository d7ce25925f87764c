import { mkdirSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { truncateTitleForViewport } from "#modules/text";
import { startAppServer } from "../setup/app-server";
import { type Browser, openBrowser, screenshotDir } from "./browser";
import { hydrated, landingListing } from "./landing-listings";

// On a phone: long titles shortened with the full title kept for screen readers, and the
// cookie notice above the order bar. Its own app server, so the landing page shows the demo
// listings (with their long titles) and no other journey's.

let app: Awaited<ReturnType<typeof startAppServer>>;
let browser: Browser | undefined;
beforeAll(async () => {
  mkdirSync(screenshotDir, { recursive: true });
  app = await startAppServer({ purpose: "e2e-phone-layout" });
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

describe("titles shortened on a phone", () => {
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
        await page.screenshot({ path: `${screenshotDir}/phone-layout-cards-375.png` });
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
    await page.screenshot({ path: `${screenshotDir}/phone-layout-listing-cookie-390.png` });
    await button.click();
    await page.waitForURL((url) => url.searchParams.has("orderOpen"));
    await page.locator("dialog[open]").waitFor();
  });
});
