import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { acceptCookies, loginAs, newUser } from "./accounts";
import { type Browser, openBrowser } from "./browser";

// Decision 064: "Betaal" pays for what the checkout page showed. A cart changed in another
// tab is not charged: the page says so in Dutch, shows the new total and keeps what was typed.

let browser: Browser;
afterEach(async () => browser?.close());

const WAIT = { timeout: 15_000 };

async function addOne(page: Page, keywords: string) {
  await page.goto(`/s?keywords=${encodeURIComponent(keywords)}`);
  const href = await page.locator('main article a[href^="/l/"]').first().getAttribute("href");
  await page.goto(href!);
  await page.waitForSelector("html[data-hydrated]");
  const panel = page.locator("aside");
  const delivery = panel.locator('select[name="deliveryMethod"]');
  const methods = await delivery
    .locator("option:not([disabled])")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  await delivery.selectOption(methods.includes("pickup") ? "pickup" : methods[0]!);
  await panel.getByRole("button", { name: "In winkelwagen" }).click();
  await expect.poll(() => page.locator("dialog[open]").count(), WAIT).toBe(1);
}

const payButton = (page: Page) => page.getByRole("button", { name: /^Betaal / });

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  describe(`checkout at ${width} px`, () => {
    it("a cart changed in another tab is shown again with the new total, nothing typed lost", async () => {
      // Added at 1280 px, where the order panel is in the aside; the checkout at `width`.
      browser = await openBrowser();
      const { page, context } = browser;
      await acceptCookies(context);
      await loginAs(context, await newUser({ firstName: "Kim", lastName: "Koper" }));
      await addOne(page, "scharreleieren");
      await page.setViewportSize({ width, height });

      await page.goto("/cart/checkout");
      await page.waitForSelector("html[data-hydrated]");
      const shownLabel = await payButton(page).textContent();
      await page.fill('input[name="billingName"]', "Kim Koper");
      await page.fill('input[name="billingLine1"]', "Oudegracht 12");
      await page.fill('input[name="billingPostalCode"]', "3511 AB");
      await page.fill('input[name="billingCity"]', "Utrecht");
      await page.fill('input[autocomplete="cc-number"]', "4242 4242 4242 4242");
      await page.fill('input[autocomplete="cc-exp-month"]', "12");
      await page.fill('input[autocomplete="cc-exp-year"]', "34");
      await page.fill('input[autocomplete="cc-csc"]', "123");

      // The other tab: three instead of one.
      const other = await context.newPage();
      await other.goto("/cart");
      await other.waitForSelector("html[data-hydrated]");
      await other.locator('select[name="quantity"]').first().selectOption("3");
      await expect
        .poll(() => other.locator('select[name="quantity"]').first().inputValue(), WAIT)
        .toBe("3");
      await other.waitForLoadState("networkidle");
      await other.close();

      await payButton(page).click();
      await expect
        .poll(
          () => page.getByText("Je bestelling is veranderd sinds je deze pagina opende").count(),
          WAIT,
        )
        .toBeGreaterThan(0);
      expect(page.url()).toMatch(/\/cart\/checkout$/);
      await expect.poll(() => payButton(page).textContent(), WAIT).not.toBe(shownLabel);
      expect(await page.inputValue('input[name="billingName"]')).toBe("Kim Koper");
      expect(await page.inputValue('input[name="billingCity"]')).toBe("Utrecht");
      await page.screenshot({ path: `/tmp/checkout-changed-${width}.png`, fullPage: true });

      // Paying now pays the new total.
      await page.fill('input[autocomplete="cc-number"]', "4242 4242 4242 4242");
      await page.fill('input[autocomplete="cc-exp-month"]', "12");
      await page.fill('input[autocomplete="cc-exp-year"]', "34");
      await page.fill('input[autocomplete="cc-csc"]', "123");
      await payButton(page).click();
      await page.waitForURL(/\/order\/[0-9a-f-]+\/details$/, WAIT);
    });
  });
}
