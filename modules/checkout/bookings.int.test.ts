import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AppError } from "#modules/errors";
import { drainDueTimers } from "#modules/jobs/server";
import { type AvailabilityPlan, availabilityExceptions, bookings } from "../../db/schema";
import { createListing, createUser } from "../../tests/factories";
import { billing } from "../../tests/setup/billing";
import { fakeClock, MINUTE } from "../../tests/setup/clock";
import { testDb, testServices } from "../../tests/setup/services";

// Bookings of listings managed by availability (decision 058) on real PostgreSQL with a clock
// the test moves: the booking is made with the transaction, accepted on payment, declined on
// expiry (freeing the seat), and two buyers racing for the last seat cannot both get it.

let keys = 0;
const key = () => `booking-${Date.now()}-${keys++}`;

function setup(start: string) {
  const clock = fakeClock(start);
  const { services, mail } = testServices({ now: clock.now });
  return { services, mail, advance: clock.advance };
}

const everyDay = (seats: number): AvailabilityPlan => ({
  type: "availability-plan/day",
  timezone: "Europe/Amsterdam",
  entries: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((dayOfWeek) => ({
    dayOfWeek,
    seats,
  })),
});

async function bookable(plan: AvailabilityPlan, price = 2500) {
  const provider = await createUser(testDb(), { stripeConnected: true });
  const listing = await createListing(testDb(), {
    authorId: provider.id,
    title: `Tuinhulp ${Math.random().toString(36).slice(2, 7)}`,
    priceAmount: price,
    currentStock: null,
    availabilityPlan: plan,
    publicData: { unit: "perDay" },
  });
  return { provider, listing };
}

const bookingOrder = (listingId: string, start: string, end: string) => ({
  items: [{ listingId, quantity: 1 }],
  deliveryMethod: "pickup" as const,
  booking: { start, end },
});

/** The buyer pays the checkout with the test-mode card 4242. */
function payByCard(
  services: ReturnType<typeof setup>["services"],
  customerId: string,
  checkoutId: string,
) {
  return services.checkout.pay({
    customerId,
    checkoutId,
    method: "card",
    paymentMethod: "pm_card_visa",
    returnUrl: "/l/x/y/checkout/card",
  });
}

async function bookingOf(transactionId: string) {
  const [row] = await testDb()
    .select()
    .from(bookings)
    .where(eq(bookings.transactionId, transactionId));
  return row!;
}

describe("bookings", () => {
  it("books days with the transaction, pays with 4242 and accepts the booking", async () => {
    const { services, mail } = setup("2031-03-03T09:00:00Z");
    const { listing, provider } = await bookable(everyDay(1));
    const buyer = await createUser(testDb());
    const started = await services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: key(),
      source: "/l/x/y/checkout",
      orders: [bookingOrder(listing.id, "2031-03-10", "2031-03-12")],
      billing,
    });
    const [order] = started.transactions;
    expect(order!.state).toBe("pending-payment");
    expect(order!.lineItems).toContainEqual(
      expect.objectContaining({
        code: "line-item/day",
        quantity: 3,
        lineTotal: { amount: 7500, currency: "EUR" },
      }),
    );
    expect(order!.payinTotal).toBe(7500);
    expect(order!.quantities).toEqual({});
    const pending = await bookingOf(order!.id);
    expect(pending).toMatchObject({
      state: "pending",
      seats: 1,
      start: new Date("2031-03-09T23:00:00Z"),
      end: new Date("2031-03-12T23:00:00Z"),
      displayEnd: new Date("2031-03-11T23:00:00Z"),
    });
    // The booked days leave the listing's time slots.
    const slots = await services.availability.timeSlots({
      listingId: listing.id,
      start: new Date("2031-03-09T23:00:00Z"),
      end: new Date("2031-03-14T23:00:00Z"),
    });
    expect(slots.map((s) => s.start.toISOString())).toEqual([
      "2031-03-12T23:00:00.000Z",
      "2031-03-13T23:00:00.000Z",
    ]);

    expect((await payByCard(services, buyer.id, started.checkout.id)).kind).toBe("paid");
    expect((await services.checkout.orders(started.checkout.id))[0]!.state).toBe("purchased");
    expect((await bookingOf(order!.id)).state).toBe("accepted");
    // Both sides' pages say which days: the first and the last, in the plan's zone.
    for (const [viewer, view] of [
      [buyer.id, "order"],
      [order!.providerId, "sale"],
    ] as const) {
      const page = await services.inbox.show({ id: viewer, isOperator: false }, order!.id, view);
      expect("data" in page && page.data.booking).toEqual({
        start: "2031-03-09T23:00:00.000Z",
        end: "2031-03-11T23:00:00.000Z",
        unitType: "day",
        timeZone: "Europe/Amsterdam",
      });
    }
    // The paid mails name the days too: the grower learns when to come.
    for (let i = 0; i < 20 && (await services.runOutbox()).claimed > 0; i++);
    for (const email of [buyer.email, provider.email]) {
      const paidMail = mail.sent.find((m) => m.to === email && m.text.includes(order!.id));
      expect(paidMail?.text).toContain("Boeking: ma 10 mrt 2031 – wo 12 mrt 2031");
    }
  });

  it("refuses an overlapping booking of a full day with 409 and the time-already-booked message", async () => {
    const { services } = setup("2031-03-03T09:00:00Z");
    const { listing } = await bookable(everyDay(1));
    const first = await createUser(testDb());
    const second = await createUser(testDb());
    await services.checkout.start({
      customerId: first.id,
      idempotencyKey: key(),
      source: "/s",
      orders: [bookingOrder(listing.id, "2031-03-10", "2031-03-10")],
      billing,
    });
    const refused = await services.checkout
      .start({
        customerId: second.id,
        idempotencyKey: key(),
        source: "/s",
        orders: [bookingOrder(listing.id, "2031-03-09", "2031-03-11")],
        billing,
      })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: "transaction-booking-time-not-available",
      status: 409,
      messageId: "CheckoutPage.bookingTimeNotAvailableMessage",
    });
    // An exception closing a day blocks it too; a date rule fails before anything is written.
    await testDb()
      .insert(availabilityExceptions)
      .values({
        listingId: listing.id,
        start: new Date("2031-03-14T23:00:00Z"),
        end: new Date("2031-03-15T23:00:00Z"),
        seats: 0,
      });
    await expect(
      services.checkout.start({
        customerId: second.id,
        idempotencyKey: key(),
        source: "/s",
        orders: [bookingOrder(listing.id, "2031-03-15", "2031-03-15")],
        billing,
      }),
    ).rejects.toMatchObject({ code: "transaction-booking-time-not-available" });
    await expect(
      services.checkout.start({
        customerId: second.id,
        idempotencyKey: key(),
        source: "/s",
        orders: [bookingOrder(listing.id, "2031-03-02", "2031-03-04")],
        billing,
      }),
    ).rejects.toMatchObject({ status: 400, messageId: "BookingDatesForm.outsideRange?days=365" });
  });

  it("frees the seat when the payment expires: the booking is declined and the day bookable again", async () => {
    const { services, advance } = setup("2031-03-03T09:00:00Z");
    const { listing } = await bookable(everyDay(1));
    const first = await createUser(testDb());
    const second = await createUser(testDb());
    const started = await services.checkout.start({
      customerId: first.id,
      idempotencyKey: key(),
      source: "/s",
      orders: [bookingOrder(listing.id, "2031-03-10", "2031-03-10")],
      billing,
    });
    advance(15 * MINUTE + 1000);
    // Every due timer, also those other tests' orders left due at this clock.
    const pass = await drainDueTimers(services.transactionEngine);
    expect(pass.fired).toBeGreaterThanOrEqual(1);
    expect((await services.checkout.orders(started.checkout.id))[0]!.state).toBe("payment-expired");
    expect((await bookingOf(started.transactions[0]!.id)).state).toBe("declined");
    const again = await services.checkout.start({
      customerId: second.id,
      idempotencyKey: key(),
      source: "/s",
      orders: [bookingOrder(listing.id, "2031-03-10", "2031-03-10")],
      billing,
    });
    expect(again.transactions[0]!.state).toBe("pending-payment");
  });

  it("frees the seat when the grower cannot deliver a paid booking (decision 068)", async () => {
    const { services } = setup("2031-03-04T09:00:00Z");
    const { listing, provider } = await bookable(everyDay(1));
    const first = await createUser(testDb());
    const second = await createUser(testDb());
    const started = await services.checkout.start({
      customerId: first.id,
      idempotencyKey: key(),
      source: "/s",
      orders: [bookingOrder(listing.id, "2031-03-11", "2031-03-11")],
      billing,
    });
    expect((await payByCard(services, first.id, started.checkout.id)).kind).toBe("paid");
    const id = started.transactions[0]!.id;
    await services.inbox.transition({ id: provider.id, isOperator: false }, id, {
      transition: "transition/cancel-by-provider",
      cancelReason: "Ik ben die dag ziek.",
    });
    expect((await services.checkout.orders(started.checkout.id))[0]!.state).toBe("canceled");
    expect((await bookingOf(id)).state).toBe("cancelled");
    const again = await services.checkout.start({
      customerId: second.id,
      idempotencyKey: key(),
      source: "/s",
      orders: [bookingOrder(listing.id, "2031-03-11", "2031-03-11")],
      billing,
    });
    expect(again.transactions[0]!.state).toBe("pending-payment");
  });

  it("books hour slots of a time plan and charges the hours", async () => {
    const { services } = setup("2031-03-03T09:00:00Z");
    const { listing } = await bookable(
      {
        type: "availability-plan/time",
        timezone: "Europe/Amsterdam",
        entries: [
          { dayOfWeek: "mon", seats: 1, startTime: "09:00", endTime: "12:00" },
          { dayOfWeek: "mon", seats: 1, startTime: "13:00", endTime: "17:00" },
        ],
      },
      1500,
    );
    const buyer = await createUser(testDb());
    // Monday 10 March 2031, 09:00–12:00 in Amsterdam.
    const quote = await services.transactionEngine.quoteBooking({
      listingId: listing.id,
      bookingStart: "2031-03-10T08:00:00.000Z",
      bookingEnd: "2031-03-10T11:00:00.000Z",
    });
    expect(quote).toMatchObject({ unitType: "hour", units: 3, payinTotal: 4500 });
    await services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: key(),
      source: "/s",
      orders: [bookingOrder(listing.id, "2031-03-10T08:00:00.000Z", "2031-03-10T11:00:00.000Z")],
      billing,
    });
    await expect(
      services.transactionEngine.quoteBooking({
        listingId: listing.id,
        bookingStart: "2031-03-10T08:00:00.000Z",
        bookingEnd: "2031-03-10T11:00:00.000Z",
      }),
    ).rejects.toMatchObject({ code: "transaction-booking-time-not-available", status: 409 });
    // The afternoon is free; morning into afternoon, across the lunch gap, is not one booking.
    const afternoon = await services.transactionEngine.quoteBooking({
      listingId: listing.id,
      bookingStart: "2031-03-10T12:00:00.000Z",
      bookingEnd: "2031-03-10T16:00:00.000Z",
    });
    expect(afternoon.units).toBe(4);
    await expect(
      services.transactionEngine.quoteBooking({
        listingId: listing.id,
        bookingStart: "2031-03-10T11:00:00.000Z",
        bookingEnd: "2031-03-10T16:00:00.000Z",
      }),
    ).rejects.toMatchObject({ code: "transaction-booking-time-not-available" });
  });

  it("20 buyers racing for a 2-seat day: exactly 2 bookings, the rest 409", async () => {
    const { services } = setup("2031-03-03T09:00:00Z");
    const { listing } = await bookable(everyDay(2));
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(testDb())));
    const results = await Promise.allSettled(
      buyers.map((buyer) =>
        services.checkout.start({
          customerId: buyer.id,
          idempotencyKey: key(),
          source: "/s",
          orders: [bookingOrder(listing.id, "2031-03-12", "2031-03-12")],
          billing,
        }),
      ),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    expect(won).toHaveLength(2);
    expect(lost).toHaveLength(18);
    for (const reason of lost) {
      expect(reason).toMatchObject({ code: "transaction-booking-time-not-available", status: 409 });
    }
    const held = await testDb().select().from(bookings).where(eq(bookings.listingId, listing.id));
    expect(held).toHaveLength(2);
  });
  it("books from the buyer's enquiry: that transaction becomes the booking, no second one", async () => {
    const { services } = setup("2031-03-03T09:00:00Z");
    const { listing } = await bookable(everyDay(1));
    const buyer = await createUser(testDb());
    const enquiry = await services.enquiries.start(buyer.id, {
      listingId: listing.id,
      message: "Kun je ook in het weekend?",
    });
    const started = await services.checkout.start({
      customerId: buyer.id,
      idempotencyKey: key(),
      source: "/l/x/y/checkout",
      orders: [bookingOrder(listing.id, "2031-03-10", "2031-03-11")],
      billing,
      enquiryId: enquiry.id,
    });
    expect(started.transactions.map((t) => t.id)).toEqual([enquiry.id]);
    expect(started.transactions[0]).toMatchObject({
      state: "pending-payment",
      lastTransition: "transition/request-payment-after-enquiry",
      payinTotal: 5000,
    });
    expect((await bookingOf(enquiry.id)).state).toBe("pending");
    expect((await payByCard(services, buyer.id, started.checkout.id)).kind).toBe("paid");
    expect((await bookingOf(enquiry.id)).state).toBe("accepted");
    // Someone else cannot book from this buyer's enquiry.
    const other = await createUser(testDb());
    const stranger = await services.checkout
      .start({
        customerId: other.id,
        idempotencyKey: key(),
        source: "/l/x/y/checkout",
        orders: [bookingOrder(listing.id, "2031-03-12", "2031-03-13")],
        billing,
        enquiryId: enquiry.id,
      })
      .catch((error: unknown) => error);
    expect(stranger).toBeInstanceOf(AppError);
    expect((stranger as AppError).status).toBe(404);
  });
});
