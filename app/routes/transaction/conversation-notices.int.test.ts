import { describe, expect, it, vi } from "vitest";
import { createListing, createUser } from "../../../tests/factories";
import { as, billing, key, MINUTE, type Setup, setup } from "../../../tests/setup/mail-clock";
import { testDb } from "../../../tests/setup/services";
import type { AppContext } from "../../context";
import { loadTransactionPage } from "./page.server";

// Decision 067 on real PostgreSQL, through the real checkout: the sale
// page shows the shipping address and the buyer's message as checkout writes them; a new
// message mails the other side (once per 15 minutes while unread, in their language, with a
// link to the conversation); unread conversations mark the inbox rows and count in the dot;
// opening the page reads the conversation.

const MESSAGE = "Graag na 17 uur aanbellen, de bel doet het niet.";

/** A parcel order paid through checkout and the test card; buyer in nl, grower in en. */
async function paidParcel(s: Setup, message: string | null = MESSAGE) {
  const provider = await createUser(testDb(), {
    firstName: "Kees",
    lastName: "Kweker",
    stripeConnected: true,
    locale: "en",
  });
  const customer = await createUser(testDb(), { firstName: "Anna", lastName: "Koper" });
  const listing = await createListing(testDb(), {
    authorId: provider.id,
    title: `Pompoenen ${Math.random().toString(36).slice(2, 7)}`,
    priceAmount: 400,
    currentStock: 5,
    publicData: { shippingEnabled: true },
  });
  const started = await s.services.checkout.start({
    customerId: customer.id,
    idempotencyKey: key(),
    source: "/cart/checkout",
    orders: [
      {
        items: [{ listingId: listing.id, quantity: 2 }],
        deliveryMethod: "shipping",
        ...(message === null ? {} : { message }),
        shippingAddress: {
          name: "Anna Koper",
          line1: "Kerkstraat 1",
          line2: "2e etage",
          postalCode: "3511 AB",
          city: "Utrecht",
          country: "NL",
          phone: "0612345678",
          state: undefined,
        },
      },
    ],
    billing,
  });
  const paid = await s.services.checkout.pay({
    customerId: customer.id,
    checkoutId: started.checkout.id,
    method: "card",
    paymentMethod: "pm_card_visa",
    returnUrl: "/cart/checkout/card",
  });
  expect(paid.kind).toBe("paid");
  await s.settle();
  return { id: started.transactions[0]!.id, customer, provider, listing };
}

const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
async function openPage(s: Setup, userId: string, id: string, view: "order" | "sale") {
  const context = {
    services: s.services,
    user: await s.services.users.findById(userId),
    locale: "nl",
    log,
    requestId: "test",
  } as unknown as AppContext;
  const request = new Request(`http://localhost/${view}/${id}/details`);
  return loadTransactionPage(context, request, id, view);
}

describe("the sale page after a real checkout", () => {
  it("shows the grower the shipping address and the buyer's message as the first message", async () => {
    const s = setup("2037-03-02T10:00:00Z");
    const order = await paidParcel(s);

    const sale = await openPage(s, order.provider.id, order.id, "sale");
    expect(sale.transaction.shipping).toEqual({
      name: "Anna Koper",
      phoneNumber: "0612345678",
      addressLine1: "Kerkstraat 1",
      addressLine2: "2e etage",
      postalCode: "3511 AB",
      city: "Utrecht",
      state: null,
      country: "NL",
    });
    expect(sale.messages.map((m) => [m.sender.id, m.content])).toEqual([
      [order.customer.id, MESSAGE],
    ]);
    // The buyer sees it too, as their own first message.
    const bought = await openPage(s, order.customer.id, order.id, "order");
    expect(bought.messages.map((m) => m.content)).toEqual([MESSAGE]);
    // No separate mail: the paid order's mail to the grower quotes it.
    const toGrower = s.mail.sent.filter((m) => m.to === order.provider.email);
    expect(toGrower.map((m) => m.subject)).toEqual(["New order from Anna Koper"]);
    expect(toGrower[0]!.text).toContain(MESSAGE);
  });

  it("writes the first message once, however often the payment is confirmed", async () => {
    const s = setup("2037-03-03T10:00:00Z");
    const order = await paidParcel(s);
    const tx = await s.services.transactionEngine.find(order.id);
    await s.services.checkout.confirm(tx!.checkoutId!);
    await s.settle();
    const { messages } = await s.services.messages.query(as(order.provider), order.id);
    expect(messages).toHaveLength(1);
  });

  it("an order without a message starts with an empty conversation", async () => {
    const s = setup("2037-03-04T10:00:00Z");
    const order = await paidParcel(s, null);
    const { messages } = await s.services.messages.query(as(order.provider), order.id);
    expect(messages).toEqual([]);
    expect((await s.services.inbox.query(order.provider.id, "sales", 1)).items[0]!.unread).toBe(
      false,
    );
  });
});

describe("new messages", () => {
  it("mail the other side once per 15 minutes while unread, in their language, with the link", async () => {
    const s = setup("2037-03-05T10:00:00Z");
    const order = await paidParcel(s);
    const toBuyer = () =>
      s.mail.sent.filter((m) => m.to === order.customer.email && m.subject.includes("bericht"));
    const toGrower = () =>
      s.mail.sent.filter((m) => m.to === order.provider.email && m.subject.includes("message"));
    const write = async (from: { id: string }, content: string) => {
      await s.services.messages.send(as(from), { transactionId: order.id, content });
      await s.drain();
    };

    s.clock.advance(MINUTE);
    await write(order.provider, "Komt goed, ik bel aan.");
    expect(toBuyer()).toHaveLength(1);
    expect(toBuyer()[0]!.subject).toBe("Kees Kweker heeft je een bericht gestuurd");
    expect(toBuyer()[0]!.text).toContain(`http://localhost:3000/order/${order.id}/details`);
    expect(toBuyer()[0]!.text).toContain(order.listing.title);

    // Still unread: 5 and 14 minutes later no second mail; at 15 minutes one more.
    s.clock.advance(5 * MINUTE);
    await write(order.provider, "Ik ben er om 18 uur.");
    s.clock.advance(9 * MINUTE);
    await write(order.provider, "Of toch 18:30.");
    expect(toBuyer()).toHaveLength(1);
    s.clock.advance(MINUTE);
    await write(order.provider, "Nog iets vergeten?");
    expect(toBuyer()).toHaveLength(2);

    // The buyer opens the page (it reads the conversation); the next message mails at once.
    s.clock.advance(MINUTE);
    await openPage(s, order.customer.id, order.id, "order");
    s.clock.advance(MINUTE);
    await write(order.provider, "Verzonden!");
    expect(toBuyer()).toHaveLength(3);

    // The buyer's reply mails the grower in English, linking to the sale page.
    s.clock.advance(MINUTE);
    await write(order.customer, "Dank je!");
    expect(toGrower()).toHaveLength(1);
    expect(toGrower()[0]!.subject).toBe("Anna Koper sent you a message");
    expect(toGrower()[0]!.text).toContain(`http://localhost:3000/sale/${order.id}/details`);
  });

  it("are not mailed when the recipient has read them before the mail goes out", async () => {
    const s = setup("2037-03-06T10:00:00Z");
    const order = await paidParcel(s);
    s.clock.advance(MINUTE);
    await s.services.messages.send(as(order.provider), {
      transactionId: order.id,
      content: "Hallo",
    });
    s.clock.advance(1000);
    await openPage(s, order.customer.id, order.id, "order");
    await s.drain();
    expect(s.mail.sent.filter((m) => m.to === order.customer.email)).toHaveLength(1); // paid mail
  });

  it("a grower's answer to an enquiry mails the buyer and marks their row and dot", async () => {
    const s = setup("2037-03-07T10:00:00Z");
    const grower = await createUser(testDb(), {
      firstName: "Kees",
      lastName: "Kweker",
      stripeConnected: true,
    });
    const buyer = await createUser(testDb(), { locale: "en" });
    const listing = await createListing(testDb(), { authorId: grower.id, currentStock: 5 });
    const enquiry = await s.services.enquiries.start(buyer.id, {
      listingId: listing.id,
      message: "Zijn ze biologisch?",
    });
    await s.drain();
    // The grower: the enquiry waits (the dot) and its row says there is a new message.
    expect(await s.services.inbox.notificationCount(grower.id)).toBe(1);
    expect((await s.services.inbox.query(grower.id, "sales", 1)).items[0]).toMatchObject({
      id: enquiry.id,
      unread: true,
    });
    const before = s.mail.sent.length;

    s.clock.advance(MINUTE);
    await openPage(s, grower.id, enquiry.id, "sale");
    await s.services.messages.send(as(grower), { transactionId: enquiry.id, content: "Ja!" });
    await s.drain();
    const mails = s.mail.sent.slice(before).filter((m) => m.to === buyer.email);
    expect(mails.map((m) => m.subject)).toEqual(["Kees Kweker sent you a message"]);
    expect(mails[0]!.text).toContain(`/order/${enquiry.id}/details`);

    // The buyer (no listings, no action of theirs) now has a dot and a marked row…
    expect(await s.services.inbox.notificationCount(buyer.id)).toBe(1);
    expect((await s.services.inbox.query(buyer.id, "orders", 1)).items[0]!.unread).toBe(true);
    // …the grower has neither: they answered, and their own reply is no news to them.
    expect(await s.services.inbox.notificationCount(grower.id)).toBe(0);
    expect((await s.services.inbox.query(grower.id, "sales", 1)).items[0]!.unread).toBe(false);

    // Opening the order page reads it: the row and the dot clear.
    s.clock.advance(MINUTE);
    // (The pages' shell keeps the dot for a few seconds, decision 094.)
    expect(await s.services.notificationCounts.count(buyer.id, null)).toBe(1);
    await openPage(s, buyer.id, enquiry.id, "order");
    expect(await s.services.inbox.notificationCount(buyer.id)).toBe(0);
    expect((await s.services.inbox.query(buyer.id, "orders", 1)).items[0]!.unread).toBe(false);
    // The read was theirs: the shell's next page counts afresh, within the TTL.
    expect(await s.services.notificationCounts.count(buyer.id, null)).toBe(0);
  });

  it("count in the dot once per transaction, beside the orders waiting for the buyer", async () => {
    const s = setup("2037-03-08T10:00:00Z");
    const order = await paidParcel(s);
    // Paid and waiting for the grower: nothing for the buyer to do.
    expect(await s.services.inbox.notificationCount(order.customer.id)).toBe(0);
    // Unread first message + a sale to ship: one transaction, counted once.
    expect(await s.services.inbox.notificationCount(order.provider.id)).toBe(1);
    await s.services.inbox.transition(as(order.provider), order.id, {
      transition: "transition/mark-delivered",
    });
    // Delivered: nothing for the grower to do, but the first message is still unread…
    expect(await s.services.inbox.notificationCount(order.provider.id)).toBe(1);
    // …unless it is the page being opened (the root loader's `reading`).
    expect(await s.services.inbox.notificationCount(order.provider.id, { reading: order.id })).toBe(
      0,
    );
    // Writing reads it for the writer. The buyer must mark it received (their turn) and has a
    // new message: one transaction, counted once.
    s.clock.advance(MINUTE);
    await s.services.messages.send(as(order.provider), { transactionId: order.id, content: "Hoi" });
    expect(await s.services.inbox.notificationCount(order.provider.id)).toBe(0);
    expect(await s.services.inbox.notificationCount(order.customer.id)).toBe(1);
    s.clock.advance(MINUTE);
    await openPage(s, order.customer.id, order.id, "order");
    // Read, but still their turn.
    expect(await s.services.inbox.notificationCount(order.customer.id)).toBe(1);
    expect((await s.services.inbox.query(order.customer.id, "orders", 1)).items[0]!.unread).toBe(
      false,
    );
  });

  it("an operator reading along marks nothing read", async () => {
    const s = setup("2037-03-09T10:00:00Z");
    const order = await paidParcel(s);
    const operator = await createUser(testDb(), { isOperator: true });
    await openPage(s, operator.id, order.id, "sale");
    expect((await s.services.inbox.query(order.provider.id, "sales", 1)).items[0]!.unread).toBe(
      true,
    );
  });
});
