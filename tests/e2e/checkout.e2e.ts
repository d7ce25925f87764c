import type { Page } from "playwright-core";
import { afterEach, describe, expect, inject, it } from "vitest";
import { acceptCookies, loginAs, newUser } from "./accounts";
import { type Browser, mailsTo, openBrowser } from "./browser";

// Checkout journeys with the built-in test-mode processor (decisions 040, 041): two gardens in one
// card payment, iDEAL through the test bank page, a declined card and its retry, 375 px.

let browser: Browser;
afterEach(async () => browser?.close());

const WAIT = { timeout: 15_000 };

/** A verified buyer (decision 065 asks unverified buyers with orders to verify first), signed in. */
async function signedInBuyer(b: Browser) {
  const buyer = await newUser({ firstName: "Kim", lastName: "Koper" });
  await acceptCookies(b.context);
  await loginAs(b.context, buyer);
  return buyer;
}

async function listingHref(page: Page, keywords: string) {
  await page.goto(`/s?keywords=${encodeURIComponent(keywords)}`);
  const href = await page.locator('main article a[href^="/l/"]').first().getAttribute("href");
  return href!;
}

async function stockOf(href: string) {
  const id = href.split("/").at(-1)!;
  const res = await fetch(`${inject("baseUrl")}/api/listings/show?id=${id}`);
  return ((await res.json()) as { data: { currentStock: number } }).data.currentStock;
}

async function addToCart(page: Page, href: string) {
  await page.goto(href);
  await page.waitForSelector("html[data-hydrated]");
  const panel = page.locator("aside");
  const delivery = panel.locator('select[name="deliveryMethod"]');
  const methods = await delivery
    .locator("option:not([disabled])")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  await delivery.selectOption(methods.includes("pickup") ? "pickup" : methods[0]!);
  await panel.getByRole("button", { name: "Add to cart" }).click();
  await expect.poll(() => page.locator("dialog[open]").count(), WAIT).toBe(1);
}

/** Billing details and, for a seller that ships, the shipping address. */
async function fillAddresses(page: Page) {
  // With a shipping order, "same as shipping address" is ticked and billing has no fields.
  if (await page.locator('input[name="billingName"]').count()) {
    await page.fill('input[name="billingName"]', "Kim Koper");
    await page.fill('input[name="billingLine1"]', "Oudegracht 12");
    await page.fill('input[name="billingPostalCode"]', "3511 AB");
    await page.fill('input[name="billingCity"]', "Utrecht");
  }
  for (const name of await page.locator('input[name^="ship-"][name$="-name"]').all()) {
    const prefix = (await name.getAttribute("name"))!.replace(/name$/, "");
    await name.fill("Kim Koper");
    await page.fill(`input[name="${prefix}line1"]`, "Oudegracht 12");
    await page.fill(`input[name="${prefix}postalCode"]`, "3511 AB");
    await page.fill(`input[name="${prefix}city"]`, "Utrecht");
  }
}

async function fillCard(page: Page, number: string) {
  await page.fill('input[autocomplete="cc-number"]', number);
  await page.fill('input[autocomplete="cc-exp-month"]', "12");
  await page.fill('input[autocomplete="cc-exp-year"]', "34");
  await page.fill('input[autocomplete="cc-csc"]', "123");
}

const pay = (page: Page) => page.getByRole("button", { name: /^Pay / }).click();

describe("checkout", () => {
  it("two gardens, one card payment: confirmation, stock down, cart empty, mails sent", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page } = browser;
    const { email } = await signedInBuyer(browser);
    const eggs = await listingHref(page, "scharreleieren");
    const pumpkins = await listingHref(page, "Hokkaido pompoenen");
    const before = [await stockOf(eggs), await stockOf(pumpkins)];
    await addToCart(page, eggs);
    await addToCart(page, pumpkins);

    await page.goto("/cart/checkout");
    await page.waitForSelector("html[data-hydrated]");
    expect(await page.locator("main").textContent()).toContain(
      "Test mode: no real money is charged",
    );
    expect(await page.locator("main").textContent()).toContain(
      "within 15 minutes; after that the products are released again",
    );
    expect(await page.locator("main section h2", { hasText: "Order from" }).count()).toBe(2);
    await fillAddresses(page);
    await fillCard(page, "4242 4242 4242 4242");
    await page.screenshot({ path: "/tmp/checkout-cart-1280.png", fullPage: true });
    await pay(page);
    await page.waitForURL(/\/checkout\/[0-9a-f-]+\/summary$/, WAIT);
    await expect
      .poll(() => page.locator("main h1").textContent(), WAIT)
      .toBe("Thank you for your order!");
    await page.screenshot({ path: "/tmp/checkout-summary-1280.png", fullPage: true });
    // Each garden's order says how it reaches the buyer: where to pick it up, or that it ships.
    for (const item of await page.locator("main ul li").allTextContents()) {
      expect(item).toMatch(/Pick up at .+\. Agree on a time|The grower ships your order/);
    }
    expect([await stockOf(eggs), await stockOf(pumpkins)]).toEqual([
      before[0]! - 1,
      before[1]! - 1,
    ]);
    const orderLinks = page.locator('main a[href^="/order/"]');
    expect(await orderLinks.count()).toBe(2);
    await orderLinks.first().click();
    await page.waitForURL(/\/order\/[0-9a-f-]+\/details$/);
    await expect.poll(() => page.locator("main h1").textContent(), WAIT).toMatch(/^You purchased /);
    await expect
      .poll(() => page.locator('header a[href="/cart"]').first().getAttribute("aria-label"), WAIT)
      .not.toMatch(/[1-9] item/);
    // One payment confirmation arrives through the outbox, linking to both orders and the
    // receipt (decision 070); the buyer's other mail, the address verification, links to none.
    const paymentMails = async () =>
      (await mailsTo(email)).filter((m) => /\/checkout\/[0-9a-f-]{36}\/receipt/.test(m.text));
    await expect.poll(async () => (await paymentMails()).length, WAIT).toBe(1);
    const orderLinksInMail = (await paymentMails())[0]!.text.match(
      /\/order\/[0-9a-f-]{36}\/details/g,
    );
    expect(new Set(orderLinksInMail).size).toBe(2);
  });

  it("a declined card shows the spec's message and a retry with 4242 pays (375 px)", async () => {
    browser = await openBrowser({ locale: "en-US", width: 375, height: 812 });
    const { page } = browser;
    await signedInBuyer(browser);
    const href = await listingHref(page, "Trostomaten");
    const before = await stockOf(href);
    await page.goto(`${href}/checkout?quantity=2`);
    await page.waitForSelector("html[data-hydrated]");
    await fillAddresses(page);
    await fillCard(page, "4000 0000 0000 0002");
    await pay(page);
    await expect
      .poll(() => page.getByText("Your card was declined.").count(), WAIT)
      .toBeGreaterThan(0);
    expect(await page.inputValue('input[name="billingCity"]')).toBe("Utrecht");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "/tmp/checkout-declined-375.png", fullPage: true });
    await fillCard(page, "4242424242424242");
    await pay(page);
    await page.waitForURL(/\/order\/[0-9a-f-]+\/details$/, WAIT);
    await expect.poll(() => page.locator("main h1").textContent(), WAIT).toMatch(/^You purchased /);
    expect(await stockOf(href)).toBe(before - 2);
    await page.screenshot({ path: "/tmp/checkout-order-375.png", fullPage: true });
  });

  it("buy now from the listing, iDEAL through the test bank page: cancel, then pay", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page } = browser;
    await signedInBuyer(browser);
    const href = await listingHref(page, "Sperziebonen");
    // The order panel's "Check out now" skips the cart with the chosen delivery method.
    await page.goto(href);
    await page.waitForSelector("html[data-hydrated]");
    const panel = page.locator("aside");
    const delivery = panel.locator('select[name="deliveryMethod"]');
    const methods = await delivery
      .locator("option:not([disabled])")
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    const method = methods.includes("pickup") ? "pickup" : methods[0]!;
    await delivery.selectOption(method);
    await panel.getByRole("link", { name: "Check out now" }).click();
    await page.waitForURL((url) => url.pathname === `${href}/checkout`, WAIT);
    expect(new URL(page.url()).searchParams.get("deliveryMethod")).toBe(method);
    await page.waitForSelector("html[data-hydrated]");
    await fillAddresses(page);
    await page.getByLabel("iDEAL").check();
    await pay(page);
    await page.waitForURL(/\/test-mode\/bank\/pi_/, WAIT);
    await page.screenshot({ path: "/tmp/checkout-bank-1280.png", fullPage: true });
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.waitForURL(/\/checkout\/ideal\?/, WAIT);
    await expect
      .poll(() => page.getByText("You cancelled the payment at the bank.").count(), WAIT)
      .toBeGreaterThan(0);
    await page.waitForSelector("html[data-hydrated]");
    await fillAddresses(page);
    await page.getByLabel("iDEAL").check();
    await pay(page);
    await page.waitForURL(/\/test-mode\/bank\/pi_/, WAIT);
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await page.waitForURL(/\/order\/[0-9a-f-]+\/details$/, WAIT);
    await expect.poll(() => page.locator("main h1").textContent(), WAIT).toMatch(/^You purchased /);
  });
});
