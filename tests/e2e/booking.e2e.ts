import type { Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startAppServer } from "../setup/app-server";
import { loginAs } from "./accounts";
import { type Browser, openBrowser } from "./browser";

const PROVIDER = { email: "kweker@buurtoogst.nl", password: "Kweker2026!" };
const BUYER = { email: "koper@buurtoogst.nl", password: "Koper2026!" };
const WAIT = { timeout: 20_000 };

// The shared e2e server manages stock and the mode is the whole marketplace's, not a
// listing's: this journey starts its own server with LISTING_MANAGEMENT_TYPE=availability.
let server: Awaited<ReturnType<typeof startAppServer>>;
let browser: Browser | undefined;
let listingPath = "";

beforeAll(async () => {
  server = await startAppServer({
    purpose: "e2e-booking",
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

/** Opens `from` signed in as `who` (a demo account), without the login form (decision 076). */
async function login(b: Browser, who: { email: string }, from: string) {
  const { page, context } = b;
  await context.addCookies([{ name: "euCookiesAccepted", value: "1", url: server.baseUrl }]);
  await loginAs(context, { email: who.email }, server);
  await page.goto(from);
}

/** Fills the checkout's billing address and the test card 4242, and pays. */
async function payWith4242(page: Page) {
  await page.fill('input[name="billingName"]', "Kim Koper");
  await page.fill('input[name="billingLine1"]', "Oudegracht 12");
  await page.fill('input[name="billingPostalCode"]', "3511 AB");
  await page.fill('input[name="billingCity"]', "Utrecht");
  await page.fill('input[autocomplete="cc-number"]', "4242 4242 4242 4242");
  await page.fill('input[autocomplete="cc-exp-month"]', "12");
  await page.fill('input[autocomplete="cc-exp-year"]', "34");
  await page.fill('input[autocomplete="cc-csc"]', "123");
  await page.getByRole("button", { name: /^Betaal / }).click();
}

/** Shows the calendar's next month and waits until its days are on screen. */
async function nextMonth(panel: Locator) {
  const firstDay = panel.locator("button[data-date]").first();
  const before = await firstDay.getAttribute("data-date");
  await panel.getByRole("button", { name: "Volgende maand" }).click();
  await expect.poll(() => firstDay.getAttribute("data-date")).not.toBe(before);
}

/**
 * The `skip`-th free day from today on (0 is the first), moving the calendar to later months
 * while the month on screen has too few: near a month's end the current view has only a few
 * days left, and a journey must pass on any date (decision 062).
 */
async function freeDay(panel: Locator, skip: number): Promise<string> {
  let left = skip;
  for (let month = 0; month < 13; month++) {
    const free = panel.locator("button[data-date]:not([disabled])");
    const count = await free.count();
    if (count > left) return (await free.nth(left).getAttribute("data-date"))!;
    left -= count;
    await nextMonth(panel);
  }
  throw new Error(`No ${skip + 1}th free day within a year`);
}

/** Moves the calendar forward until `date` is on screen. */
async function showDay(panel: Locator, date: string) {
  for (let month = 0; month < 13; month++) {
    if ((await panel.locator(`button[data-date="${date}"]`).count()) > 0) return;
    await nextMonth(panel);
  }
  throw new Error(`${date} is not within a year`);
}

describe("booking", () => {
  it("the grower opens every day with one place", async () => {
    browser = await openBrowser({ baseUrl: server.baseUrl });
    const { page } = browser;
    await login(browser, PROVIDER, "/listings");
    const href = await page.locator('main a[href*="/edit/"]').first().getAttribute("href");
    listingPath = href!.replace(/\/edit\/[a-z]+$/, "");
    await page.goto(`${listingPath}/edit/availability`);
    await page.waitForSelector("html[data-hydrated]");
    for (const day of ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]) {
      await page.fill(`main input[name="seats_${day}"]`, "1");
    }
    await page.click('main form:has(select[name="timezone"]) button[type="submit"]');
    await expect.poll(() => page.textContent("main")).toContain("bewaard");
  });

  it("a buyer sees the availability, books a day and pays with 4242", async () => {
    browser = await openBrowser({ baseUrl: server.baseUrl });
    const { page } = browser;
    await login(browser, BUYER, listingPath);
    await page.waitForSelector("html[data-hydrated]");
    const main = page.locator("main");
    await expect.poll(() => main.textContent(), WAIT).toContain("plek vrij");
    const panel = page.locator("aside");

    // Submit with nothing chosen: the start input gets the focus, then the end input.
    await panel.getByRole("button", { name: "Boeken" }).click();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name))
      .toBe("bookingStart");
    expect(await panel.textContent()).toContain("Kies een startdatum.");
    // Two days ahead, so "today" cannot slip past midnight during the test.
    const date = await freeDay(panel, 2);
    await panel.locator(`button[data-date="${date}"]`).click();
    expect(await panel.locator('input[name="bookingStart"]').inputValue()).toBe(date);
    await panel.getByRole("button", { name: "Boeken" }).click();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement).name))
      .toBe("bookingEnd");
    // Days: the same day as end is one day; the breakdown comes from the server.
    await panel.locator(`button[data-date="${date}"]`).click();
    await expect.poll(() => panel.textContent(), WAIT).toContain("Totaal");
    await page.screenshot({ path: "/tmp/booking-form-1280.png", fullPage: true });

    await panel.getByRole("button", { name: "Boeken" }).click();
    await page.waitForURL(/\/checkout\?/, WAIT);
    expect(page.url()).toContain(`bookingStart=${date}`);
    await payWith4242(page);
    await page.waitForURL(/\/order\/[0-9a-f-]+\/details$/, WAIT);

    // The booked day is no longer free.
    await page.goto(listingPath);
    await page.waitForSelector("html[data-hydrated]");
    await expect.poll(() => main.textContent(), WAIT).toContain("plek vrij");
    await showDay(panel, date);
    expect(await panel.locator(`button[data-date="${date}"]`).isDisabled()).toBe(true);
  });

  it("a buyer asks first, then books from the enquiry: the enquiry becomes the booking", async () => {
    browser = await openBrowser({ baseUrl: server.baseUrl });
    const { page } = browser;
    await login(browser, BUYER, `${listingPath}?contact=open`);
    const dialog = page.locator("dialog[open]");
    await dialog.waitFor(WAIT);
    await dialog.locator('textarea[name="message"]').fill("Kun je ook op zaterdag helpen?");
    await dialog.getByRole("button", { name: "Vraag versturen" }).click();
    await page.waitForURL(/\/order\/[0-9a-f-]+\/details$/, WAIT);
    const orderPath = new URL(page.url()).pathname;
    const enquiryId = orderPath.split("/")[2]!;
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("link", { name: "Boeken via de advertentie" }).click();
    await page.waitForURL((url) => url.searchParams.get("enquiry") === enquiryId, WAIT);
    await page.waitForSelector("html[data-hydrated]");
    const panel = page.locator("aside");
    await expect.poll(() => page.locator("main").textContent(), WAIT).toContain("plek vrij");
    const date = await freeDay(panel, 3);
    await panel.locator(`button[data-date="${date}"]`).click();
    await panel.locator(`button[data-date="${date}"]`).click();
    await expect.poll(() => panel.textContent(), WAIT).toContain("Totaal");
    await panel.getByRole("button", { name: "Boeken" }).click();
    await page.waitForURL(/\/checkout\?/, WAIT);
    expect(new URL(page.url()).searchParams.get("enquiry")).toBe(enquiryId);
    await payWith4242(page);
    // Paid on the enquiry's own page: the question and the booking are one conversation.
    await page.waitForURL((url) => url.pathname === orderPath, WAIT);
    await page.getByText("Kun je ook op zaterdag helpen?").waitFor(WAIT);
    expect(await page.locator("main").textContent()).not.toContain("Boeken via de advertentie");
    await page.screenshot({ path: "/tmp/booking-from-enquiry-1280.png", fullPage: true });
  });

  it("at 390 px the date inputs are read-only and a failed load says so", async () => {
    browser = await openBrowser({ baseUrl: server.baseUrl, width: 390, height: 844 });
    const { page } = browser;
    await login(browser, BUYER, `${listingPath}?orderOpen=true`);
    await page.waitForSelector("html[data-hydrated]");
    const dialog = page.getByRole("dialog");
    await expect.poll(() => dialog.textContent(), WAIT).toContain("Startdatum");
    await expect
      .poll(() => dialog.locator('input[name="bookingStart"]').getAttribute("readonly"))
      .not.toBeNull();
    await page.screenshot({ path: "/tmp/booking-form-390.png", fullPage: true });
    // Availability mode books: the order bar says so, not "Bestellen".
    expect((await page.locator("[data-order-open]").textContent())?.trim()).toBe("Boeken");
    await page.goto(listingPath);
    await page.waitForSelector("html[data-hydrated]");
    await expect.poll(() => page.locator("main").textContent(), WAIT).toContain("plek vrij");
    await page.screenshot({ path: "/tmp/booking-availability-390.png", fullPage: true });

    await page.route("**/api/timeslots/query*", (route) => route.abort());
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await expect
      .poll(() => page.locator("main").textContent(), WAIT)
      .toContain("Het laden van de beschikbaarheid is mislukt");
  });

  it("the grower switches to times of day and a buyer books 09:00–12:00 of one day", async () => {
    browser = await openBrowser({ baseUrl: server.baseUrl });
    const grower = browser;
    const { page } = grower;
    await login(grower, PROVIDER, `${listingPath}/edit/availability`);
    await page.waitForSelector("html[data-hydrated]");
    const form = page.locator('main form:has(select[name="timezone"])');
    // The day fields show until the type changes; then the time rows do.
    // (Waited for: on a loaded machine the page after login may still be on its way.)
    await form.locator('input[name="seats_mon"]').waitFor({ state: "visible", ...WAIT });
    await form.getByLabel("Tijden van de dag").check();
    await expect.poll(() => form.locator('input[name="seats_mon"]').isVisible(), WAIT).toBe(false);
    await form.locator('select[name="time_mon_0_start"]').selectOption("12:00");
    await form.locator('select[name="time_mon_0_end"]').selectOption("09:00");
    await form.locator('button[type="submit"]').click();
    await expect
      .poll(() => form.textContent(), WAIT)
      .toContain("Kies een begin voor het einde, op het hele uur.");
    for (const day of ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]) {
      await form.locator(`select[name="time_${day}_0_start"]`).selectOption("09:00");
      await form.locator(`select[name="time_${day}_0_end"]`).selectOption("12:00");
    }
    await form.locator('select[name="time_tue_1_start"]').selectOption("13:00");
    await form.locator('select[name="time_tue_1_end"]').selectOption("17:00");
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => page.textContent("main"), WAIT).toContain("bewaard");
    await page.screenshot({ path: "/tmp/time-plan-form-1280.png", fullPage: true });
    // Saved as a time plan: a fresh load shows the times, not the day seats.
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    expect(await form.getByLabel("Tijden van de dag").isChecked()).toBe(true);
    expect(await form.locator('select[name="time_tue_1_end"]').inputValue()).toBe("17:00");
    await grower.close();

    browser = await openBrowser({ baseUrl: server.baseUrl, width: 390, height: 844 });
    await login(browser, PROVIDER, `${listingPath}/edit/availability`);
    await browser.page.waitForSelector("html[data-hydrated]");
    await browser.page.screenshot({ path: "/tmp/time-plan-form-390.png", fullPage: true });
    await browser.close();

    browser = await openBrowser({ baseUrl: server.baseUrl });
    const buyer = browser.page;
    await login(browser, BUYER, listingPath);
    await buyer.waitForSelector("html[data-hydrated]");
    const panel = buyer.locator("aside");
    const dateSelect = panel.getByLabel("Datum");
    await expect.poll(() => dateSelect.locator("option").count(), WAIT).toBeGreaterThan(3);
    // Two days ahead, so this morning's hours cannot have passed meanwhile.
    const date = await dateSelect.locator("option").nth(3).getAttribute("value");
    await dateSelect.selectOption(date!);
    await panel.locator('select[name="bookingStart"]').selectOption({ label: "09:00" });
    await panel.locator('select[name="bookingEnd"]').selectOption({ label: "12:00" });
    await expect.poll(() => panel.textContent(), WAIT).toContain("Totaal");
    await panel.getByRole("button", { name: "Boeken" }).click();
    await buyer.waitForURL(/\/checkout\?/, WAIT);
    const main = buyer.locator("main");
    await expect.poll(() => main.textContent(), WAIT).toMatch(/Boeking: .+ 09:00 – 12:00/);
    expect(await main.textContent()).toMatch(/, 3 uur × /);
    // A booking holds time, not products, while the payment is open.
    expect(await main.textContent()).toContain("daarna geven we de gereserveerde tijd weer vrij");
    await buyer.screenshot({ path: "/tmp/booking-checkout-1280.png", fullPage: true });
    const checkoutUrl = buyer.url();
    await buyer.setViewportSize({ width: 390, height: 844 });
    await buyer.screenshot({ path: "/tmp/booking-checkout-390.png", fullPage: true });
    await buyer.setViewportSize({ width: 1280, height: 800 });
    await payWith4242(buyer);
    await buyer.waitForURL(/\/order\/[0-9a-f-]+\/details$/, WAIT);
    // The order page names the booked hours and says which they are.
    await expect.poll(() => buyer.locator("main").textContent(), WAIT).toContain(", 3 uur");
    expect(await buyer.locator("main").textContent()).toMatch(/Boeking: .+ 09:00 – 12:00/);

    // The same hours again: taken.
    await buyer.goto(checkoutUrl);
    await expect
      .poll(() => buyer.locator("main").textContent(), WAIT)
      .toContain("Helaas, de gevraagde tijd is al geboekt.");
  });
});
