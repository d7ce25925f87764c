import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { transactions } from "../../db/schema";
import { createListing, createUser } from "../factories";
import { loginAs } from "./accounts";
import { journeySetup, noSideways } from "./journey";

// Paying again after a failed payment, in Dutch (decision 066):
// "Betaal" with missing details shows the first error on a phone; a failed Bancontact says
// Bancontact and keeps what was typed; the retry ships to the corrected address; a failed
// 3-D Secure leaves one unpaid order with "Betalen", which pays that same order.

const journey = journeySetup();
const WAIT = { timeout: 15_000 };

async function buyerAndListing(shipping: boolean) {
  const provider = await createUser(journey.db(), { stripeConnected: true });
  const customer = await createUser(journey.db(), { firstName: "Kim", lastName: "Koper" });
  const listing = await createListing(journey.db(), {
    authorId: provider.id,
    title: shipping ? "Scharreleieren per post" : "Sperziebonen van het veld",
    priceAmount: 350,
    currentStock: 10,
    publicData: shipping ? { pickupEnabled: false, shippingEnabled: true } : {},
  });
  return { provider, customer, listing };
}

const pay = (page: Page) => page.getByRole("button", { name: /^Betaal / }).click();

async function fillCard(page: Page, number: string) {
  await page.getByLabel("Creditcard of debitcard").check();
  await page.fill('input[autocomplete="cc-number"]', number);
  await page.fill('input[autocomplete="cc-exp-month"]', "12");
  await page.fill('input[autocomplete="cc-exp-year"]', "34");
  await page.fill('input[autocomplete="cc-csc"]', "123");
}

const ordersOf = (customerId: string) =>
  journey.db().select().from(transactions).where(eq(transactions.customerId, customerId));

describe("paying again after a failed payment", () => {
  it("390 px: the first error comes into view; a failed Bancontact keeps the form; the retry ships to the corrected address", async () => {
    const { customer, listing } = await buyerAndListing(true);
    const page = await journey.open(390);
    await loginAs(page.context(), customer);
    await page.goto(`/l/eieren/${listing.id}/checkout?quantity=2&deliveryMethod=shipping`);
    await page.waitForSelector("html[data-hydrated]");
    // A shipping order: billing is the shipping address unless unticked.
    expect(await page.getByLabel("Zelfde als verzendadres").isChecked()).toBe(true);
    expect(await page.locator('input[name="billingLine1"]').count()).toBe(0);

    await pay(page);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")), WAIT)
      .toBe("ship-0-name");
    const inView = await page.evaluate(() => {
      const box = document.activeElement!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(inView).toBe(true);
    await page.screenshot({ path: "/tmp/retry-first-error-390.png" });

    await page.fill('input[name="ship-0-name"]', "Kim Koper");
    await page.fill('input[name="ship-0-line1"]', "Verkeerdstraat 9");
    await page.fill('input[name="ship-0-postalCode"]', "3511 AB");
    await page.fill('input[name="ship-0-city"]', "Utrecht");
    await page.fill('textarea[name="message-0"]', "Graag bij de buren afgeven");
    await page.getByLabel("Bancontact").check();
    await pay(page);
    await page.waitForURL(/\/test-mode\/bank\/pi_/, WAIT);
    await page.getByRole("button", { name: "Betaling laten mislukken" }).click();
    await page.waitForURL(/\/checkout\/bancontact\?/, WAIT);
    await page.waitForSelector("html[data-hydrated]");
    expect(await page.locator("main").textContent()).toContain(
      "De Bancontact-betaling is mislukt.",
    );
    expect(await page.locator("main").textContent()).not.toContain("iDEAL-betaling");
    // Back on the same checkout with what was typed, the order's quantity and total.
    expect(await page.inputValue('input[name="ship-0-line1"]')).toBe("Verkeerdstraat 9");
    expect(await page.inputValue('textarea[name="message-0"]')).toBe("Graag bij de buren afgeven");
    expect(await page.getByLabel("Zelfde als verzendadres").isChecked()).toBe(true);
    expect(await noSideways(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "/tmp/retry-bancontact-failed-390.png", fullPage: true });

    await page.fill('input[name="ship-0-line1"]', "Goedestraat 2");
    await fillCard(page, "4242 4242 4242 4242");
    await pay(page);
    await page.waitForURL(/\/order\/[0-9a-f-]+\/details$/, WAIT);
    const orders = await ordersOf(customer.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      state: "purchased",
      quantities: { [listing.id]: 2 },
      protectedData: {
        shippingDetails: { line1: "Goedestraat 2" },
        billingDetails: { line1: "Goedestraat 2" },
        message: "Graag bij de buren afgeven",
      },
    });
  });

  it("1280 px: a failed 3-D Secure keeps billing; the unpaid order says so and 'Betalen' pays it", async () => {
    const { customer, listing } = await buyerAndListing(false);
    const page = await journey.open(1280);
    await loginAs(page.context(), customer);
    await page.goto(`/l/bonen/${listing.id}/checkout?quantity=1&deliveryMethod=pickup`);
    await page.waitForSelector("html[data-hydrated]");
    // A pickup order has no shipping address; billing starts with the buyer's name.
    expect(await page.inputValue('input[name="billingName"]')).toBe("Kim Koper");
    await page.fill('input[name="billingLine1"]', "Oudegracht 12");
    await page.fill('input[name="billingPostalCode"]', "3511 AB");
    await page.fill('input[name="billingCity"]', "Utrecht");
    await fillCard(page, "4000 0027 6000 3184");
    await pay(page);
    await page.waitForURL(/\/test-mode\/authenticate\/pi_/, WAIT);
    await page.getByRole("button", { name: "Laten mislukken" }).click();
    await page.waitForURL(/\/checkout\/card\?/, WAIT);
    await page.waitForSelector("html[data-hydrated]");
    expect(await page.locator("main").textContent()).toContain(
      "We konden je betaling niet verifiëren.",
    );
    expect(await page.inputValue('input[name="billingLine1"]')).toBe("Oudegracht 12");
    await page.screenshot({ path: "/tmp/retry-3ds-failed-1280.png", fullPage: true });

    // The buyer leaves; the order waits, unpaid, with a way to pay it.
    await page.goto("/inbox/orders");
    const row = page.locator("main li").first();
    await expect.poll(() => row.textContent(), WAIT).toContain("Nog niet betaald");
    await row.locator("a").click();
    await page.waitForURL(/\/order\/[0-9a-f-]+\/details$/, WAIT);
    const main = page.locator("main");
    await expect.poll(() => main.textContent(), WAIT).toContain("Totaal te betalen");
    expect(await main.textContent()).not.toContain("Totaal betaald");
    await page.screenshot({ path: "/tmp/retry-unpaid-order-1280.png", fullPage: true });
    await page.getByRole("link", { name: "Betalen" }).click();
    await page.waitForURL(/\/checkout\?.*key=/, WAIT);
    await page.waitForSelector("html[data-hydrated]");
    expect(await page.inputValue('input[name="billingCity"]')).toBe("Utrecht");
    await fillCard(page, "4242 4242 4242 4242");
    await pay(page);
    await page.waitForURL(/\/order\/[0-9a-f-]+\/details$/, WAIT);
    const orders = await ordersOf(customer.id);
    expect(orders.map((o) => o.state)).toEqual(["purchased"]);
  });
});
