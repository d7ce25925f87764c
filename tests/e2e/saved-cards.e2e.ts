import { eq, sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, afterEach, describe, expect, inject, it } from "vitest";
import { createDatabase } from "../../db/client";
import { savedCardCustomers } from "../../db/schema";
import { acceptCookies, loginAs, newUser } from "./accounts";
import { type Browser, openBrowser, screenshotDir } from "./browser";

// Saved cards in test mode (decision 081), at 390 and 1280 px: a buyer saves a card on
// /account/payment-methods and pays with it at the next checkout; an expired saved card shows
// the selector's message and a one-time card can be kept instead; removing a card asks first
// (Escape closes the question).

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});
const db = createDatabase(inject("databaseUrl"), 1);
afterAll(async () => {
  await db.$client.end();
});

const WAIT = { timeout: 20_000 };
const PAGE = "/account/payment-methods";

async function signedInBuyer(b: Browser) {
  const buyer = await newUser({ firstName: "Kim", lastName: "Koper" });
  await acceptCookies(b.context);
  await loginAs(b.context, buyer);
  return buyer;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

async function fillCard(page: Page, number: string, month = "12", year = "34") {
  await page.fill('main input[autocomplete="cc-number"]', number);
  await page.fill('main input[autocomplete="cc-exp-month"]', month);
  await page.fill('main input[autocomplete="cc-exp-year"]', year);
  await page.fill('main input[autocomplete="cc-csc"]', "123");
}

async function saveCard(page: Page, number: string) {
  await page.goto(PAGE);
  await page.waitForSelector("html[data-hydrated]");
  await fillCard(page, number);
  await page.getByRole("button", { name: /^(Save card|Replace card)$/ }).click();
  await page.getByText("Your card has been saved.").waitFor(WAIT);
}

/** One pickup item in the cart (the demo eggs), then the cart's checkout at `width` px. */
async function toCheckout(page: Page, width = 1280) {
  // The listing's order panel as on a desktop; the checkout at the journey's width.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/s?keywords=${encodeURIComponent("scharreleieren")}`);
  const href = await page.locator('main article a[href^="/l/"]').first().getAttribute("href");
  await page.goto(href!);
  await page.waitForSelector("html[data-hydrated]");
  const panel = page.locator("aside");
  const delivery = panel.locator('select[name="deliveryMethod"]');
  if (await delivery.count()) await delivery.selectOption("pickup");
  await panel.getByRole("button", { name: "Add to cart" }).click();
  await expect.poll(() => page.locator("dialog[open]").count(), WAIT).toBe(1);
  await page.setViewportSize({ width, height: 900 });
  await page.goto("/cart/checkout");
  await page.waitForSelector("html[data-hydrated]");
  if (await page.locator('input[name="billingName"]').count()) {
    await page.fill('input[name="billingName"]', "Kim Koper");
    await page.fill('input[name="billingLine1"]', "Oudegracht 12");
    await page.fill('input[name="billingPostalCode"]', "3511 AB");
    await page.fill('input[name="billingCity"]', "Utrecht");
  }
}

const pay = (page: Page) => page.getByRole("button", { name: /^Pay / }).click();
const chosen = (page: Page) =>
  page
    .locator('input[name="method"]:checked')
    .evaluate((input) => (input as HTMLInputElement).value);

describe("saved cards", () => {
  for (const width of [390, 1280]) {
    it(`a buyer saves a card and pays with it next time (${width} px)`, async () => {
      browser = await openBrowser({ locale: "en-US", width, height: 900 });
      const { page } = browser;
      await signedInBuyer(browser);
      await page.goto(PAGE);
      await page.waitForSelector("html[data-hydrated]");
      await page.getByText("You have not saved a card yet.").waitFor();
      // The account settings link to the page.
      expect(await page.locator('nav a[href="/account/payment-methods"]').count()).toBe(1);
      await saveCard(page, "4242 4242 4242 4242");
      await expect
        .poll(() => page.locator("main").textContent(), WAIT)
        .toContain("Visa ending in 4242");
      expect(await page.locator("main").textContent()).toContain("Valid until 12/2034");
      await shot(page, `saved-cards-page-${width}`);

      await toCheckout(page, width);
      // The selector starts on the saved card; no card to type.
      expect(await chosen(page)).toBe("defaultCard");
      expect(await page.locator('main input[autocomplete="cc-number"]').count()).toBe(0);
      expect(await page.getByRole("img", { name: "iDEAL | Wero" }).count()).toBe(1);
      await shot(page, `saved-cards-checkout-${width}`);
      await pay(page);
      await expect
        .poll(() => page.locator("main h1").textContent(), WAIT)
        .toMatch(/^(Thank you for your order!|You purchased )/);
    });
  }

  it("an expired saved card says so; a one-time card can be kept instead", async () => {
    browser = await openBrowser({ locale: "en-US", width: 1280 });
    const { page } = browser;
    const buyer = await signedInBuyer(browser);
    await saveCard(page, "4242 4242 4242 4242");
    // Time passes: the card's expiry is now behind the current month. The e2e server runs on
    // the real clock, so the card's expiry is moved back instead (the clock's own comparison
    // is tested with a fake clock in modules/saved-cards).
    const [own] = await db
      .select()
      .from(savedCardCustomers)
      .where(eq(savedCardCustomers.userId, buyer.id));
    await db.execute(
      sql`UPDATE test_payment_methods SET exp_month = 1, exp_year = 2020 WHERE customer_id = ${own!.customerId}`,
    );

    await toCheckout(page);
    expect(await chosen(page)).toBe("defaultCard");
    const expired = page.getByText(
      "Your saved card has expired. Choose another card or replace your saved card.",
    );
    await expired.waitFor();
    for (const w of [390, 1280]) {
      await page.setViewportSize({ width: w, height: 900 });
      await shot(page, `saved-cards-expired-${w}`);
    }
    await pay(page);
    await expect
      .poll(() => page.locator('[role="alert"]').allTextContents(), WAIT)
      .toContainEqual(expect.stringContaining("Your saved card has expired."));
    expect(page.url()).toMatch(/\/cart\/checkout/);

    // A one-time card, kept for later.
    await page.getByLabel("Pay once with another card").check();
    await fillCard(page, "4242 4242 4242 4242", "3", "35");
    await page.getByLabel("Save this card for later").check();
    await pay(page);
    await expect
      .poll(() => page.locator("main h1").textContent(), WAIT)
      .toMatch(/^(Thank you for your order!|You purchased )/);
    await page.goto(PAGE);
    await page.waitForSelector("html[data-hydrated]");
    expect(await page.locator("main").textContent()).toContain("Valid until 03/2035");
    expect(await page.locator("main").textContent()).not.toContain("Expired");
  });

  it("works without JavaScript: the card on the test processor's page, removal asked in place", async () => {
    browser = await openBrowser({
      locale: "en-US",
      width: 390,
      height: 844,
      javaScriptEnabled: false,
    });
    const { page } = browser;
    await signedInBuyer(browser);
    await page.goto(PAGE);
    expect(await page.locator("main").textContent()).toContain(
      "You enter your card on the next page, with the payment provider.",
    );
    await page.getByRole("button", { name: "Save card" }).click();
    await page.waitForURL(/\/test-mode\/setup\/seti_test_\w+/, WAIT);
    await page.fill('main input[name="number"]', "4242 4242 4242 4242");
    await page.fill('main input[name="expMonth"]', "11");
    await page.fill('main input[name="expYear"]', "37");
    await page.fill('main input[name="cvc"]', "123");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL(/\/account\/payment-methods\?setup_intent=seti_test_\w+$/, WAIT);
    expect(await page.locator("main").textContent()).toContain("Your card has been saved.");
    expect(await page.locator("main").textContent()).toContain("Visa ending in 4242");
    expect(await page.locator("main").textContent()).toContain("Valid until 11/2037");

    await page.getByRole("link", { name: "Remove card" }).click();
    await page.waitForURL(/\?remove=1$/, WAIT);
    await page.locator("dialog[open]").getByRole("button", { name: "Yes, remove" }).click();
    await page.getByText("Your card has been removed.").waitFor(WAIT);
    expect(await page.locator("main").textContent()).toContain("You have not saved a card yet.");
  });

  it("removing a card asks first; Escape keeps it", async () => {
    browser = await openBrowser({ locale: "en-US", width: 390, height: 844 });
    const { page } = browser;
    await signedInBuyer(browser);
    await saveCard(page, "4242 4242 4242 4242");
    const dialog = page.locator("dialog[open]");
    await page.getByRole("link", { name: "Remove card" }).click();
    await dialog.waitFor(WAIT);
    expect(await dialog.textContent()).toContain("Visa ending in 4242");
    await shot(page, "saved-cards-remove-390");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count(), WAIT).toBe(0);
    expect(await page.locator("main").textContent()).toContain("Visa ending in 4242");

    await page.getByRole("link", { name: "Remove card" }).click();
    await dialog.waitFor(WAIT);
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, "saved-cards-remove-1280");
    await dialog.getByRole("button", { name: "Yes, remove" }).click();
    await page.getByText("Your card has been removed.").waitFor(WAIT);
    await expect
      .poll(() => page.locator("main").textContent(), WAIT)
      .toContain("You have not saved a card yet.");
    expect(await page.locator("main").textContent()).not.toContain("Visa ending in 4242");
  });
});
