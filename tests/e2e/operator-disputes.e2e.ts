import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createUser } from "../factories";
import { engineOn } from "../setup/engine";
import { purchasedOrder } from "../setup/orders";
import { loginAs } from "./accounts";
import { axeViolations, journeySetup, noSideways } from "./journey";

// Settling disputes in the console (decision 084): a buyer disputes a delivered order with a
// photo; the operator finds it from the overview, reads the buyer's words, the photo and the
// messages, and settles it for the buyer with a reason both parties then read (with the refund
// on the buyer's page); another dispute is settled for the grower.

const journey = journeySetup();
const open = (width: number) => journey.open(width);

const DISPUTE = "De helft van de pompoenen was rot & de doos was nat.";
const FOR_BUYER =
  "De foto's en berichten laten bedorven pompoenen zien: alles terug naar de koper.";
const FOR_GROWER = "De kweker toonde aan dat alles heel was opgehaald: de kweker krijgt het geld.";

describe("operator settles disputes", () => {
  it("finds a dispute from the overview and settles it for the buyer; another for the grower", async () => {
    const engine = engineOn(journey.db()).engine;
    const services = journey.services();
    const provider = await createUser(journey.db(), {
      firstName: "Kees",
      lastName: "Kweker",
      stripeConnected: true,
    });
    const customer = await createUser(journey.db(), { firstName: "Anna", lastName: "Koper" });
    const operator = await createUser(journey.db(), {
      firstName: "Bea",
      lastName: "Beheer",
      isOperator: true,
    });
    const [first, second] = [
      await purchasedOrder(journey.db(), services, { provider, customer, title: "Pompoenen" }),
      await purchasedOrder(journey.db(), services, { provider, customer, title: "Courgettes" }),
    ];
    for (const order of [first!, second!]) {
      await engine.applyTransition({
        transactionId: order.id,
        transition: "transition/mark-delivered",
        actor: { role: "provider", userId: provider.id },
      });
    }
    await services.messages.send(
      { id: customer.id, isOperator: false },
      { transactionId: first!.id, content: "Kees, de pompoenen waren zacht van binnen." },
    );

    // The buyer, on a phone, reports the problem on the first order.
    const buyer = await open(390);
    await loginAs(buyer.context(), customer);
    await buyer.goto(`/order/${first!.id}/details`);
    await buyer.waitForSelector("html[data-hydrated]");
    await buyer.getByText("Probleem melden", { exact: true }).click();
    await buyer.fill('textarea[name="disputeReason"]', DISPUTE);
    await buyer.setInputFiles('input[name="photos"]', {
      name: "pompoen.png",
      mimeType: "image/png",
      buffer: await sharp({
        create: { width: 640, height: 480, channels: 3, background: "#c8612b" },
      })
        .png()
        .toBuffer(),
    });
    await buyer.getByRole("button", { name: "Probleem versturen" }).click();
    await expect
      .poll(() => buyer.locator("h1").textContent())
      .toBe("Je hebt een probleem gemeld met Pompoenen");
    // The photo shows with the buyer's own report.
    expect(await buyer.getByRole("img", { name: "Foto 1 bij het gemelde probleem" }).count()).toBe(
      1,
    );
    // The second is disputed too (as the page would), to be settled the other way.
    await engine.applyTransition({
      transactionId: second!.id,
      transition: "transition/dispute",
      actor: { role: "customer", userId: customer.id },
      params: { protectedData: { disputeReason: "Te klein" } },
    });
    const numberOf = async (id: string) => (await engine.find(id))!.orderNumber;

    // The operator, on a laptop: the overview counts open disputes and links to them.
    const desk = await open(1280);
    await loginAs(desk.context(), operator);
    await desk.goto("/operator");
    await desk.waitForSelector("html[data-hydrated]");
    await desk.screenshot({ path: "/tmp/operator-overview-1280.png", fullPage: true });
    await desk.getByRole("link", { name: /open problemen/ }).click();
    await desk.waitForURL(/\/operator\/orders\?filter=disputed/);
    await desk.fill('input[name="q"]', await numberOf(first!.id));
    await desk.locator("main").getByRole("button", { name: "Zoeken", exact: true }).click();
    await desk.getByRole("link", { name: await numberOf(first!.id) }).click();
    await desk.waitForURL(`**/operator/orders/${first!.id}`);
    const dispute = desk.locator('section[aria-labelledby="order-dispute"]');
    expect(await dispute.textContent()).toContain(DISPUTE);
    expect(await dispute.textContent()).toMatch(/nog \d+ dagen tot automatisch annuleren/);
    // The operator reads the photo: its thumbnail loads and links to the large view.
    const photo = dispute.getByRole("img", { name: "Foto 1 bij het gemelde probleem" });
    await expect
      .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await dispute.locator("a").first().getAttribute("href")).toMatch(/scaled-large\.webp$/);
    const messages = desk.locator('section[aria-labelledby="order-messages"]');
    expect(await messages.textContent()).toContain("de pompoenen waren zacht van binnen");
    expect(await noSideways(desk)).toBeLessThanOrEqual(0);
    expect(await axeViolations(desk)).toEqual([]);

    const forBuyer = desk.locator("form", {
      has: desk.getByRole("heading", { name: "Afhandelen voor de koper: terugbetalen" }),
    });
    await forBuyer.locator('textarea[name="reason"]').fill(FOR_BUYER);
    await forBuyer.getByRole("button", { name: "Afhandelen voor de koper: terugbetalen" }).click();
    await expect
      .poll(() => desk.locator("h2#operator-order").textContent())
      .toContain("Geannuleerd");
    expect(await desk.locator("main").textContent()).toContain(
      "Gedaan. Koper en kweker krijgen een e-mail met de reden.",
    );
    await desk.evaluate(() => window.scrollTo(0, 0));
    await desk.screenshot({ path: "/tmp/operator-order-1280.png", fullPage: true });

    // The buyer reads the reason and the refund; the grower reads the reason.
    await buyer.goto(`/order/${first!.id}/details`);
    await buyer.waitForSelector("html[data-hydrated]");
    const buyerPage = await buyer.locator("main").textContent();
    expect(buyerPage).toContain("Toelichting van Buurtoogst:");
    expect(buyerPage).toContain(FOR_BUYER);
    expect(buyerPage).toMatch(/Totaal terugbetaald€ \d+,[0-9-]+/);
    expect(await noSideways(buyer)).toBeLessThanOrEqual(0);
    await buyer.evaluate(() => window.scrollTo(0, 0));
    await buyer.screenshot({ path: "/tmp/operator-settled-buyer-390.png", fullPage: true });
    const grower = await open(1280);
    await loginAs(grower.context(), provider);
    await grower.goto(`/sale/${first!.id}/details`);
    await grower.waitForSelector("html[data-hydrated]");
    expect(await grower.locator("main").textContent()).toContain(FOR_BUYER);

    // The second dispute, settled for the grower by an operator on a phone.
    const phone = await open(390);
    await loginAs(phone.context(), operator);
    await phone.goto("/operator");
    await phone.waitForSelector("html[data-hydrated]");
    expect(await noSideways(phone)).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: "/tmp/operator-overview-390.png", fullPage: true });
    await phone.goto("/operator/orders?filter=disputed");
    await phone.waitForSelector("html[data-hydrated]");
    expect(await noSideways(phone)).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: "/tmp/operator-orders-390.png", fullPage: true });
    await phone.goto(`/operator/orders/${second!.id}`);
    await phone.waitForSelector("html[data-hydrated]");
    const forGrower = phone.locator("form", {
      has: phone.getByRole("heading", { name: "Afhandelen voor de kweker: uitbetalen" }),
    });
    await forGrower.locator('textarea[name="reason"]').fill(FOR_GROWER);
    await forGrower.getByRole("button", { name: "Afhandelen voor de kweker: uitbetalen" }).click();
    await expect
      .poll(() => phone.locator("h2#operator-order").textContent())
      .toMatch(/Ontvangen|Afgerond/);
    expect(await noSideways(phone)).toBeLessThanOrEqual(0);
    await phone.evaluate(() => window.scrollTo(0, 0));
    await phone.screenshot({ path: "/tmp/operator-order-390.png", fullPage: true });
    await grower.goto(`/sale/${second!.id}/details`);
    await grower.waitForSelector("html[data-hydrated]");
    expect(await grower.locator("main").textContent()).toContain(FOR_GROWER);
    await grower.evaluate(() => window.scrollTo(0, 0));
    await grower.screenshot({ path: "/tmp/operator-settled-grower-1280.png", fullPage: true });
  }, 240_000);
});
