import { describe, expect, it } from "vitest";
import { createUser } from "../factories";
import { purchasedOrder } from "../setup/orders";
import { loginAs } from "./accounts";
import { mailsTo } from "./browser";
import { axeViolations, journeySetup, noSideways } from "./journey";

// A grower who cannot deliver (decision 068): on the sale page of a paid
// order "Kan niet leveren" asks for a reason, then cancels and refunds. The buyer's order page
// says why and shows the refund lines and "Totaal terugbetaald"; the buyer is mailed the reason.

const journey = journeySetup();
const open = (width: number) => journey.open(width);

const REASON = "De hagel heeft de hele <b>oogst</b> vernield & het spijt me.";
// User text shows < and > as their full-width forms (spec §5).
const SHOWN = "De hagel heeft de hele ＜b＞oogst＜/b＞ vernield & het spijt me.";

describe("a grower who cannot deliver", () => {
  it("cancels a paid order with a reason; the buyer sees why and the refund", async () => {
    const provider = await createUser(journey.db(), {
      firstName: "Kees",
      lastName: "Kweker",
      stripeConnected: true,
    });
    const customer = await createUser(journey.db(), { firstName: "Anna", lastName: "Koper" });
    const order = await purchasedOrder(journey.db(), journey.services(), {
      provider,
      customer,
      title: "Pompoenen uit de moestuin",
    });

    // The grower, on a phone: "Kan niet leveren" opens the reason field.
    const grower = await open(390);
    await loginAs(grower.context(), provider);
    await grower.goto(`/sale/${order.id}/details`);
    await grower.waitForSelector("html[data-hydrated]");
    await grower.getByText("Kan niet leveren", { exact: true }).click();
    const send = grower.getByRole("button", { name: "Bestelling annuleren en terugbetalen" });
    // Without a reason the form itself refuses (required): nothing happens to the order.
    await send.click();
    expect(
      await grower
        .locator('textarea[name="cancelReason"]')
        .evaluate((el) => el.matches(":invalid")),
    ).toBe(true);
    await grower.fill('textarea[name="cancelReason"]', REASON);
    await grower.screenshot({ path: "/tmp/grower-cancel-form-390.png", fullPage: true });
    await send.click();
    await expect
      .poll(() => grower.locator("h1").textContent())
      .toBe("De verkoop van Pompoenen uit de moestuin is geannuleerd");
    const growerCard = grower.locator('section[aria-labelledby="cancel-heading"]');
    expect(await growerCard.textContent()).toContain(SHOWN);
    expect(await grower.locator("main").textContent()).toContain(
      "Je kon de bestelling niet leveren en hebt hem geannuleerd.",
    );
    // Nothing left to do on the sale.
    expect(await grower.getByRole("button", { name: "Markeer als geleverd" }).count()).toBe(0);

    // The buyer sees why, the refund lines and what went back, on a phone and a laptop.
    const buyer = await open(390);
    await loginAs(buyer.context(), customer);
    await buyer.goto(`/order/${order.id}/details`);
    await buyer.waitForSelector("html[data-hydrated]");
    expect(await buyer.locator("h1").textContent()).toBe(
      "Je bestelling van Pompoenen uit de moestuin is geannuleerd",
    );
    const card = buyer.locator('section[aria-labelledby="cancel-heading"]');
    expect(await card.locator("h2").textContent()).toBe("Kees Kweker kan niet leveren");
    expect(await card.textContent()).toContain(SHOWN);
    const breakdown = buyer.locator('section[aria-labelledby="breakdown-heading"]');
    const lines = await breakdown.textContent();
    expect(lines).toContain("Terugbetaling: Pompoenen uit de moestuin × 2");
    expect(lines).toContain("Totaal betaald");
    expect(lines).toMatch(/Totaal terugbetaald€ 7,[0-9-]+/);
    // Nothing to pick up from a cancelled order.
    expect(await buyer.getByText("Ophaaladres").count()).toBe(0);
    expect(await noSideways(buyer)).toBeLessThanOrEqual(0);
    expect(await axeViolations(buyer)).toEqual([]);
    await buyer.evaluate(() => window.scrollTo(0, 0));
    await buyer.screenshot({ path: "/tmp/refunded-order-390.png", fullPage: true });
    await buyer.setViewportSize({ width: 1280, height: 900 });
    await buyer.evaluate(() => window.scrollTo(0, 0));
    await buyer.screenshot({ path: "/tmp/refunded-order-1280.png", fullPage: true });
    await buyer.goto("/inbox/orders");
    expect(await buyer.locator("main li").first().textContent()).toContain("Geannuleerd");

    // The buyer's mail says who, why, and links the order.
    let mail: { text: string } | undefined;
    await expect
      .poll(
        async () => {
          mail = (await mailsTo(customer.email)).find((m) =>
            m.text.includes("Kees Kweker kan je bestelling niet leveren"),
          );
          return Boolean(mail);
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBe(true);
    expect(mail!.text).toContain("De hagel heeft de hele");
    expect(mail!.text).toContain(`/order/${order.id}/details`);
  }, 180_000);
});
