import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterEach, describe, expect, inject, it } from "vitest";
import { apiClient } from "../setup/http-app";
import { type Browser, openBrowser } from "./browser";
import { addFromPanel, cartLabel } from "./order-panel";

let browser: Browser;
afterEach(async () => browser?.close());

const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
const PASSWORD = "Wachtwoord123!";
/** A post, a revalidation and a render on two shared cores. */
const WAIT = { timeout: 10_000 };

/** A grower of its own (so closing the listing touches no demo data): a Gratis listing. */
async function growerWithListing(title: string) {
  const origin = inject("baseUrl");
  const client = apiClient(origin);
  await client.call("POST", "/api/current_user/create", {
    email: unique("grower"),
    firstName: "Rik",
    lastName: "Volkstuin",
    password: PASSWORD,
  });
  const draft = await client.call("POST", "/api/own_listings/create_draft", {
    details: {
      title,
      description: "Vers uit de volkstuin.",
      category: "groenten",
      brand: "ownGarden",
      size: "medium",
      unit: "perBunch",
    },
  });
  const id = draft.json.data.id as string;
  const photo = await sharp({
    create: { width: 900, height: 900, channels: 3, background: { r: 190, g: 60, b: 80 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "rabarber.jpg");
  const upload = await fetch(`${origin}/api/images/upload`, {
    method: "POST",
    headers: { Cookie: client.cookie, Origin: origin },
    body: form,
  });
  const imageId = ((await upload.json()) as { data: { id: string } }).data.id;
  const updated = await client.call("POST", "/api/own_listings/update", {
    id,
    pricing: { price: "0", stock: "3" },
    delivery: { pickupEnabled: "on", address: "Zwolle", lat: "52.51", lng: "6.08" },
    images: [imageId],
  });
  expect(updated.status).toBe(200);
  expect((await client.call("POST", "/api/own_listings/publish_draft", { id })).status).toBe(200);
  return { id, close: () => client.call("POST", "/api/own_listings/close", { id }) };
}

/** A demo garden's listing (the search's newest would be this test's own grower). */
async function firstSearchListing(page: Page) {
  await page.goto("/s?keywords=scharreleieren");
  const href = await page.locator('main article a[href^="/l/"]').first().getAttribute("href");
  return href!;
}

describe("cart", () => {
  it("at 1280 px: a visitor adds, signs up and comes back with it; two gardens; quantity, a flagged item, remove", async () => {
    const grower = await growerWithListing("Rabarber uit de volkstuin");
    browser = await openBrowser({ locale: "en-US" });
    const { page } = browser;
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));

    // A visitor presses add to cart: signup, then back on the listing with the item added.
    const demoListing = await firstSearchListing(page);
    await page.goto(demoListing);
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("button", { name: "Got it" }).click();
    await addFromPanel(page.locator("aside"), "Add to cart", "2");
    await page.waitForURL(/\/signup\?from=/);
    await page.waitForSelector("html[data-hydrated]");
    await page.fill('input[name="email"]', unique("buyer"));
    await page.fill('input[name="firstName"]', "Kim");
    await page.fill('input[name="lastName"]', "Koper");
    await page.fill('input[name="password"]', PASSWORD);
    await page.click('main form button[type="submit"]');
    await page.waitForURL((url) => url.pathname === demoListing);
    const added = page.locator("dialog[open]", { hasText: "Added to your cart" });
    await expect.poll(() => added.count(), WAIT).toBe(1);
    expect(new URL(page.url()).search).not.toContain("addToCart");
    // The badge counts lines, not units: 2 of one product is 1 thing in the cart.
    await expect.poll(() => cartLabel(page), WAIT).toBe("Cart, 1 item");
    expect((await page.locator('header a[href="/cart"]').first().textContent())?.trim()).toBe("1");
    await page.screenshot({ path: "/tmp/cart-added-1280.png" });
    // Closing the modal resets the status.
    await added.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => page.locator("dialog[open]").count(), WAIT).toBe(0);

    // A second garden.
    await page.goto(`/l/${grower.id}`);
    await page.waitForSelector("html[data-hydrated]");
    await addFromPanel(page.locator("aside"), "Add to cart", "1");
    await page.locator("dialog[open]").getByRole("link", { name: "Go to cart" }).click();
    await page.waitForURL((url) => url.pathname === "/cart");
    await expect.poll(() => cartLabel(page), WAIT).toBe("Cart, 2 items");
    const groups = page.locator('[data-testid="cart-group"]');
    await expect.poll(() => groups.count(), WAIT).toBe(2);
    expect(await groups.nth(1).textContent()).toContain("Rabarber uit de volkstuin");
    await page.screenshot({ path: "/tmp/cart-two-gardens-1280.png", fullPage: true });

    // Quantity 2 → 1: the totals follow; still two lines.
    const total = page.locator('[data-testid="cart-grand-total"]');
    const before = await total.textContent();
    await groups.nth(0).locator('select[name="quantity"]').selectOption("1");
    await expect.poll(() => cartLabel(page), WAIT).toBe("Cart, 2 items");
    await expect.poll(() => total.textContent(), WAIT).not.toBe(before);
    expect(await page.getByRole("link", { name: "Check out" }).getAttribute("href")).toBe(
      "/cart/checkout",
    );

    // The grower closes the listing: flagged with the reason, checkout blocked, nothing dropped.
    await grower.close();
    await page.reload();
    const flagged = page.locator('[data-testid="cart-item"][data-flagged]');
    expect(await flagged.count()).toBe(1);
    expect(await flagged.textContent()).toContain("The seller has closed this listing.");
    expect(await page.getByRole("button", { name: "Check out" }).isDisabled()).toBe(true);
    expect(await page.getByRole("link", { name: "Check out" }).count()).toBe(0);
    await page.screenshot({ path: "/tmp/cart-flagged-1280.png", fullPage: true });

    await flagged.getByRole("button", { name: "Remove Rabarber uit de volkstuin" }).click();
    await expect.poll(() => flagged.count(), WAIT).toBe(0);
    await expect.poll(() => cartLabel(page), WAIT).toBe("Cart, 1 item");
    expect(await page.getByRole("link", { name: "Check out" }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("at 375 px: adds from two gardens through the order modal and shows the cart without overflow", async () => {
    const grower = await growerWithListing("Bosje radijs");
    browser = await openBrowser({ width: 375, height: 812 });
    const { page } = browser;
    await page.goto("/signup");
    await page.waitForSelector("html[data-hydrated]");
    await page.getByRole("button", { name: "Prima" }).click();
    await page.fill('input[name="email"]', unique("mobile"));
    await page.fill('input[name="firstName"]', "Noor");
    await page.fill('input[name="lastName"]', "Jansen");
    await page.fill('input[name="password"]', PASSWORD);
    await page.click('main form button[type="submit"]');
    await page.waitForURL((url) => url.pathname !== "/signup");

    for (const href of [await firstSearchListing(page), `/l/${grower.id}`]) {
      await page.goto(`${href}?orderOpen=true`);
      await page.waitForSelector("html[data-hydrated]");
      await expect.poll(() => page.locator("dialog[open]").count(), WAIT).toBe(1);
      await addFromPanel(page.locator("dialog[open]"), "In winkelwagen", null);
      const added = page.locator("dialog[open]", { hasText: "Toegevoegd aan je winkelwagen" });
      await expect.poll(() => added.count(), WAIT).toBe(1);
      await page.screenshot({ path: "/tmp/cart-added-375.png" });
    }
    await expect.poll(() => cartLabel(page), WAIT).toBe("Winkelwagen, 2 artikelen");
    await page.goto("/cart");
    expect(await page.locator('[data-testid="cart-group"]').count()).toBe(2);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "/tmp/cart-375.png", fullPage: true });
  });
});
