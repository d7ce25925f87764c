import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { formatPrice } from "#modules/money";
import { checkoutPaidMailKey } from "#modules/transactions";
import { outbox, paymentIntents } from "../../db/schema";
import { createListing, createUser } from "../../tests/factories";
import {
  as,
  billing,
  DAY,
  key,
  MINUTE,
  paidOrder,
  refundsOf,
  setup,
} from "../../tests/setup/mail-clock";
import { testDb } from "../../tests/setup/services";

// The e-mails after checkout (decision 056) on real PostgreSQL with a clock the
// test moves: one mail per transition and recipient, in the recipient's language, with their
// side's link, however often the outbox runs; a dispute left alone for 60 days refunds the
// buyer and pays the grower nothing; a late payment's refund is told once.

describe("transaction mails", () => {
  it("every move mails the right side once, in their language, with their page's link", async () => {
    const s = setup("2036-02-02T10:00:00Z");
    const { services, mail, settle } = s;
    const order = await paidOrder(s, "shipping");
    const toBuyer = () => mail.sent.filter((m) => m.to === order.customer.email);
    const toGrower = () => mail.sent.filter((m) => m.to === order.provider.email);
    // Paid: one confirmation each (the paid mails of decision 042), the grower's in English
    // and linking to the sale page.
    expect(toBuyer()).toHaveLength(1);
    expect(toGrower()).toHaveLength(1);
    expect(toGrower()[0]!.subject).toBe("New order from Anna Koper");
    expect(toGrower()[0]!.text).toContain(`http://localhost:3000/sale/${order.id}/details`);

    await services.inbox.transition(as(order.provider), order.id, {
      transition: "transition/mark-delivered",
    });
    await settle();
    expect(toBuyer().map((m) => m.subject)).toEqual([
      expect.any(String),
      "Kees Kweker heeft je bestelling verzonden",
    ]);
    expect(toBuyer()[1]!.text).toContain(`http://localhost:3000/order/${order.id}/details`);
    expect(toBuyer()[1]!.text).toContain(`2 × ${order.listing.title}`);
    expect(toGrower()).toHaveLength(1);

    await services.inbox.transition(as(order.customer), order.id, {
      transition: "transition/mark-received",
    });
    await s.drain();
    // Received → completed straight away (autoComplete 0): the grower hears of the receipt,
    // then both are asked for a review.
    await settle();
    expect(toGrower().map((m) => m.subject)).toEqual([
      "New order from Anna Koper",
      "Anna Koper received the order",
      "How did the sale to Anna Koper go?",
    ]);
    expect(toGrower()[1]!.text).toContain(`/sale/${order.id}/details`);
    expect(
      toBuyer()
        .map((m) => m.subject)
        .slice(2),
    ).toEqual(["Hoe was je bestelling bij Kees Kweker?"]);
    expect((await services.transactionEngine.find(order.id))?.state).toBe("completed");

    // The outbox holds one row per event and recipient, all done; running it again sends nothing.
    const rows = await testDb()
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.kind, "transaction-mail"), like(outbox.idempotencyKey, `${order.id}:%`)),
      );
    // The buyer's paid mail is the checkout's, under its key (decision 070).
    const [checkoutMail] = await testDb()
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, checkoutPaidMailKey(order.checkoutId)));
    expect(checkoutMail?.doneAt).not.toBeNull();
    expect(rows.map((r) => r.idempotencyKey).sort()).toEqual(
      [
        "transition/confirm-payment:mail-provider",
        "transition/mark-delivered:mail-customer",
        "transition/mark-received:mail-provider",
        "transition/auto-complete:mail-customer",
        "transition/auto-complete:mail-provider",
      ]
        .map((k) => `${order.id}:${k}`)
        .sort(),
    );
    expect(rows.every((r) => r.doneAt !== null)).toBe(true);
    const before = mail.sent.length;
    await settle();
    expect(mail.sent.length).toBe(before);
  });

  it("a dispute mails both with the reason; left 60 days it refunds the buyer and pays out nothing", async () => {
    const s = setup("2036-04-02T10:00:00Z");
    const { services, mail, clock, settle } = s;
    const order = await paidOrder(s, "pickup");
    await services.inbox.transition(as(order.provider), order.id, {
      transition: "transition/mark-delivered",
    });
    await services.inbox.transition(as(order.customer), order.id, {
      transition: "transition/dispute",
      disputeReason: "Half rot <b>echt</b> & beurs",
    });
    await settle();
    const growerDispute = mail.sent.find(
      (m) => m.to === order.provider.email && m.subject === "Anna Koper reported a problem",
    );
    expect(growerDispute?.text).toContain('"Half rot <b>echt</b> & beurs"');
    // User text is escaped in the HTML part.
    expect(growerDispute?.html).toContain("Half rot &#60;b&#62;echt&#60;/b&#62; &#38; beurs");
    expect(growerDispute?.html).not.toContain("<b>echt</b>");
    expect(
      mail.sent.filter(
        (m) =>
          m.to === order.customer.email &&
          m.subject === "Je hebt een probleem gemeld met je bestelling bij Kees Kweker",
      ),
    ).toHaveLength(1);

    // Payment held: nothing refunded, nothing paid out while disputed.
    expect(await refundsOf(order.intentId)).toEqual([]);
    clock.advance(60 * DAY - MINUTE);
    await settle();
    expect((await services.transactionEngine.find(order.id))?.state).toBe("disputed");
    clock.advance(MINUTE);
    await settle();
    const row = await services.transactionEngine.find(order.id);
    expect(row?.state).toBe("canceled");
    expect(row?.lastTransition).toBe("transition/auto-cancel-from-disputed");
    expect((await refundsOf(order.intentId)).map((r) => r.amount)).toEqual([row!.payinTotal]);
    const [intent] = await testDb()
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, order.intentId));
    expect(intent?.amountRefunded).toBe(row!.payinTotal);
    const payouts = await testDb()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "create-payout"), like(outbox.idempotencyKey, `${order.id}:%`)));
    expect(payouts).toEqual([]);
    const cancelMails = mail.sent.filter((m) => /cancelled|geannuleerd/.test(m.subject));
    expect(cancelMails.map((m) => [m.to, m.subject])).toEqual(
      expect.arrayContaining([
        [order.customer.email, "Je bestelling bij Kees Kweker is geannuleerd"],
        [order.provider.email, "The order from Anna Koper was cancelled"],
      ]),
    );
    expect(cancelMails.filter((m) => m.to === order.customer.email)).toHaveLength(1);
    expect(cancelMails.filter((m) => m.to === order.provider.email)).toHaveLength(1);
    const buyerCancel = cancelMails.find((m) => m.to === order.customer.email)!;
    expect(buyerCancel.text).toContain(
      `Je krijgt ${formatPrice({ amount: row!.payinTotal, currency: "EUR" })} terug`,
    );
    expect(
      mail.sent.find((m) => m.to === order.provider.email && /cancelled/.test(m.subject))?.text,
    ).toContain("nothing is paid out to you");
  });

  it("an expired payment and its late refund each mail the buyer once", async () => {
    const s = setup("2036-05-02T10:00:00Z");
    const { services, mail, clock, settle } = s;
    const provider = await createUser(testDb(), { stripeConnected: true });
    const customer = await createUser(testDb(), { firstName: "Bo", locale: "en" });
    const listing = await createListing(testDb(), {
      authorId: provider.id,
      title: "Sla",
      priceAmount: 300,
      currentStock: 2,
    });
    const started = await services.checkout.start({
      customerId: customer.id,
      idempotencyKey: key(),
      source: "/cart/checkout",
      orders: [{ items: [{ listingId: listing.id, quantity: 1 }], deliveryMethod: "pickup" }],
      billing,
    });
    await services.checkout.pay({
      customerId: customer.id,
      checkoutId: started.checkout.id,
      method: "ideal",
      returnUrl: "/cart/checkout/ideal",
    });
    clock.advance(15 * MINUTE + 1000);
    await settle();
    await services.testPayments!.bankOutcome(started.intent!.id, "pay");
    // The return page and the webhook both confirm; then again.
    await services.checkout.confirm(started.checkout.id);
    await services.checkout.confirm(started.checkout.id);
    await settle();
    await services.checkout.confirm(started.checkout.id);
    await settle();
    expect(mail.sent.filter((m) => m.to === customer.email).map((m) => m.subject)).toEqual([
      expect.stringMatching(/was not placed$/),
      expect.stringMatching(/is being refunded$/),
    ]);
    expect(mail.sent.filter((m) => m.to === provider.email)).toEqual([]);
    expect((await refundsOf(started.intent!.id)).map((r) => r.amount)).toEqual([300]);
  });

  it("an enquiry mails the grower, naming the listing", async () => {
    const { services, mail, settle } = setup("2036-09-02T10:00:00Z");
    const provider = await createUser(testDb(), {
      firstName: "Kees",
      lastName: "Kweker",
      stripeConnected: true,
    });
    const customer = await createUser(testDb(), { firstName: "Bo", lastName: "Buur" });
    const listing = await createListing(testDb(), {
      authorId: provider.id,
      title: "Boerenkool",
      priceAmount: 250,
      currentStock: 3,
    });
    const tx = await services.transactionEngine.initiate({
      customerId: customer.id,
      items: [{ listingId: listing.id, quantity: 1 }],
      deliveryMethod: "pickup",
      transition: "transition/enquire",
    });
    expect(tx.state).toBe("enquiry");
    await settle();
    expect(mail.sent.filter((m) => m.to === customer.email)).toEqual([]);
    const [question] = mail.sent.filter((m) => m.to === provider.email);
    expect(question?.subject).toBe("Bo Buur heeft een vraag");
    expect(question?.text).toContain("Bo Buur heeft je een vraag gestuurd over Boerenkool.");
    expect(question?.text).toContain(`/sale/${tx.id}/details`);
  });
});
