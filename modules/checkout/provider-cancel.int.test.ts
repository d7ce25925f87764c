import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatPrice } from "#modules/money";
import type { LineItem } from "#modules/pricing";
import { listings, outbox } from "../../db/schema";
import { as, paidOrder, refundsOf, setup } from "../../tests/setup/mail-clock";
import { testDb } from "../../tests/setup/services";

// Decision 068: the grower who cannot deliver cancels a paid order with a
// reason. The buyer gets everything back through the payment processor (the operator cancel's
// refund), the stock returns, both read why on their page and in a mail, and the breakdown shows
// the refund (§2.6).

const stockOf = async (listingId: string) =>
  (await testDb().select().from(listings).where(eq(listings.id, listingId)))[0]!.currentStock;

describe("a grower who cannot deliver", () => {
  it("cancels a paid order with a reason: full refund, stock back, both told why", async () => {
    const s = setup("2036-07-01T10:00:00Z");
    const { services, mail, settle } = s;
    const order = await paidOrder(s, "pickup");
    expect(await stockOf(order.listing.id)).toBe(3);
    const reason = "De hagel heeft alle pompoenen <b>kapot</b> gemaakt & sorry.";

    await services.inbox.transition(as(order.provider), order.id, {
      transition: "transition/cancel-by-provider",
      cancelReason: `  ${reason}  `,
    });
    const row = (await services.transactionEngine.find(order.id))!;
    expect(row.state).toBe("canceled");
    expect(row.protectedData.cancelReason).toBe(reason);
    // The stock is back in the same database transaction as the move.
    expect(await stockOf(order.listing.id)).toBe(5);
    // The reversal lines are written with the move; the totals stay what was charged.
    const lines = row.lineItems as LineItem[];
    expect(lines.filter((l) => l.reversal)).toHaveLength(lines.length / 2);
    expect(lines.reduce((sum, l) => sum + l.lineTotal.amount, 0)).toBe(0);

    await settle();
    // The refund goes through the processor, as the operator's cancel does: all of it, once.
    expect((await refundsOf(order.intentId)).map((r) => r.amount)).toEqual([row.payinTotal]);
    const payouts = await testDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "create-payout"), like(outbox.idempotencyKey, `${order.id}:%`)));
    expect(payouts).toEqual([]);

    // The buyer (nl) reads why and what comes back; the grower (en) has it on record.
    const buyerMail = mail.sent.find(
      (m) =>
        m.to === order.customer.email && m.subject === "Kees Kweker kan je bestelling niet leveren",
    );
    expect(buyerMail?.text).toContain(`„${reason}”`);
    expect(buyerMail?.text).toContain(
      `Je krijgt ${formatPrice({ amount: row.payinTotal, currency: "EUR" })} terug`,
    );
    expect(buyerMail?.html).not.toContain("<b>kapot</b>");
    expect(buyerMail?.text).toContain(`/order/${order.id}/details`);
    const growerMail = mail.sent.find(
      (m) =>
        m.to === order.provider.email && m.subject === "You cancelled the order from Anna Koper",
    );
    expect(growerMail?.text).toContain("nothing is paid out to you");

    // The order page says why and shows the refund lines.
    const page = await services.inbox.show(as(order.customer), order.id, "order");
    if (!("data" in page)) throw new Error("expected the order page");
    expect(page.data.cancelReason).toContain("De hagel heeft alle pompoenen");
    expect(page.data.lineItems.some((l) => l.reversal)).toBe(true);
    expect(page.data.actions).toEqual([]);
    const sale = await services.inbox.show(as(order.provider), order.id, "sale");
    expect("data" in sale && sale.data.cancelReason).toBeTruthy();
  });

  it("needs a reason of at most 1000 characters, takes nothing else, and only from the grower before hand-over", async () => {
    const s = setup("2036-07-02T10:00:00Z");
    const { services } = s;
    const order = await paidOrder(s, "pickup");
    const cancel = (user: { id: string }, cancelReason?: string) =>
      services.inbox.transition(as(user), order.id, {
        transition: "transition/cancel-by-provider",
        cancelReason,
      });
    for (const [given, message] of [
      [undefined, "TransactionPage.cancelReasonRequired"],
      ["   ", "TransactionPage.cancelReasonRequired"],
      ["a".repeat(1001), "Validators.maxLength?maxLength=1000"],
      ["kapot\u0000", "Validators.invalidCharacter"],
      ["half \ud800 paar", "Validators.invalidCharacter"],
    ] as const) {
      await expect(cancel(order.provider, given)).rejects.toMatchObject({
        status: 400,
        fields: { cancelReason: message },
      });
    }
    // The buyer cannot run the grower's cancel.
    await expect(cancel(order.customer, "Toch maar niet")).rejects.toMatchObject({ status: 403 });
    expect((await services.transactionEngine.find(order.id))!.state).toBe("purchased");

    // Through the API's path other protected data is refused, not merged (decision 063); the
    // reason alone is written.
    const before = (await services.transactionEngine.find(order.id))!.protectedData;
    const asGrower = (protectedData: Record<string, unknown>) =>
      services.transactionEngine.applyTransition({
        transactionId: order.id,
        transition: "transition/cancel-by-provider",
        actor: { role: "provider", userId: order.provider.id },
        params: { protectedData },
      });
    await expect(
      asGrower({ cancelReason: "Ziek", cartListingLineItems: 5, message: "x" }),
    ).rejects.toMatchObject({ status: 400, code: "validation-invalid-params" });
    expect((await services.transactionEngine.find(order.id))!.state).toBe("purchased");
    await asGrower({ cancelReason: "Ziek" });
    const after = (await services.transactionEngine.find(order.id))!.protectedData;
    expect(after).toEqual({ ...before, cancelReason: "Ziek" });
  });

  it("is not offered, and refused, once the order is handed over", async () => {
    const s = setup("2036-07-03T10:00:00Z");
    const { services } = s;
    const order = await paidOrder(s, "pickup");
    await services.inbox.transition(as(order.provider), order.id, {
      transition: "transition/mark-delivered",
    });
    const page = await services.inbox.show(as(order.provider), order.id, "sale");
    expect("data" in page && page.data.actions).toEqual([]);
    await expect(
      services.inbox.transition(as(order.provider), order.id, {
        transition: "transition/cancel-by-provider",
        cancelReason: "Te laat bedacht",
      }),
    ).rejects.toMatchObject({ status: 409 });
  });
});
