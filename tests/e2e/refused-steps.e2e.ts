import { describe, expect, it } from "vitest";
import { createUser } from "../factories";
import { engineOn } from "../setup/engine";
import { purchasedOrder } from "../setup/orders";
import { loginAs } from "./accounts";
import { journeySetup } from "./journey";

// After "Markeer als ontvangen" the review form is there without a reload (decision 068), and
// a step the other side overtook says what happened instead of nothing: the grower's
// "Markeer als geleverd" on a page opened before the buyer marked received, and a second review
// from a second tab.

const journey = journeySetup();
const open = (width: number) => journey.open(width);

describe("steps after the purchase", () => {
  it("shows the review form at once after mark received, and says why an overtaken step is refused", async () => {
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

    // The grower opens the sale while it waits for the hand-over.
    const grower = await open(1280);
    await loginAs(grower.context(), provider);
    await grower.goto(`/sale/${order.id}/details`);
    await grower.waitForSelector("html[data-hydrated]");
    await grower.getByRole("button", { name: "Markeer als geleverd" }).waitFor();

    // The buyer picked it up and marks it received: the review form follows, no reload.
    const buyer = await open(390);
    await loginAs(buyer.context(), customer);
    await buyer.goto(`/order/${order.id}/details`);
    await buyer.waitForSelector("html[data-hydrated]");
    await buyer.getByRole("button", { name: "Markeer als ontvangen" }).click();
    await buyer
      .getByRole("heading", { name: "Beoordeel Gerrit Groen" })
      .waitFor({ timeout: 10_000 });
    // A second tab of the same order, with the form too.
    const second = await buyer.context().newPage();
    await second.goto(`/order/${order.id}/details`);
    await second.waitForSelector("html[data-hydrated]");
    await second.getByRole("heading", { name: "Beoordeel Gerrit Groen" }).waitFor();

    // The grower's page is stale: marking delivered now says what happened.
    await grower.getByRole("button", { name: "Markeer als geleverd" }).click();
    await grower
      .getByText("Dat kan niet meer: de bestelling is intussen als ontvangen gemarkeerd.")
      .waitFor();
    // The page shows where the order is now: nothing left for the grower to mark.
    await expect
      .poll(() => grower.getByRole("button", { name: "Markeer als geleverd" }).count())
      .toBe(0);
    await grower.screenshot({ path: "/tmp/refused-mark-delivered-1280.png", fullPage: true });

    // The review is accepted; the second tab's repeat says it was sent already.
    for (const page of [buyer, second]) {
      await page.getByRole("radio", { name: "5 sterren" }).check();
      await page.fill('textarea[name="content"]', "Mooie verse snijbonen, netjes afgewogen.");
      await page.getByRole("button", { name: "Beoordeling versturen" }).click();
    }
    await buyer.getByText("Bedankt, je beoordeling is verstuurd.").waitFor();
    await second.getByText("Beoordeling al verstuurd.").waitFor();
    // The second tab now shows the order as it is: its form gone, the message still there.
    await expect
      .poll(() => second.getByRole("heading", { name: "Beoordeel Gerrit Groen" }).count())
      .toBe(0);
    await second.getByText("Beoordeling al verstuurd.").waitFor();
    // One review stored: the order waits for the grower's.
    expect((await engine.find(order.id))?.state).toBe("reviewed-by-customer");
    await second.evaluate(() => window.scrollTo(0, 0));
    await second.screenshot({ path: "/tmp/review-already-sent-390.png", fullPage: true });
  }, 180_000);
});
