import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loginAs, newUser, signUp, verifyEmail } from "./accounts";
import { journeySetup, noSideways } from "./journey";
import {
  fillPayouts,
  NL,
  payWithTestCard,
  pricedDraft,
  publish,
  pumpkinPhoto,
  savePayouts,
  shot,
  WAIT,
} from "./payout-steps";

// The money's whole way, in the Dutch UI at 390 and 1280 px (decision 079): a brand-new grower
// signs up, sets up payouts with the test IBAN and publishes a priced listing; a brand-new buyer
// pays for it with the test card; the grower marks it sent, the buyer marks it received; once
// PAYOUT_DELAY (a few seconds on the journeys' server, tests/e2e/global-setup.ts) has passed and
// the server's worker has run the transfer, the grower's payout page shows the order paid and
// the month's total in the 12-month table.

// Waiting for the worker on a busy machine: a deadline, not a sleep.
const PAYOUT_WAIT = { timeout: 90_000, interval: 1_000 };
const journey = journeySetup();
const photo = pumpkinPhoto();

/** The payout page as the server has it now: its order rows' states and texts. */
async function payoutRows(page: Page) {
  await page.goto("/account/payments");
  await page.waitForSelector("html[data-hydrated]");
  return page.locator('section[aria-labelledby="payout-history-heading"] li').evaluateAll((items) =>
    items.map((li) => ({
      state: li.getAttribute("data-state"),
      text: li.textContent ?? "",
    })),
  );
}

describe("payout journey", () => {
  for (const width of [390, 1280]) {
    it(`${width} px: sold, sent, received, and paid out to the grower`, async () => {
      // The grower signs up, sets up payouts and publishes.
      const grower = await journey.open(width);
      const email = `kweker-uitbetaling-${width}-${Date.now().toString(36)}@example.test`;
      await signUp(grower, email, { firstName: "Sanne", lastName: "Teler" });
      await verifyEmail(grower, email);
      await fillPayouts(grower, "NL91ABNA0417164300");
      expect(await grower.textContent("main")).toContain("Testmodus:");
      expect(await grower.textContent("main")).toContain("eindigend op 4300");
      await savePayouts(grower, NL);
      const box = grower.locator('section[data-status="verificationSuccess"]');
      await expect.poll(() => box.count(), WAIT).toBe(1);
      // Nothing sold yet.
      expect(await grower.textContent("main")).toContain(
        "Nog geen verkochte bestellingen om uit te betalen.",
      );

      const title = `Pompoenen ${width} ${Date.now().toString(36)}`;
      await pricedDraft(grower, title, photo());
      const listingPath = await publish(grower, NL, "pompoenen");

      // A brand-new buyer pays with the test card.
      const buyer = await journey.open(width);
      await loginAs(buyer.context(), await newUser({ firstName: "Daan", lastName: "Koper" }));
      const orderId = await payWithTestCard(buyer, NL, listingPath);

      // Paid, not received: the payout waits for the buyer.
      const waiting = await payoutRows(grower);
      expect(waiting).toHaveLength(1);
      expect(waiting[0]).toMatchObject({ state: "waiting-for-receipt" });
      expect(waiting[0]!.text).toContain("Wacht tot de koper de bestelling ontvangen heeft");

      // The grower sends it from the sale page.
      await grower.goto(`/sale/${orderId}/details`);
      await grower.waitForSelector("html[data-hydrated]");
      await grower.getByRole("button", { name: "Markeer als verzonden" }).click();
      await grower.getByText("Je hebt de bestelling als verzonden gemarkeerd.").waitFor(WAIT);

      // The buyer marks it received from the order page.
      await buyer.goto(`/order/${orderId}/details`);
      await buyer.waitForSelector("html[data-hydrated]");
      await buyer.getByRole("button", { name: "Markeer als ontvangen" }).click();
      await buyer.getByText("Je hebt de bestelling als ontvangen gemarkeerd.").waitFor(WAIT);

      // PAYOUT_DELAY later the worker has paid the grower: reload until the page says so.
      let rows = await payoutRows(grower);
      expect(rows).toHaveLength(1);
      // Scheduled while the delay runs, or paid already on a slow machine.
      expect(["scheduled", "paid"]).toContain(rows[0]!.state);
      await expect
        .poll(async () => {
          rows = await payoutRows(grower);
          return rows[0]?.state;
        }, PAYOUT_WAIT)
        .toBe("paid");
      expect(rows).toHaveLength(1);
      expect(rows[0]!.text).toContain("Uitbetaald op");

      // The order's amount, and that amount in exactly one month of the 12-month table.
      const history = grower.locator('section[aria-labelledby="payout-history-heading"]');
      const amount = (await history.locator("li > span:nth-child(2)").textContent())!.trim();
      expect(amount).toMatch(/^€\s?\d+,\d\d$/);
      const months = await history
        .locator("table tr td")
        .evaluateAll((cells) => cells.map((td) => td.textContent?.trim()));
      expect(months).toHaveLength(12);
      expect(months.filter((m) => m === amount)).toHaveLength(1);
      expect(months.filter((m) => m !== amount).every((m) => m === "€ 0,-")).toBe(true);

      expect(await noSideways(grower)).toBeLessThanOrEqual(0);
      // The chart is drawn after hydration (decision 079): wait for its canvas before the shot.
      await expect.poll(() => history.locator("canvas").count(), WAIT).toBeGreaterThan(0);
      await shot(grower, `payout-journey-paid-${width}`);
    }, 300_000);
  }
});
