import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatPrice } from "#modules/money";
import { auditLog, ledgerEntries, listings, payouts } from "../../../db/schema";
import { createUser } from "../../../tests/factories";
import { as, paidOrder, refundsOf, type Setup, setup } from "../../../tests/setup/mail-clock";
import { routeArgs, routeContext, routeOutcome } from "../../../tests/setup/route-context";
import { testDb } from "../../../tests/setup/services";
import * as orderPage from "./order";

// Decision 084: an operator's step on an order runs from /operator/orders/:id with a reason.
// The money moves through the existing refund and payout code, both parties read the reason on
// their page and in their mail, the audit row commits with the move, and a second click is
// refused by the compare-and-set on the state.

const eur = (cents: number) => formatPrice({ amount: cents, currency: "EUR" });

async function operatorOf(s: Setup) {
  const user = await createUser(testDb(), {
    firstName: "Bea",
    lastName: "Beheer",
    isOperator: true,
  });
  return { user, context: routeContext(s.services, await s.services.users.findById(user.id)) };
}

const step = (
  context: ReturnType<typeof routeContext>,
  id: string,
  fields: Record<string, string>,
) =>
  routeOutcome(() =>
    orderPage.action(routeArgs(context, `/operator/orders/${id}`, fields, { id })),
  );

const auditOf = (id: string) =>
  testDb().select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(auditLog.id);
const ledgerOf = (id: string) =>
  testDb()
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, id))
    .orderBy(ledgerEntries.id);
const stockOf = async (listingId: string) =>
  (await testDb().select().from(listings).where(eq(listings.id, listingId)))[0]!.currentStock;

async function disputed(s: Setup) {
  const order = await paidOrder(s, "pickup");
  await s.services.inbox.transition(as(order.provider), order.id, {
    transition: "transition/mark-delivered",
  });
  await s.services.inbox.transition(as(order.customer), order.id, {
    transition: "transition/dispute",
    disputeReason: "De helft was verrot.",
  });
  return order;
}

describe("/operator/orders/:id: an operator's steps", () => {
  it("cancels a paid order with a reason: full refund, stock back, both told why, audited, once", async () => {
    const s = setup("2051-03-02T10:00:00Z");
    const { user: operator, context } = await operatorOf(s);
    const order = await paidOrder(s, "pickup");
    const before = (await s.services.transactionEngine.find(order.id))!;
    expect(await stockOf(order.listing.id)).toBe(3);

    // Without a reason: refused with the field's message, nothing moves, nothing is logged.
    const bare = await step(context, order.id, {
      transition: "transition/cancel",
      fromState: "purchased",
      reason: "   ",
    });
    expect(bare).toMatchObject({
      status: 400,
      body: { ok: false, fieldErrors: { reason: "OperatorOrders.reasonRequired" } },
    });
    expect((await s.services.transactionEngine.find(order.id))!.state).toBe("purchased");
    expect(await auditOf(order.id)).toEqual([]);

    const reason = "De kweker is <b>onbereikbaar</b> & de koper wacht al een week.";
    const done = await step(context, order.id, {
      transition: "transition/cancel",
      fromState: "purchased",
      reason,
    });
    expect(done).toMatchObject({
      status: 200,
      body: { ok: true, message: "OperatorOrders.stepDone" },
    });

    // A second click of the same step: refused by the compare-and-set, no second row.
    const again = await step(context, order.id, {
      transition: "transition/cancel",
      fromState: "purchased",
      reason,
    });
    expect(again).toMatchObject({
      status: 409,
      body: { ok: false, formError: "OperatorOrders.alreadyMoved" },
    });

    const row = (await s.services.transactionEngine.find(order.id))!;
    expect(row.state).toBe("canceled");
    expect(await stockOf(order.listing.id)).toBe(5);
    const history = await s.services.transactionEngine.history(order.id);
    // One clock tick for the whole test: found by name, not by position.
    expect(history.find((h) => h.transition === "transition/cancel")).toMatchObject({
      byRole: "operator",
      byUserId: operator.id,
    });
    const audit = await auditOf(order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: operator.id,
      actorLabel: `Bea Beheer <${operator.email}>`,
      action: "order.transition",
      targetType: "order",
      targetLabel: before.orderNumber,
      reason,
      details: { transition: "transition/cancel", fromState: "purchased", toState: "canceled" },
    });

    await s.settle();
    expect((await refundsOf(order.intentId)).map((r) => r.amount)).toEqual([before.payinTotal]);
    expect((await ledgerOf(order.id)).map((e) => [e.kind, e.status, e.amount])).toEqual([
      ["charge", "succeeded", before.payinTotal],
      ["refund", "succeeded", before.payinTotal],
    ]);

    // Both parties read the reason in their mail (buyer nl, grower en), escaped in the html.
    const buyerMail = s.mail.lastTo(order.customer.email)!;
    expect(buyerMail.subject).toBe("Je bestelling bij Kees Kweker is geannuleerd");
    expect(buyerMail.text).toContain(`Toelichting van Buurtoogst:`);
    expect(buyerMail.text).toContain(`„${reason}”`);
    expect(buyerMail.text).toContain(`Je krijgt ${eur(before.payinTotal)} terug`);
    expect(buyerMail.html).not.toContain("<b>onbereikbaar</b>");
    const growerMail = s.mail.lastTo(order.provider.email)!;
    expect(growerMail.subject).toBe("The order from Anna Koper was cancelled");
    expect(growerMail.text).toContain(`"${reason}"`);

    // And on their pages, with the operator's step in the activity.
    for (const [user, view] of [
      [order.customer, "order"],
      [order.provider, "sale"],
    ] as const) {
      const page = await s.services.inbox.show(as(user), order.id, view);
      if (!("data" in page)) throw new Error("expected the page");
      expect(page.data.operatorNotes).toEqual([
        {
          transition: "transition/cancel",
          reason: expect.stringContaining("onbereikbaar"),
          at: s.clock.now().toISOString(),
        },
      ]);
      expect(page.data.history.find((h) => h.byRole === "operator")?.transition).toBe(
        "transition/cancel",
      );
    }
  });

  it("settles a dispute for the buyer: refunded in full, nothing paid out, operators were mailed", async () => {
    const s = setup("2051-03-03T10:00:00Z", { PAYOUT_DELAY: "0" });
    const { user: operator, context } = await operatorOf(s);
    const order = await disputed(s);
    await s.settle();
    // Every operator hears of the new dispute, with the buyer's words.
    const alert = s.mail.lastTo(operator.email)!;
    expect(alert.subject).toMatch(/^Nieuw probleem gemeld bij bestelling BO-/);
    expect(alert.text).toContain("„De helft was verrot.”");
    expect(alert.text).toContain(`/operator/orders/${order.id}`);

    const page = await orderPage.loader(
      routeArgs(context, `/operator/orders/${order.id}`, undefined, { id: order.id }),
    );
    expect(page.order.disputeReason).toBe("De helft was verrot.");
    expect(page.steps).toEqual([
      "transition/cancel-from-disputed",
      "transition/mark-received-from-disputed",
    ]);

    const reason = "Foto's tonen bedorven pompoenen; de koper krijgt alles terug.";
    const done = await step(context, order.id, {
      transition: "transition/cancel-from-disputed",
      fromState: "disputed",
      reason,
    });
    expect(done.status).toBe(200);
    // The other settlement a moment later (another operator) is refused: the state moved.
    const other = await step(context, order.id, {
      transition: "transition/mark-received-from-disputed",
      fromState: "disputed",
      reason: "Toch voor de kweker",
    });
    expect(other.status).toBe(409);
    await s.settle();

    const row = (await s.services.transactionEngine.find(order.id))!;
    expect(row.state).toBe("canceled");
    expect((await refundsOf(order.intentId)).map((r) => [r.amount, r.status])).toEqual([
      [row.payinTotal, "succeeded"],
    ]);
    expect((await ledgerOf(order.id)).map((e) => e.kind)).toEqual(["charge", "refund"]);
    expect(
      await testDb().select().from(payouts).where(eq(payouts.transactionId, order.id)),
    ).toEqual([]);
    expect((await auditOf(order.id)).map((a) => a.details)).toEqual([
      expect.objectContaining({ transition: "transition/cancel-from-disputed" }),
    ]);
    expect(s.mail.lastTo(order.customer.email)!.text).toContain(`„${reason}”`);
    expect(s.mail.lastTo(order.provider.email)!.text).toContain(`"${reason}"`);
  });

  it("settles a dispute for the grower: received, the payout is made with its fee, both told why", async () => {
    const s = setup("2051-03-04T10:00:00Z", { PAYOUT_DELAY: "0" });
    const { context } = await operatorOf(s);
    const order = await disputed(s);
    const reason = "De koper heeft de oogst opgehaald en gebruikt; de kweker krijgt het geld.";
    const done = await step(context, order.id, {
      transition: "transition/mark-received-from-disputed",
      fromState: "disputed",
      reason,
    });
    expect(done.status).toBe(200);
    await s.settle();
    await s.settle();

    const row = (await s.services.transactionEngine.find(order.id))!;
    expect(["received", "completed"]).toContain(row.state);
    expect(await refundsOf(order.intentId)).toEqual([]);
    const [payout] = await testDb()
      .select()
      .from(payouts)
      .where(eq(payouts.transactionId, order.id));
    expect(payout).toMatchObject({ status: "paid", amount: row.payoutTotal });
    expect((await ledgerOf(order.id)).map((e) => [e.kind, e.amount])).toEqual([
      ["charge", row.payinTotal],
      ["transfer", row.payoutTotal],
      ["platform_fee", row.payinTotal - row.payoutTotal],
    ]);
    const buyerMail = s.mail.sent.find(
      (m) => m.to === order.customer.email && m.subject === "Het gemelde probleem is afgehandeld",
    );
    expect(buyerMail?.text).toContain(`„${reason}”`);
    const growerMail = s.mail.sent.find(
      (m) => m.to === order.provider.email && m.subject === "The reported problem has been settled",
    );
    expect(growerMail?.text).toContain(`"${reason}"`);
    expect(growerMail?.text).toContain(`You receive ${eur(row.payoutTotal)}.`);
    expect((await auditOf(order.id)).map((a) => a.reason)).toEqual([reason]);
  });

  it("marks a paid order delivered for the grower: the buyer is told why, the grower reads it on the sale", async () => {
    const s = setup("2051-03-05T10:00:00Z");
    const { context } = await operatorOf(s);
    const order = await paidOrder(s, "pickup");
    const reason = "De kweker belde: de koper heeft alles opgehaald.";
    const done = await step(context, order.id, {
      transition: "transition/mark-delivered",
      fromState: "purchased",
      reason,
    });
    expect(done.status).toBe(200);
    await s.settle();
    expect((await s.services.transactionEngine.find(order.id))!.state).toBe("delivered");
    expect(s.mail.lastTo(order.customer.email)!.text).toContain(`„${reason}”`);
    const sale = await s.services.inbox.show(as(order.provider), order.id, "sale");
    if (!("data" in sale)) throw new Error("expected the sale page");
    expect(sale.data.operatorNotes.map((n) => n.transition)).toEqual(["transition/mark-delivered"]);
    // The grower's own mark-delivered still takes no reason (and writes no note).
    const other = await paidOrder(s, "pickup");
    await s.services.inbox.transition(as(other.provider), other.id, {
      transition: "transition/mark-delivered",
    });
    const row = (await s.services.transactionEngine.find(other.id))!;
    expect(row.state).toBe("delivered");
    expect(row.protectedData.operatorNotes).toBeUndefined();
  });

  it("refuses a step that is not the operator's, or a state that was not the order's", async () => {
    const s = setup("2051-03-06T10:00:00Z");
    const { context } = await operatorOf(s);
    const order = await paidOrder(s, "pickup");
    const refused = await step(context, order.id, {
      transition: "transition/mark-received-from-purchased",
      fromState: "purchased",
      reason: "x",
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { fieldErrors: { transition: expect.any(String) } },
    });
    // The page was read when the order was still disputed (say): a stale form is refused.
    const stale = await step(context, order.id, {
      transition: "transition/cancel",
      fromState: "delivered",
      reason: "Oude pagina",
    });
    expect(stale.status).toBe(409);
    expect((await s.services.transactionEngine.find(order.id))!.state).toBe("purchased");
    expect(await auditOf(order.id)).toEqual([]);
  });
});
