import { mkdirSync } from "node:fs";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startAppServer } from "../setup/app-server";
import { type Browser, openBrowser, screenshotDir } from "./browser";
import { countSearches, searchesStarted } from "./search-requests";

let browser: Browser;
afterEach(async () => browser?.close());
beforeEach(() => mkdirSync(screenshotDir, { recursive: true }));

const cards = (b: Browser) => b.page.locator("main article");
const titles = (b: Browser) => b.page.locator("main article :is(h2, h3)").allTextContents();

// The journeys below run on the default configuration, the map variant: the list sits
// beside the map (tests/e2e/search-map.e2e.ts covers the map itself).
describe("search page", () => {
  it("finds tomatoes with a keyword search from the top bar", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto("/");
    await page.locator("#topbar-keywords").fill("tomaten");
    await page.locator("#topbar-keywords").press("Enter");
    await page.waitForURL(/\/s\?.*keywords=tomaten/);
    await expect.poll(() => cards(browser).count()).toBeGreaterThan(0);
    const found = await titles(browser);
    expect(found.some((title) => /tomaat|tomaten/i.test(title))).toBe(true);
    expect(await page.locator("h1").textContent()).toContain("tomaten");
    expect(await page.locator('main [role="status"]').textContent()).toMatch(/\d+ resulta/);
    // Relevance is the default sort with keywords.
    expect(await page.locator("#search-sort").inputValue()).toBe("");
    await page.screenshot({ path: `${screenshotDir}/search-1280.png`, fullPage: true });
  });

  it("filters by category from the footer link and keeps it in the form", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto("/");
    await page.locator("footer").getByRole("link", { name: "Fruit", exact: true }).click();
    await page.waitForURL(/\/s\?pub_category=fruit/);
    await expect.poll(() => cards(browser).count()).toBeGreaterThan(0);
    expect(await page.locator("#search-category").inputValue()).toBe("fruit");
    const found = await titles(browser);
    expect(found.some((title) => /aardbei/i.test(title))).toBe(true);
    expect(found.some((title) => /courgette|tomaat|tomaten/i.test(title))).toBe(false);
  });

  it("sorts by lowest price with a free listing first, without a full reload", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto("/s");
    await expect.poll(() => cards(browser).count()).toBe(24);
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await page.locator("#search-sort").selectOption("-price");
    await page.waitForURL(/sort=-price/);
    await expect.poll(() => page.locator("main article").first().textContent()).toContain("Gratis");
    // Submitted by the router: the window (and our marker) survived.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(
      true,
    );
  });

  it("filters by price without JavaScript through the Apply button", async () => {
    // JavaScript switched off, not its files blocked: a page whose scripts fail to load is the
    // chunk-load guard's case (reload, then 'Oops, we couldn't fetch the page').
    browser = await openBrowser({ javaScriptEnabled: false });
    const { page } = browser;
    await page.goto("/s?pub_category=groenten");
    // Without JavaScript the filters stay folded until opened, on any screen width.
    await page.locator("summary").filter({ hasText: "Filters" }).click();
    await page.locator('input[name="price_max"]').fill("0");
    await page.getByRole("button", { name: "Toepassen" }).click();
    await page.waitForURL(/price=0%2C0|price=0,0/);
    expect(page.url()).toContain("pub_category=groenten");
    expect(page.url()).not.toContain("price_max");
    // price=0,0 means below €1 (spec §5: max+1, upper bound exclusive).
    const prices = await page.locator("main article p").allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    for (const text of prices.filter((p) => /€/.test(p))) expect(text).toMatch(/€\s*0,/);
  });

  it("filters by price with the slider, keeping the handles in order", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto("/s?pub_category=groenten&price=2,5");
    await page.waitForSelector("html[data-hydrated]");
    const low = page.getByRole("slider", { name: "Minimumprijs in euro" });
    const high = page.getByRole("slider", { name: "Maximumprijs in euro" });
    expect(await low.inputValue()).toBe("2");
    expect(await high.inputValue()).toBe("5");
    // Push the lower handle past the upper one with the keyboard: both move to 6.
    await low.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press("ArrowRight");
    await page.waitForURL((url) => url.searchParams.get("price") === "6,6");
    // The handle keeps focus through the new search, so the keys go on working.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("Minimumprijs in euro");
    expect(await high.inputValue()).toBe("6");
    expect(await page.locator('input[name="price_min"]').inputValue()).toBe("6");
    expect(page.url()).toContain("pub_category=groenten");
    await page.screenshot({ path: `${screenshotDir}/search-price-slider-1280.png` });
  });

  it("takes a typed price range as typed and checks it when applied", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await countSearches(page);
    await page.goto("/s");
    await page.waitForSelector("html[data-hydrated]");
    const min = page.locator('input[name="price_min"]');
    const max = page.locator('input[name="price_max"]');
    // From minimum to maximum with Tab is one choice: no search in between re-creates the
    // fields under the cursor (that turned the maximum into 1000 at its first keystroke).
    await min.click();
    await page.keyboard.type("5");
    await page.keyboard.press("Tab");
    await page.keyboard.type("2");
    expect(await searchesStarted(page)).toEqual([]);
    expect(page.url()).not.toContain("price=");
    expect(await max.inputValue()).toBe("2");
    // Leaving the price with a maximum below the minimum says so and does not search.
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.locator("#search-filters [role=alert]").textContent())
      .toBe("Het maximum is lager dan het minimum.");
    expect(page.url()).not.toContain("price=");
    // Enter (apply) is held back by the same check.
    await max.focus();
    await page.keyboard.press("Enter");
    expect(await searchesStarted(page)).toEqual([]);
    expect(page.url()).not.toContain("price=");
    await max.fill("20");
    await page.keyboard.press("Tab");
    await page.waitForURL((url) => url.searchParams.get("price") === "5,20");
    expect(await min.inputValue()).toBe("5");
    expect(await max.inputValue()).toBe("20");
    expect(await page.locator("#search-filters [role=alert]").count()).toBe(0);
    // The one search of this test, so the counter above would have seen an early one.
    expect(await searchesStarted(page)).toHaveLength(1);
  });

  it("pages through more than 24 results, keeping the params", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto("/s?sort=-createdAt");
    await expect.poll(() => cards(browser).count()).toBe(24);
    const first = await titles(browser);
    await page.locator('nav a[rel="next"]').click();
    await page.waitForURL(/page=2/);
    expect(page.url()).toContain("sort=-createdAt");
    await expect.poll(async () => (await titles(browser))[0]).not.toBe(first[0]);
    expect(await page.locator('nav a[aria-current="page"]').textContent()).toBe("2");
  });

  it("says a page past the last one does not exist and links to the last page", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto("/s?sort=-createdAt&page=99");
    expect(await page.locator("main h2").first().textContent()).toBe("Deze pagina bestaat niet");
    expect(await cards(browser).count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    const toLast = page.getByRole("link", { name: /^Naar pagina \d+$/ });
    const last = Number((await toLast.textContent())?.match(/\d+/)?.[0]);
    expect(last).toBeGreaterThan(1);
    await toLast.click();
    await page.waitForURL((url) => url.searchParams.get("page") === String(last));
    expect(new URL(page.url()).searchParams.get("sort")).toBe("-createdAt");
    await expect.poll(() => cards(browser).count()).toBeGreaterThan(0);
    expect(await page.locator('nav a[aria-current="page"]').textContent()).toBe(String(last));
  });

  it("suggests places in the Waar? field and searches the chosen one with the same keywords", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto("/s?keywords=tomaten&pub_category=groenten&page=2");
    await page.waitForSelector("html[data-hydrated]");
    const field = page.locator("#search-address");
    await field.click();
    await field.pressSequentially("Zwol", { delay: 40 });
    const zwolle = page
      .locator('#search-address-listbox [role="option"]')
      .filter({ hasText: "Zwolle" });
    await zwolle.first().waitFor({ state: "visible", timeout: 10_000 });
    await page.screenshot({ path: `${screenshotDir}/search-where-suggestions-1280.png` });
    await zwolle.first().click();
    await page.waitForURL((url) => url.searchParams.has("bounds"));
    const url = new URL(page.url());
    expect(url.searchParams.get("address")).toMatch(/^Zwolle/);
    expect(url.searchParams.get("keywords")).toBe("tomaten");
    expect(url.searchParams.get("pub_category")).toBe("groenten");
    expect(url.searchParams.has("page")).toBe(false);
    expect(await field.inputValue()).toMatch(/^Zwolle/);
  });

  it("shows a helpful empty state when nothing matches", async () => {
    browser = await openBrowser();
    const { page } = browser;
    await page.goto("/s?keywords=xyzzyquux");
    await expect.poll(() => page.locator("main h2").first().textContent()).toBe("Niets gevonden");
    expect(await cards(browser).count()).toBe(0);
    await page.getByRole("link", { name: "Wis alle filters" }).click();
    await page.waitForURL((url) => url.pathname === "/s" && url.search === "");
    await expect.poll(() => cards(browser).count()).toBeGreaterThan(0);
  });

  it("fits a 375 px phone, with the filters folded away", async () => {
    browser = await openBrowser({ width: 375, height: 812 });
    const { page } = browser;
    await page.goto("/s?keywords=tomaten");
    await expect.poll(() => cards(browser).count()).toBeGreaterThan(0);
    expect(await page.locator("details").first().getAttribute("open")).toBeNull();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${screenshotDir}/search-375.png`, fullPage: true });
    await page.locator("summary").filter({ hasText: "Filters" }).click();
    await page.screenshot({ path: `${screenshotDir}/search-375-filters.png` });
  });
});

describe("search page, list variant", () => {
  let app: Awaited<ReturnType<typeof startAppServer>>;
  beforeAll(async () => {
    app = await startAppServer({
      purpose: "e2e-list",
      env: { PUBLIC_SEARCH_PAGE_VARIANT: "list" },
    });
  });
  afterAll(async () => app?.stop());

  it("shows the results with the filters beside them and no map", async () => {
    browser = await openBrowser({ baseUrl: app.baseUrl });
    const { page } = browser;
    await page.goto("/s?keywords=tomaten");
    await page.waitForSelector("html[data-hydrated]");
    await expect.poll(() => cards(browser).count()).toBeGreaterThan(0);
    expect(await page.locator("[data-map-status]").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Kaart" }).count()).toBe(0);
    // The filter form stands beside the results, left of them.
    const filters = await page.locator("#search-filters").boundingBox();
    const firstCard = await cards(browser).first().boundingBox();
    expect(filters!.x + filters!.width).toBeLessThan(firstCard!.x);
    // No map script is downloaded in the list variant.
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType("resource").map((e) => e.name),
    );
    expect(scripts.filter((url) => /maplibre/i.test(url))).toEqual([]);
    await page.screenshot({ path: `${screenshotDir}/search-list-variant-1280.png` });
  });
});
