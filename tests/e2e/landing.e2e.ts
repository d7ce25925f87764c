import { mkdirSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type Browser, openBrowser, screenshotDir } from "./browser";

let browser: Browser;
afterEach(async () => browser?.close());
beforeEach(() => mkdirSync(screenshotDir, { recursive: true }));

describe("landing page", () => {
  it("shows a visitor the 4 newest listings, rendered on the server", async () => {
    browser = await openBrowser();
    const { page } = browser;
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    // Server-rendered: the cards are in the HTML before any JavaScript runs.
    expect(
      (html.match(/href="\/l\/[a-z0-9-]+\/[0-9a-f-]{36}"/g) ?? []).length,
    ).toBeGreaterThanOrEqual(4);
    const cards = page.locator('section[aria-labelledby="new-title"] article');
    await expect.poll(() => cards.count()).toBe(4);
    await expect.poll(() => page.locator("h1").first().textContent()).toBeTruthy();
    expect(await page.getAttribute("html", "lang")).toBe("nl");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/$/);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${screenshotDir}/landing-1280.png`, fullPage: true });
  });

  it("hydrates a page served from the anonymous page cache, under the CSP", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page, context } = browser;
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/faq");
    const second = await page.goto("/faq");
    expect(second?.headers()["x-page-cache"]).toBe("hit");
    expect(second?.headers()["content-security-policy"]).toContain("'sha256-");
    // The banner button only works once React has hydrated the page.
    await page.getByRole("button", { name: "Got it" }).click();
    await expect
      .poll(async () => (await context.cookies()).some((c) => c.name === "euCookiesAccepted"))
      .toBe(true);
    expect(violations).toEqual([]);
  });

  it("downloads the catalogue once, beside the scripts, and keeps it across pages", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page } = browser;
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });
    const catalogueLoads = (href: string) =>
      page.evaluate(
        (path) =>
          performance
            .getEntriesByType("resource")
            .filter((e) => new URL(e.name).pathname === path)
            .map((e) => (e as PerformanceResourceTiming).transferSize),
        href,
      );
    await page.goto("/faq");
    await page.waitForSelector("html[data-hydrated]");
    // The page speaks the catalogue's language after hydration: the banner button works.
    await page.getByRole("button", { name: "Got it" }).click();
    const href = (await page.locator("#bt-messages").getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/i18n\/en\.[0-9a-f]{12}\.json$/);
    // entry.client reads the preload's response: one download, not two.
    const first = await catalogueLoads(href);
    expect(first).toHaveLength(1);
    expect(first[0]).toBeGreaterThan(0);
    expect(warnings).toEqual([]);
    // Immutable under its hash: the next page takes it from the browser's cache.
    await page.goto("/about");
    await page.waitForSelector("html[data-hydrated]");
    expect(await catalogueLoads(href)).toEqual([0]);
  });

  it("looks right on a 375 px phone", async () => {
    browser = await openBrowser({ width: 375, height: 812 });
    await browser.page.goto("/");
    const overflow = await browser.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await browser.page.screenshot({ path: `${screenshotDir}/landing-375.png`, fullPage: true });
  });

  it("answers unknown paths with the 404 page", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const response = await browser.page.goto("/dit-bestaat-niet");
    expect(response?.status()).toBe(404);
    await expect
      .poll(() => browser.page.textContent("body"))
      .toContain("Sorry, we couldn't find that page.");
    expect(await browser.page.locator('main form[action="/s"] input[name="address"]').count()).toBe(
      1,
    );
  });
});

describe("mobile top bar", () => {
  it("opens the menu as a modal at 375 px and closes it with Escape", async () => {
    browser = await openBrowser({ width: 375, height: 812 });
    const { page } = browser;
    await page.goto("/about");
    await page.getByRole("link", { name: "Menu" }).click();
    await page.waitForURL(/mobilemenu=open/);
    const dialog = page.locator("dialog[open]");
    await expect.poll(() => dialog.count()).toBe(1);
    await expect.poll(() => dialog.locator('a[href="/signup"]').isVisible()).toBe(true);
    await page.screenshot({ path: `${screenshotDir}/mobile-menu-375.png` });
    await page.keyboard.press("Escape");
    await page.waitForURL((url) => !url.search.includes("mobilemenu"));
    await expect.poll(() => page.locator("dialog[open]").count()).toBe(0);
  });
});
