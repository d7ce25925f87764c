import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startAppServer } from "../setup/app-server";
import { loginAs } from "./accounts";
import { type Browser, openBrowser, screenshotDir } from "./browser";

const PROVIDER = { email: "kweker@buurtoogst.nl", password: "Kweker2026!" };

// The shared e2e server manages stock; this journey needs LISTING_MANAGEMENT_TYPE=availability.
let server: Awaited<ReturnType<typeof startAppServer>>;
let browser: Browser | undefined;

beforeAll(async () => {
  server = await startAppServer({
    purpose: "e2e-availability",
    env: { LISTING_MANAGEMENT_TYPE: "availability" },
  });
});
afterAll(async () => {
  await server?.stop();
});
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

describe("availability", () => {
  it("saves a weekly plan, adds and deletes an exception", async () => {
    browser = await openBrowser({ locale: "en-US", baseUrl: server.baseUrl });
    const { page, context } = browser;
    await context.addCookies([{ name: "euCookiesAccepted", value: "1", url: server.baseUrl }]);

    await loginAs(context, { email: PROVIDER.email }, server);
    await page.goto("/listings");

    const href = await page.locator('main a[href*="/edit/"]').first().getAttribute("href");
    expect(href).toBeTruthy();
    const editUrl = href!.replace(/\/edit\/[a-z]+$/, "/edit/availability");
    await page.goto(editUrl);
    await page.waitForSelector("html[data-hydrated]");
    expect(await page.textContent("main")).toContain("Weekly plan");

    // The plan: Brussels, closed on Sunday, 4 seats on Saturday.
    await page.selectOption('main select[name="timezone"]', "Europe/Brussels");
    await page.fill('main input[name="seats_sat"]', "4");
    await page.fill('main input[name="seats_sun"]', "0");
    await page.fill('main input[name="seats_mon"]', "-2");
    await page.click('main form:has(select[name="timezone"]) button[type="submit"]');
    await expect
      .poll(() => page.textContent("main"))
      .toContain("Enter a whole number from 0 to 10,000.");
    await page.fill('main input[name="seats_mon"]', "2");
    await page.click('main form:has(select[name="timezone"]) button[type="submit"]');
    await expect.poll(() => page.textContent("main")).toContain("have been saved");
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    expect(await page.inputValue('main select[name="timezone"]')).toBe("Europe/Brussels");
    expect(await page.inputValue('main input[name="seats_sat"]')).toBe("4");
    expect(await page.inputValue('main input[name="seats_sun"]')).toBe("0");

    // Next month, so the dates are surely ahead; an exception closing the 10th to the 12th.
    await page.getByRole("button", { name: "Next month" }).click();
    const monthName = (await page.locator('main p[aria-live="polite"]').textContent()) ?? "";
    await expect.poll(() => page.textContent("main")).toContain(`No exceptions in ${monthName}`);
    const min = await page.getAttribute('main input[name="exceptionStart"]', "min");
    const prefix = min!.slice(0, 8);
    await page.fill('main input[name="exceptionStart"]', `${prefix}10`);
    await page.fill('main input[name="exceptionEnd"]', `${prefix}12`);
    await page.fill('main input[name="exceptionSeats"]', "0");
    await page.getByRole("button", { name: "Add exception" }).click();
    const rows = page.locator('[data-testid="availability-exception"]');
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => rows.first().getAttribute("aria-busy")).toBeNull();
    expect(await rows.first().textContent()).toContain("Closed");

    // After a reload the server has it.
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("button", { name: "Next month" }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toMatch(/10.*12/);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${screenshotDir}/availability-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${screenshotDir}/availability-1280.png`, fullPage: true });

    // Delete: gone at once, and still gone after a reload.
    await rows
      .first()
      .getByRole("button", { name: /Delete exception/ })
      .click();
    await expect.poll(() => rows.count()).toBe(0);
    await page.waitForLoadState("networkidle");
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("button", { name: "Next month" }).click();
    await expect.poll(() => page.textContent("main")).toContain(`No exceptions in ${monthName}`);
    expect(await rows.count()).toBe(0);

    // Search by dates: the plan has seats on Saturday, none on Sunday.
    const listingId = editUrl.match(/[0-9a-f-]{36}/)?.[0] ?? "";
    const day = (offset: number) => {
      const d = new Date();
      d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7) + 7 + offset);
      return d.toISOString().slice(0, 10);
    };
    const [saturday, sunday] = [day(0), day(1)];
    await page.goto("/s");
    await page.waitForSelector("html[data-hydrated]");
    await page.fill('main input[name="dates_start"]', saturday);
    await page.fill('main input[name="dates_end"]', saturday);
    // Moving from the start to the end date does not search yet; Apply does.
    expect(new URL(page.url()).searchParams.get("dates")).toBeNull();
    await page
      .getByRole("form", { name: "Filters" })
      .getByRole("button", { name: "Apply" })
      .click();
    await page.waitForURL((url) => url.searchParams.get("dates") === `${saturday},${saturday}`);
    await expect
      .poll(() => page.locator(`main a[href*="${listingId}"]`).count())
      .toBeGreaterThan(0);
    // The weekend as a whole is not fully available.
    await page.goto(`/s?dates=${saturday},${sunday}`);
    await page.waitForSelector("html[data-hydrated]");
    expect(await page.inputValue('main input[name="dates_end"]')).toBe(sunday);
    expect(await page.locator(`main a[href*="${listingId}"]`).count()).toBe(0);
  });
});
