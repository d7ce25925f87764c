import { describe, expect, it } from "vitest";
import { createUser } from "../factories";
import { engineOn } from "../setup/engine";
import { purchasedOrder } from "../setup/orders";
import { loginAs } from "./accounts";
import { axeViolations, journeySetup, noSideways } from "./journey";

// Two-sided reviews in the browser (decision 054): an order the buyer picked up is completed;
// the buyer reviews the grower on a phone, the grower reviews the buyer on a laptop (the
// second review, reached by the first/second review fallback), and both reviews show on both
// profiles and on the listing page. The order is paid through checkout (decision 076).

const journey = journeySetup();
const open = (width: number) => journey.open(width);

/** A paid pickup order the buyer marked received and the process completed. */
async function completedOrder() {
  const engine = engineOn(journey.db()).engine;
  const provider = await createUser(journey.db(), {
    firstName: "Gerrit",
    lastName: "Groen",
    stripeConnected: true,
  });
  const customer = await createUser(journey.db(), { firstName: "Sanne", lastName: "Smit" });
  const order = await purchasedOrder(journey.db(), journey.services(), {
    provider,
    customer,
    title: "Snijbonen van het veld",
  });
  await engine.applyTransition({
    transactionId: order.id,
    transition: "transition/mark-received-from-purchased",
    actor: { role: "customer", userId: customer.id },
  });
  // auto-complete is due at once; the server's timer worker may be first, which is fine.
  await engine.applyIfIn({
    transactionId: order.id,
    fromState: "received",
    transition: "transition/auto-complete",
    actor: { role: "system", userId: null },
    trusted: true,
  });
  return order;
}

describe("two-sided reviews", () => {
  it("buyer and grower review each other; both reviews show on both profiles", async () => {
    const order = await completedOrder();

    // The buyer, on a phone: the review form on the order page.
    const buyer = await open(390);
    await loginAs(buyer.context(), order.customer);
    await buyer.goto(`/order/${order.id}/details`);
    await buyer.waitForSelector("html[data-hydrated]");
    await buyer.getByRole("heading", { name: "Beoordeel Gerrit Groen" }).waitFor();
    // Sent without a rating or a text: the spec's messages, nothing stored.
    await buyer.getByRole("button", { name: "Beoordeling versturen" }).click();
    await buyer.getByText("Kies een beoordeling van 1 tot 5 sterren.").waitFor();
    await buyer.getByText("Schrijf een paar woorden over je ervaring.").waitFor();
    // The stars are a radio group: the keyboard moves through them too.
    await buyer.getByRole("radio", { name: "4 sterren" }).focus();
    await buyer.keyboard.press("ArrowRight");
    await expect.poll(() => buyer.getByRole("radio", { name: "5 sterren" }).isChecked()).toBe(true);
    await buyer.fill(
      'textarea[name="content"]',
      "Knapperige snijbonen en Gerrit had ze al voor me afgewogen. Zeker een aanrader!",
    );
    expect(await noSideways(buyer)).toBeLessThanOrEqual(0);
    await buyer.screenshot({ path: "/tmp/review-form-390.png", fullPage: true });
    expect(await axeViolations(buyer)).toEqual([]);
    await buyer.getByRole("button", { name: "Beoordeling versturen" }).click();
    await buyer.getByText("Bedankt, je beoordeling is verstuurd.").waitFor();
    await expect
      .poll(() => buyer.getByRole("heading", { name: "Beoordeel Gerrit Groen" }).count())
      .toBe(0);
    expect(await buyer.locator("main").textContent()).toContain(
      "Je hebt een beoordeling geschreven.",
    );

    // Only one side has reviewed: nothing is public yet.
    await buyer.goto(`/u/${order.provider.id}`);
    expect(await buyer.locator("#reviews-provider").textContent()).toContain("Als verkoper (0)");

    // The grower, on a laptop: the sale page still offers a review (the second one).
    const grower = await open(1280);
    await loginAs(grower.context(), order.provider);
    await grower.goto(`/sale/${order.id}/details`);
    await grower.waitForSelector("html[data-hydrated]");
    await grower.getByRole("heading", { name: "Beoordeel Sanne Smit" }).waitFor();
    await grower.locator("label", { hasText: "4 sterren" }).click();
    await expect
      .poll(() => grower.getByRole("radio", { name: "4 sterren" }).isChecked())
      .toBe(true);
    await grower.fill(
      'textarea[name="content"]',
      "Sanne was precies op tijd <en> had zelf een tas mee.",
    );
    await grower.screenshot({ path: "/tmp/review-form-1280.png", fullPage: true });
    expect(await axeViolations(grower)).toEqual([]);
    await grower.getByRole("button", { name: "Beoordeling versturen" }).click();
    await grower.getByText("Bedankt, je beoordeling is verstuurd.").waitFor();
    await expect
      .poll(() => grower.locator("h1").textContent())
      .toBe("De verkoop van Snijbonen van het veld is beoordeeld");

    // Both reviews are public now: the grower's profile, as seller, on the phone …
    await buyer.goto(`/u/${order.provider.id}`);
    const asSeller = buyer.locator("section[aria-labelledby='reviews-provider']");
    expect(await asSeller.textContent()).toContain("Als verkoper (1)");
    expect(await asSeller.textContent()).toContain("Knapperige snijbonen");
    expect(await asSeller.getByRole("img", { name: "5 van 5 sterren" }).count()).toBeGreaterThan(0);
    expect(await asSeller.getByRole("link", { name: "Sanne Smit" }).count()).toBe(1);
    expect(await noSideways(buyer)).toBeLessThanOrEqual(0);
    await buyer.screenshot({ path: "/tmp/profile-reviews-390.png", fullPage: true });
    expect(await axeViolations(buyer)).toEqual([]);

    // … and the buyer's profile, as buyer, on the laptop, with the text shown safely.
    await grower.goto(`/u/${order.customer.id}`);
    const asBuyer = grower.locator("section[aria-labelledby='reviews-customer']");
    expect(await asBuyer.textContent()).toContain("Als koper (1)");
    expect(await asBuyer.textContent()).toContain(
      "Sanne was precies op tijd ＜en＞ had zelf een tas mee.",
    );
    expect(await asBuyer.getByRole("img", { name: "4 van 5 sterren" }).count()).toBeGreaterThan(0);
    await grower.screenshot({ path: "/tmp/profile-reviews-1280.png", fullPage: true });
    expect(await axeViolations(grower)).toEqual([]);

    // The listing page shows the grower's reviews too.
    await grower.goto(`/l/${order.listing.id}`);
    const onListing = grower.locator("section[aria-labelledby='listing-reviews']");
    expect(await onListing.textContent()).toContain("Knapperige snijbonen");

    // The inbox says both are done.
    await buyer.goto("/inbox/orders");
    expect(await buyer.locator("main li").first().textContent()).toContain("Afgerond");
  }, 180_000);
});
