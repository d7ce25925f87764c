import { describe, expect, it } from "vitest";
import { createSlug } from "#modules/text";
import { createListing, createUser } from "../factories";
import { loginAs } from "./accounts";
import { mailsTo } from "./browser";
import { axeViolations, journeySetup, noSideways } from "./journey";

// Order messages and unread marks (decision 067) in the browser, through the real checkout: the buyer pays
// for a parcel with a message to the grower on a phone; the grower sees the shipping address
// and the message on the sale page, an unread mark in the inbox and the dot; the grower's
// answer mails the buyer and marks the buyer's inbox row and dot until the buyer opens it.

const journey = journeySetup();
const WAIT = { timeout: 15_000 };
const MESSAGE = "Graag na 17 uur aanbellen, de bel doet het niet.";
const dot = 'header [aria-label="Nieuwe meldingen"]';

describe("order messages", () => {
  it("the checkout message and the shipping address reach the grower; answers are marked and mailed", async () => {
    const provider = await createUser(journey.db(), {
      firstName: "Kees",
      lastName: "Kweker",
      stripeConnected: true,
    });
    const customer = await createUser(journey.db(), { firstName: "Anna", lastName: "Koper" });
    const title = `Pompoenen ${Math.random().toString(36).slice(2, 7)}`;
    const listing = await createListing(journey.db(), {
      authorId: provider.id,
      title,
      priceAmount: 400,
      currentStock: 6,
      publicData: { shippingEnabled: true, pickupEnabled: false },
    });

    // The buyer, on a phone: a parcel, an address and a message for the grower.
    const buyer = await journey.open(390);
    await loginAs(buyer.context(), customer);
    await buyer.goto(
      `/l/${createSlug(title)}/${listing.id}/checkout?quantity=1&deliveryMethod=shipping`,
    );
    await buyer.waitForSelector("html[data-hydrated]");
    await buyer.fill('textarea[name="message-0"]', MESSAGE);
    await buyer.fill('input[name="ship-0-name"]', "Anna Koper");
    await buyer.fill('input[name="ship-0-line1"]', "Kerkstraat 1");
    await buyer.fill('input[name="ship-0-postalCode"]', "3511 AB");
    await buyer.fill('input[name="ship-0-city"]', "Utrecht");
    // A parcel's billing is its shipping address unless unticked (decision 066).
    expect(await buyer.getByLabel("Zelfde als verzendadres").isChecked()).toBe(true);
    await buyer.fill('input[autocomplete="cc-number"]', "4242 4242 4242 4242");
    await buyer.fill('input[autocomplete="cc-exp-month"]', "12");
    await buyer.fill('input[autocomplete="cc-exp-year"]', "34");
    await buyer.fill('input[autocomplete="cc-csc"]', "123");
    await buyer.getByRole("button", { name: /^Betaal / }).click();
    await buyer.waitForURL(/\/order\/[0-9a-f-]+\/details$/, WAIT);
    const orderId = new URL(buyer.url()).pathname.split("/")[2]!;
    // The buyer's own message opens the conversation.
    await buyer.getByText(MESSAGE).waitFor(WAIT);

    // The grower: the dot, and the sale's row marked as having a new message.
    const grower = await journey.open(1280);
    await loginAs(grower.context(), provider);
    await grower.goto("/");
    // `/` is the members' shared page: the dot is filled in after load (decision 087).
    await expect.poll(() => grower.locator(dot).count(), WAIT).toBe(1);
    await grower.goto("/inbox/sales");
    const saleRow = grower.locator("main li").first();
    expect(await saleRow.textContent()).toContain("Nieuw bericht");
    expect(await saleRow.locator("a").textContent()).toContain("Nieuw bericht");
    await grower.screenshot({ path: "/tmp/messages-inbox-sales-1280.png", fullPage: true });
    expect(await axeViolations(grower)).toEqual([]);

    // The sale page: where the parcel goes and what the buyer asked.
    await saleRow.locator("a").click();
    await grower.waitForURL(`**/sale/${orderId}/details`);
    await grower.getByText(MESSAGE).waitFor(WAIT);
    const sale = (await grower.locator("main").textContent()) ?? "";
    expect(sale).toContain("Kerkstraat 1");
    expect(sale).toContain("3511 AB");
    expect(sale).toContain("Utrecht");
    await grower.screenshot({ path: "/tmp/messages-sale-1280.png", fullPage: true });
    expect(await axeViolations(grower)).toEqual([]);
    await grower.setViewportSize({ width: 390, height: 844 });
    await grower.reload();
    await grower.getByText(MESSAGE).waitFor(WAIT);
    expect(await noSideways(grower)).toBeLessThanOrEqual(0);
    await grower.screenshot({ path: "/tmp/messages-sale-390.png", fullPage: true });
    await grower.setViewportSize({ width: 1280, height: 900 });

    // Opened: the row's mark is gone (the sale still waits for shipping: the dot stays).
    await grower.goto("/inbox/sales");
    expect(await grower.locator("main li").first().textContent()).not.toContain("Nieuw bericht");

    // The grower answers; the buyer is mailed with a link to the order.
    await grower.goto(`/sale/${orderId}/details`);
    await grower.waitForSelector("html[data-hydrated]");
    await grower.fill('textarea[name="content"]', "Komt goed, ik verstuur het morgen.");
    await grower.getByRole("button", { name: "Versturen" }).click();
    await grower.getByText("Komt goed, ik verstuur het morgen.").waitFor(WAIT);
    await expect
      .poll(
        async () =>
          (await mailsTo(customer.email)).filter(
            (m) =>
              m.text.includes("Kees Kweker heeft je een bericht gestuurd") &&
              m.text.includes(`/order/${orderId}/details`),
          ).length,
        WAIT,
      )
      .toBe(1);

    // The buyer (nothing to do on a paid order) gets a dot and a marked row for the answer.
    await buyer.goto("/inbox/orders");
    await buyer.waitForSelector("html[data-hydrated]");
    expect(await buyer.locator(dot).count()).toBe(1);
    const orderRow = buyer.locator("main li").first();
    expect(await orderRow.textContent()).toContain("Nieuw bericht");
    expect(await noSideways(buyer)).toBeLessThanOrEqual(0);
    await buyer.screenshot({ path: "/tmp/messages-inbox-orders-390.png", fullPage: true });
    expect(await axeViolations(buyer)).toEqual([]);
    await buyer.setViewportSize({ width: 1280, height: 900 });
    await buyer.screenshot({ path: "/tmp/messages-inbox-orders-1280.png", fullPage: true });
    await buyer.setViewportSize({ width: 390, height: 844 });

    // Reading it clears the mark and the dot, also when going back without a reload.
    await orderRow.locator("a").click();
    await buyer.waitForURL(`**/order/${orderId}/details`);
    await buyer.getByText("Komt goed, ik verstuur het morgen.").waitFor(WAIT);
    await expect.poll(() => buyer.locator(dot).count(), WAIT).toBe(0);
    await buyer.goBack();
    await buyer.waitForURL("**/inbox/orders");
    await expect
      .poll(() => buyer.locator("main li").first().textContent(), WAIT)
      .not.toContain("Nieuw bericht");
    expect(await buyer.locator(dot).count()).toBe(0);
  }, 180_000);
});
