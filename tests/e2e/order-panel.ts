import type { Locator, Page } from "playwright-core";

/** The top bar's cart link as a screen reader names it ("Winkelwagen, 1 artikel"). */
export const cartLabel = (page: Page) =>
  page.locator('header a[href="/cart"]').first().getAttribute("aria-label");

/**
 * In an order panel (the listing's aside, or its modal below 1024 px): the quantity if given,
 * the first delivery method it offers, then its add button, named in the page's language.
 */
export async function addFromPanel(panel: Locator, button: string, quantity: string | null) {
  if (quantity) await panel.locator('select[name="quantity"]').selectOption(quantity);
  const delivery = panel.locator('select[name="deliveryMethod"]');
  const methods = await delivery
    .locator("option:not([disabled])")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  await delivery.selectOption(methods[0]!);
  await panel.getByRole("button", { name: button }).click();
}
