import { and, eq, isNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../../db/schema";
import { createUser } from "../factories";
import { engineOn } from "../setup/engine";
import { purchasedOrder } from "../setup/orders";
import { loginAs } from "./accounts";
import { mailsTo } from "./browser";
import { journeySetup, noSideways } from "./journey";

// A dispute in the browser (decisions 049 and 056): the buyer of a delivered order reports a problem
// with a reason; both sides see the order as disputed with that reason, and the grower gets
// the e-mail (over real SMTP, sent by the app's outbox worker). The order is paid through
// checkout (decision 076) and delivered through the engine, as the grower's button would.

const journey = journeySetup();
const open = (width: number) => journey.open(width);

const REASON = "De helft van de pompoenen was rot <echt waar> & de doos was nat.";
// The page shows < and > as their full-width forms (spec §5), like every user text.
const SHOWN = "De helft van de pompoenen was rot ＜echt waar＞ & de doos was nat.";

/** The order's mails the outbox worker has not finished yet (sent, or given up on). */
async function pendingMailsOf(transactionId: string) {
  const rows = await journey
    .db()
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, "transaction-mail"),
        sql`${outbox.payload}->>'transactionId' = ${transactionId}`,
        isNull(outbox.doneAt),
      ),
    );
  return rows.length;
}

describe("dispute", () => {
  it("the buyer reports a problem; both sides see it with the reason; the grower is mailed", async () => {
    const engine = engineOn(journey.db()).engine;
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
    await engine.applyTransition({
      transactionId: order.id,
      transition: "transition/mark-delivered",
      actor: { role: "provider", userId: provider.id },
    });

    // The buyer, on a phone: the delivered order offers "Probleem melden".
    const buyer = await open(390);
    await loginAs(buyer.context(), customer);
    await buyer.goto(`/order/${order.id}/details`);
    await buyer.waitForSelector("html[data-hydrated]");
    await buyer.getByText("Probleem melden", { exact: true }).click();
    // Sending without a reason is refused by the form itself (required).
    await buyer.fill('textarea[name="disputeReason"]', REASON);
    await buyer.getByRole("button", { name: "Probleem versturen" }).click();
    await expect
      .poll(() => buyer.locator("h1").textContent())
      .toBe("Je hebt een probleem gemeld met Pompoenen uit de moestuin");
    const reasonCard = buyer.locator('section[aria-labelledby="dispute-heading"]');
    expect(await reasonCard.locator("h2").textContent()).toBe("Gemeld probleem");
    expect(await reasonCard.textContent()).toContain(SHOWN);
    // Nothing left to do: no mark-received and no second dispute.
    expect(await buyer.getByRole("button", { name: "Markeer als ontvangen" }).count()).toBe(0);
    expect(await buyer.getByText("Probleem melden", { exact: true }).count()).toBe(0);
    expect(await noSideways(buyer)).toBeLessThanOrEqual(0);
    // From the top: a full-page shot of a scrolled page draws the sticky top bar mid-page.
    await buyer.evaluate(() => window.scrollTo(0, 0));
    await buyer.screenshot({ path: "/tmp/dispute-order-390.png", fullPage: true });
    await buyer.setViewportSize({ width: 1280, height: 900 });
    await buyer.evaluate(() => window.scrollTo(0, 0));
    await buyer.screenshot({ path: "/tmp/dispute-order-1280.png", fullPage: true });
    await buyer.goto("/inbox/orders");
    expect(await buyer.locator("main li").first().textContent()).toContain("Probleem gemeld");

    // The grower sees the same on the sale page and in the inbox.
    const grower = await open(1280);
    await loginAs(grower.context(), provider);
    await grower.goto(`/sale/${order.id}/details`);
    await expect
      .poll(() => grower.locator("h1").textContent())
      .toBe("Anna Koper heeft een probleem gemeld met Pompoenen uit de moestuin");
    expect(
      await grower.locator('section[aria-labelledby="dispute-heading"]').textContent(),
    ).toContain(SHOWN);
    await grower.screenshot({ path: "/tmp/dispute-sale-1280.png", fullPage: true });
    await grower.goto("/inbox/sales");
    expect(await grower.locator("main li").first().textContent()).toContain("Probleem gemeld");

    // The grower's e-mail, in Dutch, with the reason and the sale page's link.
    let disputeMail: { text: string } | undefined;
    await expect
      .poll(
        async () => {
          disputeMail = (await mailsTo(provider.email)).find((m) =>
            m.text.includes("Anna Koper heeft een probleem gemeld"),
          );
          return Boolean(disputeMail);
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBe(true);
    expect(disputeMail!.text).toContain("De helft van de pompoenen was rot");
    expect(disputeMail!.text).toContain(`/sale/${order.id}/details`);
    // The HTML part carries the reason escaped.
    expect(disputeMail!.text).toContain("&#60;echt waar&#62;");
    // One dispute mail to the grower, however often the worker runs: once the worker has marked
    // every mail of this order done, no later pass sends one again.
    await expect.poll(() => pendingMailsOf(order.id), { timeout: 15_000, interval: 250 }).toBe(0);
    const all = await mailsTo(provider.email);
    expect(
      all.filter((m) => m.text.includes("Subject: Anna Koper heeft een probleem gemeld")),
    ).toHaveLength(1);
  }, 180_000);
});
