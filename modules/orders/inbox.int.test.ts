import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AppError } from "#modules/errors";
import { listingImages, users } from "../../db/schema";
import { createUser } from "../../tests/factories";
import { purchasedOrder } from "../../tests/setup/orders";
import { testDb, testServices } from "../../tests/setup/services";

// The inbox service on real PostgreSQL: transitions people run from the order and sale pages,
// the pages' data per side, the inbox rows and the top bar's count.

const { services } = testServices();
const engine = services.transactionEngine;
const inbox = services.inbox;
const as = (user: { id: string }, isOperator = false) => ({ id: user.id, isOperator });

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return "ok";
  } catch (error) {
    if (error instanceof AppError || (error as AppError).code) return (error as AppError).code;
    throw error;
  }
};

const system = { role: "system" as const, userId: null };

/** An order moved to `state` along the process, by the roles that run each step. */
async function orderIn(state: string, deliveryMethod: "pickup" | "shipping" = "pickup") {
  const order = await purchasedOrder(testDb(), services, { deliveryMethod });
  const run = (
    transition: string,
    actor: { role: "customer" | "provider" | "system" | "operator"; userId: string | null },
    params?: Record<string, unknown>,
  ) =>
    engine.applyTransition({
      transactionId: order.id,
      transition: `transition/${transition}`,
      actor,
      params: transition.startsWith("review-")
        ? { reviewRating: 5, reviewContent: "Prima" }
        : params && { protectedData: params },
      trusted: actor.role === "system",
    });
  const customer = { role: "customer" as const, userId: order.customer.id };
  const provider = { role: "provider" as const, userId: order.provider.id };
  const paths: Record<string, Array<() => Promise<unknown>>> = {
    purchased: [],
    delivered: [() => run("mark-delivered", provider)],
    disputed: [
      () => run("mark-delivered", provider),
      () => run("dispute", customer, { disputeReason: "Rot" }),
    ],
    received: [() => run("mark-received-from-purchased", customer)],
    completed: [
      () => run("mark-received-from-purchased", customer),
      () => run("auto-complete", system),
    ],
    "reviewed-by-customer": [
      () => run("mark-received-from-purchased", customer),
      () => run("auto-complete", system),
      () => run("review-1-by-customer", customer),
    ],
    "reviewed-by-provider": [
      () => run("mark-received-from-purchased", customer),
      () => run("auto-complete", system),
      () => run("review-1-by-provider", provider),
    ],
  };
  for (const step of paths[state]!) await step();
  return order;
}

// Every transition that leaves a state after purchased, with the side that may run it from
// the pages; null: no person's page may (the operator, the server or a timer runs it).
const AFTER_PURCHASED: Array<[string, string, "customer" | "provider" | null]> = [
  ["purchased", "mark-delivered", "provider"],
  ["purchased", "mark-received-from-purchased", "customer"],
  ["purchased", "auto-cancel", null],
  ["purchased", "cancel", null],
  ["delivered", "mark-received", "customer"],
  ["delivered", "auto-mark-received", null],
  ["delivered", "dispute", "customer"],
  ["disputed", "auto-cancel-from-disputed", null],
  ["disputed", "cancel-from-disputed", null],
  ["disputed", "mark-received-from-disputed", null],
  ["received", "auto-complete", null],
  ["completed", "expire-review-period", null],
  ["completed", "review-1-by-customer", "customer"],
  ["completed", "review-1-by-provider", "provider"],
  ["reviewed-by-customer", "review-2-by-provider", "provider"],
  ["reviewed-by-customer", "expire-provider-review-period", null],
  ["reviewed-by-provider", "review-2-by-customer", "customer"],
  ["reviewed-by-provider", "expire-customer-review-period", null],
];

describe("transitions from the order and sale pages", () => {
  it.each(AFTER_PURCHASED)("%s → %s runs for %s only", async (state, transition, allowed) => {
    for (const role of ["customer", "provider"] as const) {
      const order = await orderIn(state);
      const viewer = role === "customer" ? order.customer : order.provider;
      const result = await codeOf(
        inbox.transition(as(viewer), order.id, {
          transition: `transition/${transition}`,
          disputeReason: "Half rot",
          review: { rating: 4, content: "Prima geregeld" },
        }),
      );
      expect(result, `${role}`).toBe(role === allowed ? "ok" : "forbidden");
      const after = await engine.find(order.id);
      if (role === allowed) expect(after!.lastTransition).toBe(`transition/${transition}`);
      else expect(after!.state).toBe(state);
    }
  });

  it("refuses strangers and operators with a 404, and a transition from the wrong state with a 409", async () => {
    const order = await orderIn("purchased");
    const stranger = await createUser(testDb());
    const operator = await createUser(testDb(), { isOperator: true });
    const move = { transition: "transition/mark-delivered" };
    expect(await codeOf(inbox.transition(as(stranger), order.id, move))).toBe("not-found");
    expect(await codeOf(inbox.transition(as(operator, true), order.id, move))).toBe("not-found");
    expect(
      await codeOf(
        inbox.transition(as(order.customer), order.id, { transition: "transition/mark-received" }),
      ),
    ).toBe("transaction-invalid-transition");
    // Privileged: the page can never confirm a payment, even on the right state's order.
    expect(
      await codeOf(
        inbox.transition(as(order.customer), order.id, {
          transition: "transition/confirm-payment",
        }),
      ),
    ).toBe("transaction-invalid-transition");
    expect((await engine.find(order.id))!.state).toBe("purchased");
  });

  it("runs only one of mark-delivered and mark-received-from-purchased: the second gets a 409", async () => {
    const order = await orderIn("purchased");
    const results = await Promise.all([
      codeOf(
        inbox.transition(as(order.provider), order.id, { transition: "transition/mark-delivered" }),
      ),
      codeOf(
        inbox.transition(as(order.customer), order.id, {
          transition: "transition/mark-received-from-purchased",
        }),
      ),
    ]);
    expect(results.sort()).toEqual(["ok", "transaction-invalid-transition"]);
  });

  it("needs a dispute reason and keeps it in protected data", async () => {
    const order = await orderIn("delivered");
    expect(
      await codeOf(
        inbox.transition(as(order.customer), order.id, { transition: "transition/dispute" }),
      ),
    ).toBe("validation-invalid-params");
    await inbox.transition(as(order.customer), order.id, {
      transition: "transition/dispute",
      disputeReason: "De helft was rot <b>echt</b>",
    });
    const row = await engine.find(order.id);
    expect(row!.state).toBe("disputed");
    expect(row!.protectedData.disputeReason).toBe("De helft was rot <b>echt</b>");
    const page = await inbox.show(as(order.provider), order.id, "sale");
    expect("data" in page && page.data.disputeReason).toBe("De helft was rot ＜b＞echt＜/b＞");
  });
});

describe("the order and sale pages' data", () => {
  it("shows each side its own view and sends the other side's URL to its own", async () => {
    const order = await orderIn("purchased");
    const customerView = await inbox.show(as(order.customer), order.id, "order");
    expect("data" in customerView).toBe(true);
    if (!("data" in customerView)) return;
    expect(customerView.data).toMatchObject({
      role: "customer",
      state: "purchased",
      isParty: true,
      payinTotal: 700,
      listings: [{ id: order.listing.id, title: order.listing.title }],
      pickup: { address: expect.stringContaining("Tuinstraat 4") },
      shipping: null,
      actions: [{ kind: "mark-received", transition: "transition/mark-received-from-purchased" }],
    });
    expect(customerView.data.lineItems.every((l) => l.includeFor.includes("customer"))).toBe(true);
    expect(customerView.data.history.map((h) => h.transition)).toEqual([
      "transition/request-payment",
      "transition/confirm-payment",
    ]);

    const saleView = await inbox.show(as(order.provider), order.id, "sale");
    if (!("data" in saleView)) throw new Error("expected data");
    // The grower's own address, as the API and their new-order mail give it (decision 073).
    expect(saleView.data).toMatchObject({
      role: "provider",
      payoutTotal: 525,
      pickup: { address: expect.stringContaining("Tuinstraat 4") },
      shipping: null,
    });
    expect(saleView.data.lineItems.map((l) => l.code)).toContain("line-item/provider-commission");
    expect(saleView.data.lineItems.map((l) => l.code)).not.toContain(
      "line-item/customer-commission",
    );

    expect(await inbox.show(as(order.provider), order.id, "order")).toEqual({
      redirect: `/sale/${order.id}/details`,
    });
    expect(await inbox.show(as(order.customer), order.id, "sale")).toEqual({
      redirect: `/order/${order.id}/details`,
    });
  });

  it("marks an inbox row unread while its conversation has a message the user has not read", async () => {
    const order = await purchasedOrder(testDb(), services);
    const row = async () =>
      (await inbox.query(order.provider.id, "sales", 1)).items.find((i) => i.id === order.id);
    expect((await row())?.unread).toBe(false);
    await services.messages.send(as(order.customer), { transactionId: order.id, content: "Hoi" });
    expect((await row())?.unread).toBe(true);
    // The buyer's own row: their message is no unread one for them.
    const theirs = (await inbox.query(order.customer.id, "orders", 1)).items;
    expect(theirs.find((i) => i.id === order.id)?.unread).toBe(false);
    await services.messages.markRead(as(order.provider), order.id);
    expect((await row())?.unread).toBe(false);
  });

  it("shows the listing's first photo on both sides' pages and inbox rows", async () => {
    const order = await orderIn("purchased");
    const photo = (position: number, key: string) => ({
      listingId: order.listing.id,
      ownerId: order.provider.id,
      position,
      storageKey: key,
      width: 10,
      height: 10,
    });
    await testDb()
      .insert(listingImages)
      .values([photo(1, `listings/second-${order.id}`), photo(0, `listings/first-${order.id}`)]);
    for (const [who, side] of [
      [order.customer, "order"],
      [order.provider, "sale"],
    ] as const) {
      const view = await inbox.show(as(who), order.id, side);
      if (!("data" in view)) throw new Error("expected data");
      expect(view.data.listings[0]?.imageKey).toBe(`listings/first-${order.id}`);
    }
    const [row] = (await inbox.query(order.customer.id, "orders", 1)).items;
    expect(row).toMatchObject({ id: order.id, imageKey: `listings/first-${order.id}` });
  });

  it("is a 404 to anyone else and to unknown ids; an operator reads without actions", async () => {
    const order = await orderIn("purchased");
    const stranger = await createUser(testDb());
    const operator = await createUser(testDb(), { isOperator: true });
    for (const view of ["order", "sale"] as const) {
      expect(await codeOf(inbox.show(as(stranger), order.id, view))).toBe("not-found");
      expect(
        await codeOf(inbox.show(as(order.customer), "00000000-0000-4000-8000-000000000000", view)),
      ).toBe("not-found");
    }
    const seen = await inbox.show(as(operator, true), order.id, "sale");
    expect("data" in seen && seen.data.isParty).toBe(false);
    expect("data" in seen && seen.data.actions).toEqual([]);
  });

  it("gives both sides the shipping address and neither a pickup address for a parcel", async () => {
    const order = await purchasedOrder(testDb(), services, {
      deliveryMethod: "shipping",
      protectedData: {
        // The shape checkout writes (modules/checkout schemas): flat.
        shippingDetails: {
          name: "Anna Koper",
          phone: "0612345678",
          line1: "Kerkstraat 1",
          postalCode: "3511 AB",
          city: "Utrecht",
          country: "NL",
        },
      },
    });
    const sale = await inbox.show(as(order.provider), order.id, "sale");
    expect("data" in sale && sale.data.shipping).toMatchObject({
      name: "Anna Koper",
      phoneNumber: "0612345678",
      addressLine1: "Kerkstraat 1",
      city: "Utrecht",
    });
    expect("data" in sale && sale.data.actions.map((a) => a.kind)).toEqual([
      "mark-shipped",
      "cancel-by-provider",
    ]);
    expect("data" in sale && sale.data.pickup).toBeNull();
    // The buyer sees where the parcel goes, as the API and the confirmation mail say (decision 073).
    const bought = await inbox.show(as(order.customer), order.id, "order");
    expect("data" in bought && bought.data.pickup).toBeNull();
    expect("data" in bought && bought.data.shipping).toMatchObject({
      addressLine1: "Kerkstraat 1",
    });
  });

  it("gives the provider no shipping address or phone while the order is unpaid (decision 063)", async () => {
    const order = await purchasedOrder(testDb(), services, { deliveryMethod: "shipping" });
    const unpaid = await engine.initiate({
      customerId: order.customer.id,
      items: [{ listingId: order.listing.id, quantity: 1 }],
      deliveryMethod: "shipping",
      protectedData: {
        shippingDetails: { name: "Anna Koper", line1: "Kerkstraat 1", phone: "0612345678" },
      },
    });
    const sale = await inbox.show(as(order.provider), unpaid.id, "sale");
    expect("data" in sale && sale.data.state).toBe("pending-payment");
    expect("data" in sale && sale.data.shipping).toBeNull();
    expect(JSON.stringify(sale)).not.toMatch(/Kerkstraat|0612345678/);
  });

  it("hides a banned provider's name and picture", async () => {
    const order = await orderIn("purchased");
    await testDb().update(users).set({ banned: true }).where(eq(users.id, order.provider.id));
    const page = await inbox.show(as(order.customer), order.id, "order");
    expect("data" in page && page.data.provider).toMatchObject({
      banned: true,
      displayName: "",
      profileImageKey: null,
    });
  });
});

describe("inbox rows and the sales count", () => {
  it("lists each side's transactions with its label, newest move first, 10 a page", async () => {
    const customer = await createUser(testDb());
    const provider = await createUser(testDb(), { stripeConnected: true });
    const orders = [];
    for (let i = 0; i < 11; i++) {
      orders.push(await purchasedOrder(testDb(), services, { customer, provider }));
    }
    await engine.applyTransition({
      transactionId: orders[0]!.id,
      transition: "transition/mark-delivered",
      actor: { role: "provider", userId: provider.id },
    });

    const first = await inbox.query(customer.id, "orders", 1);
    expect(first.pagination).toEqual({ page: 1, perPage: 10, totalItems: 11, totalPages: 2 });
    expect(first.items[0]).toMatchObject({
      id: orders[0]!.id,
      status: { label: "markAsReceived", needsAction: true },
      other: { id: provider.id },
    });
    expect(first.items[1]!.status).toEqual({ label: "waitingForDelivery", needsAction: false });
    const second = await inbox.query(customer.id, "orders", 2);
    expect(second.items).toHaveLength(1);
    expect(second.pagination.totalItems).toBe(11);
    // Past the end: no rows, the total still counted.
    const past = await inbox.query(customer.id, "orders", 3);
    expect(past.items).toEqual([]);
    expect(past.pagination).toMatchObject({ totalItems: 11, totalPages: 2 });

    const sales = await inbox.query(provider.id, "sales", 1);
    expect(sales.items[0]).toMatchObject({
      id: orders[0]!.id,
      status: { label: "delivered", needsAction: false },
      other: { id: customer.id },
    });
    expect(sales.items[1]!.status).toEqual({ label: "waitingForDelivery", needsAction: true });
    // Each side sees only its own side: the buyer has no sales, the grower no orders.
    expect((await inbox.query(customer.id, "sales", 1)).items).toEqual([]);
    expect((await inbox.query(provider.id, "orders", 1)).items).toEqual([]);

    // Ten paid sales wait for the grower; the delivered one no longer counts. It waits for the
    // buyer now (mark as received): buyers have a dot too (decision 067).
    expect(await inbox.notificationCount(provider.id)).toBe(10);
    expect(await inbox.notificationCount(customer.id)).toBe(1);
  });
});
