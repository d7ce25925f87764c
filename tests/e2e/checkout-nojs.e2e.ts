import type { Page } from "playwright-core";
import { afterEach, describe, expect, inject, it } from "vitest";
import { createListing, createUser, DEFAULT_PASSWORD } from "../factories";
import { type Browser, openBrowser } from "./browser";
import { journeySetup } from "./journey";

// A card checkout without JavaScript (decision 071): the checkout form has no card inputs to
// post, "Betaal" sends the buyer to test mode's hosted card page, which takes the card itself;
// its own errors stay there, a bank's decline is the checkout's to say, and a retry pays.

const journey = journeySetup();
const WAIT = { timeout: 15_000 };

let browser: Browser | undefined;
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function openWithoutJavaScript(): Promise<Page> {
  browser = await openBrowser({ width: 390, height: 844, javaScriptEnabled: false });
  await browser.context.addCookies([
    { name: "euCookiesAccepted", value: "1", url: inject("baseUrl") },
  ]);
  return browser.page;
}

const pay = (page: Page) => page.getByRole("button", { name: /^Betaal / }).click();

describe("a card checkout without JavaScript", () => {
  it("goes through the hosted card page: its own error there, a decline back on the checkout, then paid", async () => {
    const provider = await createUser(journey.db(), { stripeConnected: true });
    const customer = await createUser(journey.db(), { firstName: "Kim", lastName: "Koper" });
    const listing = await createListing(journey.db(), {
      authorId: provider.id,
      title: "Sperziebonen zonder script",
      priceAmount: 350,
      currentStock: 10,
    });
    const page = await openWithoutJavaScript();
    await page.goto("/login");
    await page.fill('input[name="email"]', customer.email);
    await page.fill('input[name="password"]', DEFAULT_PASSWORD);
    await page.click('main form button[type="submit"]');
    await page.waitForURL((url) => url.pathname === "/", WAIT);

    await page.goto(`/l/bonen/${listing.id}/checkout?quantity=2&deliveryMethod=pickup`);
    // No card inputs to post: the card is entered on the next page.
    expect(await page.locator('input[autocomplete="cc-number"]').count()).toBe(0);
    expect(await page.locator("main").textContent()).toContain(
      "Je vult je kaartgegevens op de volgende pagina in",
    );
    await page.fill('input[name="billingName"]', "Kim Koper");
    await page.fill('input[name="billingLine1"]', "Oudegracht 12");
    await page.fill('input[name="billingPostalCode"]', "3511 AB");
    await page.fill('input[name="billingCity"]', "Utrecht");
    await pay(page);
    await page.waitForURL(/\/test-mode\/card\/pi_\w+$/, WAIT);

    // The card form's own error stays on the hosted page.
    await page.fill('input[autocomplete="cc-number"]', "4242 4242 4242");
    await page.fill('input[autocomplete="cc-exp-month"]', "12");
    await page.fill('input[autocomplete="cc-exp-year"]', "45");
    await page.fill('input[autocomplete="cc-csc"]', "123");
    await page.getByRole("button", { name: "Betalen" }).click();
    await page.waitForLoadState();
    expect(page.url()).toMatch(/\/test-mode\/card\/pi_\w+$/);
    expect(await page.locator("main").textContent()).toContain("Je kaartnummer is niet compleet.");

    // A declined card goes back to the checkout with the spec's message.
    await page.fill('input[autocomplete="cc-number"]', "4000 0000 0000 0002");
    await page.fill('input[autocomplete="cc-exp-month"]', "12");
    await page.fill('input[autocomplete="cc-exp-year"]', "45");
    await page.fill('input[autocomplete="cc-csc"]', "123");
    await page.getByRole("button", { name: "Betalen" }).click();
    await page.waitForURL(/\/checkout\/card\?.*payment_intent=pi_/, WAIT);
    expect(await page.locator("main").textContent()).toContain("Je kaart is geweigerd.");

    // Paying again reaches the same checkout and pays with 4242.
    await pay(page);
    await page.waitForURL(/\/test-mode\/card\/pi_\w+$/, WAIT);
    await page.fill('input[autocomplete="cc-number"]', "4242 4242 4242 4242");
    await page.fill('input[autocomplete="cc-exp-month"]', "12");
    await page.fill('input[autocomplete="cc-exp-year"]', "45");
    await page.fill('input[autocomplete="cc-csc"]', "123");
    await page.getByRole("button", { name: "Betalen" }).click();
    await page.waitForURL(/\/order\/[0-9a-f-]+\/details$/, WAIT);
  });
});
