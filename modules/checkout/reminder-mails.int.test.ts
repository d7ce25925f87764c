import { describe, expect, it } from "vitest";
import { drainDueTimers } from "#modules/jobs/server";
import { createListing, createUser } from "../../tests/factories";
import {
  as,
  DAY,
  MINUTE,
  paidOrder,
  refundsOf,
  setup,
  timersOf,
} from "../../tests/setup/mail-clock";
import { testDb } from "../../tests/setup/services";

// Reminders and timed moves by mail (decision 056): reminders fire once at 3 and
// 12 days and not once the state moved on; workers racing over due timers send each mail
// once; the Gratis process mails its own steps.

describe("reminders and timed mails", () => {
  it("reminds the grower at 3 days and the buyer at 12, once, and not after the state moved on", async () => {
    const s = setup("2036-03-02T10:00:00Z");
    const { services, mail, clock, settle } = s;
    const order = await paidOrder(s, "pickup");
    const early = await paidOrder(s, "pickup");
    const reminders = (email: string) =>
      mail.sent.filter((m) => m.to === email && /Reminder|Herinnering/.test(m.subject));

    // The second grower hands over on day 1: no reminder for them later.
    clock.advance(DAY);
    await services.inbox.transition(as(early.provider), early.id, {
      transition: "transition/mark-delivered",
    });
    clock.advance(2 * DAY - MINUTE);
    await settle();
    expect(reminders(order.provider.email)).toHaveLength(0);

    clock.advance(MINUTE);
    await settle();
    const [shipReminder] = reminders(order.provider.email);
    expect(shipReminder?.subject).toBe("Reminder: hand over Anna Koper's order");
    expect(shipReminder?.text).toContain(`/sale/${order.id}/details`);
    // A reminder moves nothing.
    expect((await services.transactionEngine.find(order.id))?.state).toBe("purchased");
    expect(reminders(early.provider.email)).toHaveLength(0);
    // Firing the same timer again finds it fired.
    const [timer] = (await timersOf(order.id)).filter((t) => t.transition === "reminder/ship");
    expect(timer?.firedAt).not.toBeNull();
    expect(await services.transactionEngine.fireTimer(timer!.id)).toBe("gone");
    await settle();
    expect(reminders(order.provider.email)).toHaveLength(1);

    // Delivered on day 3; the buyer's reminder comes 12 days later, in Dutch.
    await services.inbox.transition(as(order.provider), order.id, {
      transition: "transition/mark-delivered",
    });
    // The early order's buyer marks received on day 10: no reminder for them.
    clock.advance(7 * DAY);
    await services.inbox.transition(as(early.customer), early.id, {
      transition: "transition/mark-received",
    });
    clock.advance(5 * DAY - MINUTE);
    await settle();
    expect(reminders(order.customer.email)).toHaveLength(0);
    clock.advance(MINUTE);
    await settle();
    await settle();
    expect(reminders(order.customer.email).map((m) => m.subject)).toEqual([
      "Herinnering: heb je je bestelling ontvangen?",
    ]);
    expect(reminders(early.customer.email)).toHaveLength(0);
    expect((await services.transactionEngine.find(order.id))?.state).toBe("delivered");
    const early12 = (await timersOf(early.id)).find(
      (t) => t.transition === "reminder/mark-received",
    );
    expect(early12?.canceledAt).not.toBeNull();
  });

  it("two workers firing the timers at once: one auto-cancel, one refund, one mail per side", async () => {
    const s = setup("2036-06-02T10:00:00Z");
    const { services, mail, clock, drain } = s;
    const order = await paidOrder(s, "shipping");
    const delivered = await paidOrder(s, "pickup");
    await services.inbox.transition(as(delivered.provider), delivered.id, {
      transition: "transition/mark-delivered",
    });
    await drain();
    clock.advance(14 * DAY + MINUTE);
    // The reminders (3 and 12 days) and the 14-day timers are all due now; two workers race.
    // Scoped to this test's orders: other tests' timers in the shared database are not ours.
    const scope = { transactionIds: [order.id, delivered.id] };
    await Promise.all([
      drainDueTimers(services.transactionEngine, scope),
      drainDueTimers(services.transactionEngine, scope),
    ]);
    // Received arms auto-complete (due at once), and a timer handed back because an earlier
    // one of its order was still firing waits for a pass: the next passes fire them.
    await drainDueTimers(services.transactionEngine, scope);
    await drainDueTimers(services.transactionEngine, scope);
    await Promise.all([drain(), drain()]);
    await drain();
    expect((await services.transactionEngine.find(order.id))?.state).toBe("canceled");
    expect((await services.transactionEngine.find(delivered.id))?.state).toBe("completed");
    const subjects = (email: string) =>
      mail.sent.filter((m) => m.to === email).map((m) => m.subject);
    expect(subjects(order.customer.email).slice(1)).toEqual([
      "Je bestelling bij Kees Kweker is geannuleerd",
    ]);
    expect(subjects(order.provider.email).slice(1).sort()).toEqual([
      "Reminder: ship Anna Koper's order",
      "The order from Anna Koper was cancelled",
    ]);
    expect((await refundsOf(order.intentId)).length).toBe(1);
    // Delivered 14 days ago: the buyer's reminder at 12, then marked received for them, then
    // the review request; the grower hears of the receipt and is asked for a review.
    // (Written at the same instant of the test's clock, so compared without their order.)
    expect(subjects(delivered.customer.email).slice(2).sort()).toEqual([
      "Herinnering: heb je je bestelling ontvangen?",
      "Hoe was je bestelling bij Kees Kweker?",
      "Je bestelling is als ontvangen gemarkeerd",
    ]);
    expect(subjects(delivered.provider.email).slice(1).sort()).toEqual([
      "Anna Koper received the order",
      "How did the sale to Anna Koper go?",
    ]);
  });

  it("a Gratis request mails the giver and the asker; a cancel by the asker mails both", async () => {
    const s = setup("2036-07-02T10:00:00Z");
    const { services, mail, settle } = s;
    const provider = await createUser(testDb(), { firstName: "Kees", lastName: "Kweker" });
    const customer = await createUser(testDb(), {
      firstName: "Bo",
      lastName: "Buur",
      locale: "en",
    });
    const listing = await createListing(testDb(), {
      authorId: provider.id,
      title: "Stekjes",
      priceAmount: 0,
      currentStock: 3,
    });
    const tx = await services.transactionEngine.initiate({
      customerId: customer.id,
      items: [{ listingId: listing.id, quantity: 1 }],
      deliveryMethod: "pickup",
    });
    expect(tx.state).toBe("requested");
    await settle();
    await services.inbox.transition(as(customer), tx.id, { transition: "transition/cancel" });
    await settle();
    expect(mail.sent.filter((m) => m.to === provider.email).map((m) => m.subject)).toEqual([
      "Nieuwe aanvraag van Bo Buur",
      "De bestelling van Bo Buur is geannuleerd",
    ]);
    expect(mail.sent.filter((m) => m.to === customer.email).map((m) => m.subject)).toEqual([
      "Your request to Kees Kweker has been sent",
      "Your order from Kees Kweker was cancelled",
    ]);
    const growerCancel = mail.sent.find(
      (m) => m.to === provider.email && /geannuleerd/.test(m.subject),
    );
    expect(growerCancel?.text).toContain("De voorraad is weer beschikbaar.");
    expect(growerCancel?.text).toContain(`/sale/${tx.id}/details`);
  });

  it("takes the delays from the environment (SHIP_REMINDER_AFTER, RECEIVE_REMINDER_AFTER)", async () => {
    const s = setup("2036-08-02T10:00:00Z", {
      SHIP_REMINDER_AFTER: "1h",
      RECEIVE_REMINDER_AFTER: "2h",
    });
    const { services, mail, clock, settle } = s;
    const order = await paidOrder(s, "pickup");
    const reminders = (email: string) =>
      mail.sent.filter((m) => m.to === email && /Reminder|Herinnering/.test(m.subject));
    clock.advance(59 * MINUTE);
    await settle();
    expect(reminders(order.provider.email)).toHaveLength(0);
    clock.advance(MINUTE);
    await settle();
    expect(reminders(order.provider.email)).toHaveLength(1);
    await services.inbox.transition(as(order.provider), order.id, {
      transition: "transition/mark-delivered",
    });
    clock.advance(2 * 60 * MINUTE);
    await settle();
    expect(reminders(order.customer.email)).toHaveLength(1);
  });
});
