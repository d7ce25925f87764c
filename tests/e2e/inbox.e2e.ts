import { describe, expect, it } from "vitest";
import { createUser } from "../factories";
import { purchasedOrder } from "../setup/orders";
import { loginAs } from "./accounts";
import { axeViolations, journeySetup, noSideways } from "./journey";

// After the purchase, in the browser: the grower sees the sale waiting in the inbox, messages
// the buyer and marks the order delivered; the buyer reads it on a phone, answers and marks it
// received. The order is paid through checkout (decision 076).

const journey = journeySetup();
const open = (width: number) => journey.open(width);

describe("inbox, order and sale pages", () => {
  it("grower marks delivered, buyer marks received, messages both ways, labels follow", async () => {
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

    // The grower: a dot on the inbox link, the sale waiting at the top of the sales tab.
    const grower = await open(1280);
    await loginAs(grower.context(), provider);
    await grower.goto("/");
    // `/` is the members' shared page: the dot is filled in after load (decision 087).
    await expect
      .poll(() => grower.locator('header [aria-label="Nieuwe meldingen"]').count(), {
        timeout: 10_000,
      })
      .toBe(1);
    await grower.goto("/inbox");
    expect(new URL(grower.url()).pathname).toBe("/inbox/sales");
    const saleRow = grower.locator("main li").first();
    expect(await saleRow.textContent()).toContain("Anna Koper");
    expect(await saleRow.textContent()).toContain("Pompoenen uit de moestuin");
    expect(await saleRow.textContent()).toContain("Wacht op levering");
    await grower.screenshot({ path: "/tmp/inbox-sales-1280.png", fullPage: true });
    expect(await axeViolations(grower)).toEqual([]);

    await saleRow.locator("a").click();
    await grower.waitForURL(`**/sale/${order.id}/details`);
    // The URL changes before React has drawn the new page: wait for its heading.
    await expect
      .poll(() => grower.locator("h1").textContent())
      .toBe("Anna Koper heeft Pompoenen uit de moestuin gekocht");
    await grower.fill(
      'textarea[name="content"]',
      "Morgen na vijf uur ligt het klaar <b>bij de schuur</b>.",
    );
    await grower.getByRole("button", { name: "Versturen" }).click();
    await grower.getByText("Morgen na vijf uur ligt het klaar ＜b＞bij de schuur＜/b＞.").waitFor();
    await grower.getByRole("button", { name: "Markeer als geleverd" }).click();
    await grower.getByText("Je hebt de bestelling als geleverd gemarkeerd.").waitFor();
    expect(await grower.getByRole("button", { name: "Markeer als geleverd" }).count()).toBe(0);
    // Nothing left to do for the grower: the dot is gone after the transition.
    expect(await grower.locator('header [aria-label="Nieuwe meldingen"]').count()).toBe(0);
    await grower.screenshot({ path: "/tmp/inbox-sale-1280.png", fullPage: true });
    expect(await axeViolations(grower)).toEqual([]);

    // The buyer, on a phone: the order asks to be marked received.
    const buyer = await open(375);
    await loginAs(buyer.context(), customer);
    await buyer.goto("/inbox");
    expect(new URL(buyer.url()).pathname).toBe("/inbox/orders");
    const orderRow = buyer.locator("main li").first();
    expect(await orderRow.textContent()).toContain("Kees Kweker");
    expect(await orderRow.textContent()).toContain("Markeer als ontvangen");
    expect(await noSideways(buyer)).toBeLessThanOrEqual(0);
    await buyer.screenshot({ path: "/tmp/inbox-orders-375.png", fullPage: true });
    expect(await axeViolations(buyer)).toEqual([]);

    await orderRow.locator("a").click();
    await buyer.waitForURL(`**/order/${order.id}/details`);
    await expect.poll(() => buyer.locator("h1").textContent()).toContain("Kees Kweker");
    expect(await buyer.locator("main").textContent()).toContain("Tuinstraat 4");
    await buyer.getByText("Morgen na vijf uur ligt het klaar ＜b＞bij de schuur＜/b＞.").waitFor();
    await buyer.fill('textarea[name="content"]', "Top, ik kom om half zes.");
    await buyer.getByRole("button", { name: "Versturen" }).click();
    await buyer.getByText("Top, ik kom om half zes.").waitFor();
    expect(await buyer.inputValue('textarea[name="content"]')).toBe("");
    await buyer.getByRole("button", { name: "Markeer als ontvangen" }).click();
    await buyer.getByText("Je hebt de bestelling als ontvangen gemarkeerd.").waitFor();
    expect(await noSideways(buyer)).toBeLessThanOrEqual(0);
    await buyer.screenshot({ path: "/tmp/inbox-order-375.png", fullPage: true });
    expect(await axeViolations(buyer)).toEqual([]);

    await buyer.goto("/inbox/orders");
    expect(await buyer.locator("main li").first().textContent()).toContain("Wacht op beoordeling");

    // Back at the grower's: the buyer's answer and the new state.
    await grower.reload();
    await grower.getByText("Top, ik kom om half zes.").waitFor();
    expect(await grower.locator("main").textContent()).toContain(
      "Anna Koper heeft de bestelling als ontvangen gemarkeerd.",
    );
    await grower.goto("/inbox/sales");
    expect(await grower.locator("main li").first().textContent()).toContain("Wacht op beoordeling");

    // A made-up tab is an error page, not an empty inbox.
    const bad = await grower.goto("/inbox/purchases");
    expect(bad?.status()).toBe(404);
    expect(await grower.locator("h1").textContent()).toBe("Dit tabblad bestaat niet");
    // Someone else's order is a 404.
    const stranger = await open(1280);
    const other = await createUser(journey.db());
    await loginAs(stranger.context(), other);
    expect((await stranger.goto(`/order/${order.id}/details`))?.status()).toBe(404);
  }, 180_000);
});
