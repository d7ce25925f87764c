import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterEach, describe, expect, inject, it } from "vitest";
import { createUser } from "../factories";
import { engineOn } from "../setup/engine";
import { purchasedOrder } from "../setup/orders";
import { loginAs } from "./accounts";
import { type Browser, openBrowser } from "./browser";
import { journeySetup } from "./journey";

// Dispute photos without JavaScript (decision 084): the order page's dispute form is a plain
// multipart post, so a buyer with scripts off still sends the reason and the photos together.

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

describe("a dispute with photos without JavaScript", () => {
  it("sends the reason and two photos in one plain post", async () => {
    const provider = await createUser(journey.db(), { stripeConnected: true });
    const customer = await createUser(journey.db(), { firstName: "Anna", lastName: "Koper" });
    const order = await purchasedOrder(journey.db(), journey.services(), {
      provider,
      customer,
      title: "Bieten zonder script",
    });
    await engineOn(journey.db()).engine.applyTransition({
      transactionId: order.id,
      transition: "transition/mark-delivered",
      actor: { role: "provider", userId: provider.id },
    });
    const page = await openWithoutJavaScript();
    await loginAs(browser!.context, customer);
    await page.goto(`/order/${order.id}/details`);
    await page.getByText("Probleem melden", { exact: true }).click();
    await page.fill('textarea[name="disputeReason"]', "De bieten waren beschimmeld.");
    const photo = async (background: string, name: string) => ({
      name,
      mimeType: "image/jpeg",
      buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background } })
        .jpeg()
        .toBuffer(),
    });
    await page.setInputFiles('input[name="photos"]', [
      await photo("#5b2a86", "bieten-1.jpg"),
      await photo("#2a865b", "bieten-2.jpg"),
    ]);
    await page.getByRole("button", { name: "Probleem versturen" }).click();
    await page.waitForFunction(
      () => document.querySelector("h1")?.textContent?.includes("probleem gemeld"),
      undefined,
      WAIT,
    );
    const card = page.locator('section[aria-labelledby="dispute-heading"]');
    expect(await card.textContent()).toContain("De bieten waren beschimmeld.");
    expect(await card.getByRole("img").count()).toBe(2);
    await page.screenshot({ path: "/tmp/dispute-photos-nojs-390.png", fullPage: true });
  }, 120_000);
});
