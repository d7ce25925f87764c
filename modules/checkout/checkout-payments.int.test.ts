import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { drainDueTimers } from "#modules/jobs/server";
import { paymentRefunds, users } from "../../db/schema";
import { createUser } from "../../tests/factories";
import { billing } from "../../tests/setup/billing";
import { card, garden, key, stockOf } from "../../tests/setup/checkout-fixtures";
import { payByCard, pickup } from "../../tests/setup/checkout-statements";
import { MINUTE } from "../../tests/setup/clock";
import { clockedServices as setup, testDb } from "../../tests/setup/services";

// Paying a checkout on real PostgreSQL with a clock the test moves: test-mode cards, 3-D
// Secure and iDEAL, the webhook through the outbox, expiry and refunds.

describe("paying a checkout", () => {
  it("declined and insufficient-funds cards show the spec's message; a retry with 4242 pays", async () => {
    const { services } = setup("2031-01-13T10:00:00Z");
    const a = await garden();
    const buyer = await createUser(testDb());
    const { checkout } = await services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: key(),
      source: "/cart/checkout",
      orders: [pickup(a.listing.id)],
      billing,
    });
    // The card becomes a payment method in the browser (test mode's tokenisation); checkout
    // only ever gets its id.
    const tokenise = async (number: string, expYear = "2034") => {
      const made = await services.testPayments!.createPaymentMethod({ ...card(number), expYear });
      return made.ok ? made.paymentMethod.id : made.messageId;
    };
    const pay = (paymentMethod: string) =>
      services.checkout.pay({
        customerId: buyer.id,
        checkoutId: checkout.id,
        method: "card",
        paymentMethod,
        returnUrl: "/cart/checkout/card",
      });
    expect(await pay(await tokenise("4000 0000 0000 0002"))).toEqual({
      kind: "failed",
      messageId: "StripePaymentForm.cardDeclined",
    });
    expect(await pay(await tokenise("4000000000009995"))).toEqual({
      kind: "failed",
      messageId: "StripePaymentForm.cardDeclined",
    });
    // The card form's own errors stop at tokenisation; nothing reaches the intent.
    expect(await tokenise("4242424242424241")).toBe("StripePaymentForm.incorrectNumber");
    expect(await tokenise("4242424242424242", "2030")).toBe("StripePaymentForm.expiredCard");
    // An id test mode never made is no card.
    expect(await pay("pm_test_made_up")).toEqual({
      kind: "failed",
      messageId: "StripePaymentForm.missingCard",
    });
    expect(await pay(await tokenise("4242424242424242"))).toMatchObject({ kind: "paid" });
    // Handled: a second pay does not confirm again and changes nothing.
    expect(await pay("pm_card_chargeDeclined")).toMatchObject({ kind: "paid" });
    const orders = await services.checkout.orders(checkout.id);
    expect(orders[0]!.state).toBe("purchased");
  });

  it("3-D Secure: the authentication page fails, then approves", async () => {
    const { services } = setup("2031-01-14T10:00:00Z");
    const a = await garden();
    const buyer = await createUser(testDb());
    const { checkout, intent } = await services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: key(),
      source: "/cart/checkout",
      orders: [pickup(a.listing.id)],
      billing,
    });
    const pay = () =>
      services.checkout.pay({
        customerId: buyer.id,
        checkoutId: checkout.id,
        method: "card",
        paymentMethod: "pm_card_authenticationRequired",
        returnUrl: "/cart/checkout/card",
      });
    expect(await pay()).toEqual({ kind: "redirect", url: `/test-mode/authenticate/${intent!.id}` });
    const failed = await services.testPayments!.authenticate(intent!.id, "fail");
    expect(failed.returnUrl).toBe("/cart/checkout/card");
    expect(await services.checkout.returned(buyer.id, intent!.id)).toMatchObject({
      kind: "failed",
      messageId: "StripePaymentForm.authenticationFailed",
    });
    expect(await pay()).toMatchObject({ kind: "redirect" });
    await services.testPayments!.authenticate(intent!.id, "approve");
    expect(await services.checkout.returned(buyer.id, intent!.id)).toMatchObject({ kind: "paid" });
    // Another buyer cannot read this return.
    const stranger = await createUser(testDb());
    await expect(services.checkout.returned(stranger.id, intent!.id)).rejects.toMatchObject({
      status: 404,
    });
  });

  it("iDEAL: the bank page's fail and cancel leave it payable; pay completes it", async () => {
    const { services } = setup("2031-01-15T10:00:00Z");
    const a = await garden();
    const buyer = await createUser(testDb());
    const { checkout, intent } = await services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: key(),
      source: "/l/x/y/checkout",
      orders: [pickup(a.listing.id)],
      billing,
    });
    const ideal = () =>
      services.checkout.pay({
        customerId: buyer.id,
        checkoutId: checkout.id,
        method: "ideal",
        returnUrl: "/l/x/y/checkout/ideal",
      });
    expect(await ideal()).toEqual({ kind: "redirect", url: `/test-mode/bank/${intent!.id}` });
    await services.testPayments!.bankOutcome(intent!.id, "fail");
    expect(await services.checkout.returned(buyer.id, intent!.id)).toMatchObject({
      messageId: "CheckoutPage.idealPaymentFailed",
    });
    await ideal();
    await services.testPayments!.bankOutcome(intent!.id, "cancel");
    expect(await services.checkout.returned(buyer.id, intent!.id)).toMatchObject({
      messageId: "CheckoutPage.idealPaymentCanceled",
    });
    await ideal();
    const paid = await services.testPayments!.bankOutcome(intent!.id, "pay");
    expect(paid.returnUrl).toBe("/l/x/y/checkout/ideal");
    expect(await services.checkout.returned(buyer.id, intent!.id)).toMatchObject({ kind: "paid" });
  });

  it("the webhook five times and out of order: one transition, one mail per party", async () => {
    const { services, mail, drain } = setup("2031-01-16T10:00:00Z");
    const a = await garden();
    const buyer = await createUser(testDb());
    const { checkout, intent } = await services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: key(),
      source: "/cart/checkout",
      orders: [pickup(a.listing.id)],
      billing,
    });
    await services.checkout.pay({
      customerId: buyer.id,
      checkoutId: checkout.id,
      method: "ideal",
      returnUrl: "/cart/checkout/ideal",
    });
    await services.testPayments!.bankOutcome(intent!.id, "pay");
    const event = (id: string, status: string) =>
      JSON.stringify({
        id,
        type: `payment_intent.${status}`,
        created: 1,
        data: { object: { id: intent!.id, object: "payment_intent", status } },
      });
    // succeeded arrives before requires_action; the same events again and again.
    const deliveries = [
      event("evt_ooo_succ", "succeeded"),
      event("evt_ooo_act", "requires_action"),
      event("evt_ooo_succ", "succeeded"),
      event("evt_ooo_succ", "succeeded"),
      event("evt_ooo_act", "requires_action"),
    ];
    const results = await Promise.all(
      deliveries.map((raw) => services.webhooks.receive(raw, services.webhooks.sign(raw))),
    );
    expect(results.filter((r) => !r.duplicate).length).toBeGreaterThanOrEqual(2);
    // And the return page too.
    await services.checkout.returned(buyer.id, intent!.id);
    await drain();
    await drain();
    const history = await services.transactionEngine.history(
      (await services.checkout.orders(checkout.id))[0]!.id,
    );
    expect(history.filter((h) => h.transition === "transition/confirm-payment")).toHaveLength(1);
    expect(mail.sent.filter((m) => m.to === buyer.email)).toHaveLength(1);
    expect(mail.sent.filter((m) => m.to === a.provider.email)).toHaveLength(1);
    // A forged signature is refused.
    const raw = event("evt_forged", "succeeded");
    await expect(services.webhooks.receive(raw, "t=1,v1=00")).rejects.toMatchObject({
      status: 400,
    });
  });

  it("15 minutes unpaid: stock back, intent cancelled; paying after that is refunded in full", async () => {
    const { services, clock, drain } = setup("2031-01-17T10:00:00Z");
    const a = await garden(4, 500);
    const buyer = await createUser(testDb());
    const first = await services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: key(),
      source: "/cart/checkout",
      orders: [pickup(a.listing.id, 2)],
      billing,
    });
    // The second buyer goes to the bank and comes back late.
    const second = await services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: key(),
      source: "/cart/checkout",
      orders: [pickup(a.listing.id, 1)],
      billing,
    });
    await services.checkout.pay({
      customerId: buyer.id,
      checkoutId: second.checkout.id,
      method: "ideal",
      returnUrl: "/cart/checkout/ideal",
    });
    expect(await stockOf(a.listing.id)).toBe(1);
    clock.advance(15 * MINUTE + 1000);
    // Every due timer, also those other tests' orders left due at this clock.
    const pass = await drainDueTimers(services.transactionEngine);
    expect(pass.fired).toBeGreaterThanOrEqual(2);
    expect(await stockOf(a.listing.id)).toBe(4);
    await drain();
    expect((await services.checkout.intentOf(first.checkout))!.status).toBe("canceled");
    // Too late at the card form.
    expect(await payByCard(services, buyer.id, first.checkout.id)).toMatchObject({
      kind: "failed",
      messageId: "CheckoutPage.paymentExpiredMessage",
    });
    // The bank says paid after expiry: refunded in full, the buyer told so.
    const late = await services.testPayments!.bankOutcome(second.intent!.id, "pay");
    expect(late.status).toBe("succeeded");
    expect(await services.checkout.returned(buyer.id, second.intent!.id)).toMatchObject({
      kind: "failed",
      messageId: "CheckoutPage.paymentExpiredRefunded",
    });
    await drain();
    const refunds = await testDb()
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentIntentId, second.intent!.id));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(500);
    expect((await services.checkout.orders(second.checkout.id))[0]!.state).toBe("payment-expired");
    expect(await stockOf(a.listing.id)).toBe(4);
  });

  it("a customer banned after the request is refunded, not sold to", async () => {
    const { services } = setup("2031-01-19T10:00:00Z");
    const a = await garden(5, 400);
    const buyer = await createUser(testDb());
    const { checkout, intent } = await services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: key(),
      source: "/cart/checkout",
      orders: [pickup(a.listing.id)],
      billing,
    });
    await testDb().update(users).set({ banned: true }).where(eq(users.id, buyer.id));
    const outcome = await payByCard(services, buyer.id, checkout.id);
    expect(outcome).toEqual({ kind: "failed", messageId: "CheckoutPage.customerBannedError" });
    expect((await services.checkout.orders(checkout.id))[0]!.state).toBe("pending-payment");
    const refunds = await testDb()
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentIntentId, intent!.id));
    expect(refunds.map((r) => r.amount)).toEqual([400]);
  });
});
