import { afterEach, describe, expect, it } from "vitest";
import { acceptCookies, loginAs, newUser, signUp, verifyEmail } from "./accounts";
import { type Browser, openBrowser } from "./browser";
import { noSideways } from "./journey";
import {
  EN,
  fillPayouts,
  payWithTestCard,
  pricedDraft,
  publish,
  pumpkinPhoto,
  savePayouts,
  shot,
  WAIT,
} from "./payout-steps";

// Payouts for every grower, in test mode (decision 078): a brand-new grower signs up, sets up
// payouts with the test IBAN, publishes a priced listing and a new buyer pays for it with a
// test card; a grower whose verification is needed sees the status box, cannot publish, and
// publishes once the test onboarding page has completed what was due. At 390 and 1280 px.

const browsers: Browser[] = [];
const photo = pumpkinPhoto();
afterEach(async () => {
  while (browsers.length) await browsers.pop()!.close();
});

async function open(width: number) {
  const b = await openBrowser({ locale: "en-US", width, height: width < 768 ? 844 : 900 });
  browsers.push(b);
  await acceptCookies(b.context);
  return b;
}

async function buy(width: number, listingPath: string) {
  const b = await open(width);
  await loginAs(b.context, await newUser({ firstName: "Kim", lastName: "Koper" }));
  await payWithTestCard(b.page, EN, listingPath);
  await shot(b.page, `payouts-buyer-paid-${width}`);
}

describe("payouts for every grower", () => {
  for (const width of [390, 1280]) {
    it(`${width} px: a new grower sets up payouts, publishes a priced listing, and it is bought`, async () => {
      const { page } = await open(width);
      const email = `kweker-${width}-${Date.now().toString(36)}@example.test`;
      await signUp(page, email, { firstName: "Els", lastName: "Visser" });
      await verifyEmail(page, email);

      // Reachable from the account settings' tabs.
      await page.goto("/account/contact-details");
      await page.waitForSelector("html[data-hydrated]");
      await page.locator('nav[aria-label="Account settings"] a[href="/account/payments"]').click();
      await page.waitForURL(/\/account\/payments$/, WAIT);
      await shot(page, `payouts-form-${width}`);

      await fillPayouts(page, "NL91 ABNA 0417 1643 00");
      expect(await page.textContent("main")).toContain("Test mode:");
      expect(await page.textContent("main")).toContain("ending in 4300 is ready to save");
      await shot(page, `payouts-form-token-${width}`);
      await savePayouts(page, EN);
      const box = page.locator('section[data-status="verificationSuccess"]');
      await expect.poll(() => box.count(), WAIT).toBe(1);
      expect(await box.textContent()).toContain("Up to date");
      expect(await box.textContent()).toContain("4300");
      expect(await noSideways(page)).toBeLessThanOrEqual(0);
      await shot(page, `payouts-up-to-date-${width}`);

      const title = `Pompoenen ${width} ${Date.now().toString(36)}`;
      await pricedDraft(page, title, photo());
      const listingPath = await publish(page, EN, "pompoenen");
      await expect.poll(() => page.textContent("main"), WAIT).toContain(title);

      await buy(width, listingPath);
    });

    it(`${width} px: verification needed shows the status box and stops publishing until done`, async () => {
      const b = await open(width);
      const { page } = b;
      await loginAs(b.context, await newUser({ firstName: "Joris", lastName: "Bos" }));
      await fillPayouts(page, "NL31ABNA0000000002");
      expect(await page.textContent("main")).toContain("Test mode:");
      await savePayouts(page, EN);
      const needed = page.locator('section[data-status="verificationNeeded"]');
      await expect.poll(() => needed.count(), WAIT).toBe(1);
      expect(await needed.textContent()).toContain("Verification needed");
      expect(await noSideways(page)).toBeLessThanOrEqual(0);
      await shot(page, `payouts-verification-needed-${width}`);

      await pricedDraft(page, `Pompoenen wacht ${width} ${Date.now().toString(36)}`, photo());
      await page.getByRole("button", { name: "Publish listing" }).click();
      await expect.poll(() => page.textContent("main"), WAIT).toContain("can't be published yet");
      // The refusal names the state: the account exists and waits for verification.
      expect(await page.textContent("main")).toContain("still waiting for verification");
      expect(page.url()).toMatch(/\/draft\/photos$/);
      const draftPhotos = page.url();
      await shot(page, `payouts-publish-refused-${width}`);
      await page.getByRole("link", { name: "Go to Payouts" }).first().click();
      await page.waitForURL(/\/account\/payments$/, WAIT);

      // The account link: test mode's onboarding page completes what is due.
      await page.getByRole("button", { name: "Get verified" }).click();
      await page.waitForURL(/\/test-mode\/onboarding\/acct_test_/, WAIT);
      await expect
        .poll(() => page.textContent("main"), WAIT)
        .toContain("individual.verification.document");
      await shot(page, `payouts-onboarding-${width}`);
      await page.getByRole("button", { name: "Complete verification" }).click();
      await page.waitForURL(/\/account\/payments\/success$/, WAIT);
      await expect
        .poll(() => page.locator('section[data-status="verificationSuccess"]').count(), WAIT)
        .toBe(1);

      await page.goto(draftPhotos);
      await page.waitForSelector("html[data-hydrated]");
      await publish(page, EN, "pompoenen-wacht");
    });
  }

  it("390 px without JavaScript: another country's fields, then the server makes the bank token", async () => {
    const b = await openBrowser({
      locale: "en-US",
      width: 390,
      height: 844,
      javaScriptEnabled: false,
    });
    browsers.push(b);
    await acceptCookies(b.context);
    const { page } = b;
    await loginAs(b.context, await newUser({ firstName: "Noor", lastName: "Akker" }));
    await page.goto("/account/payments");
    expect(await page.locator('input[name="iban"]').count()).toBe(1);
    // Choosing a country shows its fields through the server.
    await page.selectOption('select[name="country"]', "US");
    await page.getByRole("button", { name: "Show fields for this country" }).click();
    await expect.poll(() => page.locator('input[name="routingNumber"]').count(), WAIT).toBe(1);
    expect(await page.locator('input[name="iban"]').count()).toBe(0);
    await page.selectOption('select[name="country"]', "NL");
    await page.getByRole("button", { name: "Show fields for this country" }).click();
    await expect.poll(() => page.locator('input[name="iban"]').count(), WAIT).toBe(1);
    await page.fill('input[name="iban"]', "NL91ABNA0417164300");
    await savePayouts(page, EN);
    expect(await page.locator('section[data-status="verificationSuccess"]').count()).toBe(1);
    await shot(page, "payouts-nojs-saved-390");
  });
});
