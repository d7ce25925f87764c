import { describe, expect, it } from "vitest";
import { createListing, createUser } from "../../tests/factories";
import { as, MINUTE, paidOrder, setup } from "../../tests/setup/mail-clock";
import { testDb } from "../../tests/setup/services";

// The inbox dot is one prepared statement (decision 088). The service keeps no count, so each
// write that changes what waits shows in its very next count; the pages' shell keeps a
// member's count for a few seconds (decision 094, server/api/viewer-shell.int.test.ts).

describe("the inbox dot", () => {
  it("follows a message, a read and a transition at once", async () => {
    const s = setup("2037-04-02T10:00:00Z");
    const order = await paidOrder(s, "pickup");
    const dot = (user: { id: string }, reading: string | null = null) =>
      s.services.inbox.notificationCount(user.id, { reading });
    // Paid: the grower's turn.
    expect(await dot(order.provider)).toBe(1);
    expect(await dot(order.customer)).toBe(0);

    // The buyer writes: unread for the grower, on the sale already counted (once).
    s.clock.advance(MINUTE);
    await s.services.messages.send(as(order.customer), { transactionId: order.id, content: "Hoi" });
    expect(await dot(order.provider)).toBe(1);
    expect(await dot(order.customer)).toBe(0);

    // The grower marks it delivered: the buyer's turn now, the grower's unread message remains.
    await s.services.inbox.transition(as(order.provider), order.id, {
      transition: "transition/mark-delivered",
    });
    expect(await dot(order.customer)).toBe(1);
    expect(await dot(order.provider)).toBe(1);
    // The page that opens the conversation does not count it…
    expect(await dot(order.provider, order.id)).toBe(0);
    // …and once it is read, no page does.
    s.clock.advance(MINUTE);
    await s.services.messages.markRead(as(order.provider), order.id);
    expect(await dot(order.provider)).toBe(0);

    // The buyer marks it received: nothing waits for either side.
    await s.services.inbox.transition(as(order.customer), order.id, {
      transition: "transition/mark-received",
    });
    expect(await dot(order.customer)).toBe(0);
    expect(await dot(order.provider)).toBe(0);
  });

  it("counts an enquiry until the grower has the last word, and each conversation once", async () => {
    const s = setup("2037-04-03T10:00:00Z");
    const grower = await createUser(testDb(), { stripeConnected: true });
    const buyer = await createUser(testDb());
    const [first, second] = await Promise.all(
      [1, 2].map(() => createListing(testDb(), { authorId: grower.id, currentStock: 5 })),
    );
    const dot = (user: { id: string }, reading: string | null = null) =>
      s.services.inbox.notificationCount(user.id, { reading });
    expect(await dot(grower)).toBe(0);

    const enquiry = await s.services.enquiries.start(buyer.id, {
      listingId: first!.id,
      message: "Zijn ze biologisch?",
    });
    // Waiting (unanswered) and unread: one transaction, counted once.
    expect(await dot(grower)).toBe(1);
    // Opened, it still waits for an answer.
    expect(await dot(grower, enquiry.id)).toBe(1);
    // Whatever the page's id is, the count is made.
    expect(await dot(grower, "not-a-transaction")).toBe(1);

    s.clock.advance(MINUTE);
    await s.services.messages.send(as(grower), { transactionId: enquiry.id, content: "Ja!" });
    expect(await dot(grower)).toBe(0);
    expect(await dot(buyer)).toBe(1);

    // The buyer writes again: the enquiry waits for the grower once more.
    s.clock.advance(MINUTE);
    await s.services.messages.send(as(buyer), { transactionId: enquiry.id, content: "Fijn!" });
    expect(await dot(grower)).toBe(1);
    expect(await dot(buyer)).toBe(0);

    // A second enquiry is a second transaction.
    await s.services.enquiries.start(buyer.id, { listingId: second!.id, message: "En deze?" });
    expect(await dot(grower)).toBe(2);
  });
});
