import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { createListing, createUser } from "../../tests/factories";
import { purchasedOrder } from "../../tests/setup/orders";
import { testDb, testServices } from "../../tests/setup/services";
import type { Actor } from "./engine.server";

// The engine's questions (decision 074): check, speculateTransition and transitionsFor give the
// answer the move itself gives, and write nothing.

const { services } = testServices();
const engine = services.transactionEngine;

/** The code the move is refused with, or "ok" (then it has run). */
async function moveCode(transactionId: string, transition: string, actor: Actor) {
  return engine
    .applyTransition({ transactionId, transition, actor })
    .then(() => "ok")
    .catch((error: { code: string }) => error.code);
}

const codeOf = (check: Awaited<ReturnType<typeof engine.check>>) =>
  check.ok ? "ok" : check.error.code;

describe("engine.check", () => {
  it("refuses with the move's own error, for each of its reasons, and writes nothing", async () => {
    const order = await purchasedOrder(testDb(), services);
    const stranger = await createUser(testDb());
    const customer: Actor = { role: "customer", userId: order.customer.id };
    const cases: Array<[string, Actor]> = [
      ["transition/mark-delivered", customer], // the grower's step
      ["transition/dispute", customer], // not from purchased
      ["transition/mark-delivered", { role: "provider", userId: stranger.id }], // not their sale
      ["transition/no-such-step", customer],
    ];
    const checked = [];
    for (const [name, actor] of cases)
      checked.push(codeOf(await engine.check(order.id, name, actor)));
    expect(checked).toEqual([
      "forbidden",
      "transaction-invalid-transition",
      "forbidden",
      "transaction-invalid-transition",
    ]);
    const moved = [];
    for (const [name, actor] of cases) moved.push(await moveCode(order.id, name, actor));
    expect(moved).toEqual(checked);
    expect((await engine.find(order.id))!.state).toBe("purchased");
    expect(codeOf(await engine.check(crypto.randomUUID(), "transition/dispute", customer))).toBe(
      "not-found",
    );
  });

  it("leaves a privileged step to trusted server code", async () => {
    const grower = await createUser(testDb(), { stripeConnected: true });
    const listing = await createListing(testDb(), {
      authorId: grower.id,
      priceAmount: 300,
      currentStock: 3,
    });
    const buyer = await createUser(testDb());
    const tx = await engine.initiate({
      customerId: buyer.id,
      items: [{ listingId: listing.id, quantity: 1 }],
      deliveryMethod: "pickup",
    });
    expect(tx.state).toBe("pending-payment");
    const customer: Actor = { role: "customer", userId: buyer.id };
    const check = await engine.check(tx.id, "transition/confirm-payment", customer);
    expect(codeOf(check)).toBe("forbidden");
    expect(await moveCode(tx.id, "transition/confirm-payment", customer)).toBe("forbidden");
    expect(await engine.transitionsFor(tx.id, customer)).toEqual([]);
  });

  it("accepts what the move accepts, on an id or a row, and only says where it leads", async () => {
    const order = await purchasedOrder(testDb(), services);
    const provider: Actor = { role: "provider", userId: order.provider.id };
    const row = (await engine.find(order.id))!;
    for (const target of [order.id, row]) {
      const check = await engine.check(target, "transition/mark-delivered", provider);
      expect(check.ok && { to: check.to, from: check.from }).toEqual({
        to: "delivered",
        from: "purchased",
      });
    }
    expect((await engine.find(order.id))!.state).toBe("purchased");
    expect(await moveCode(order.id, "transition/mark-delivered", provider)).toBe("ok");
  });

  it("refuses a banned party, and lists nothing for them (decision 065)", async () => {
    const order = await purchasedOrder(testDb(), services);
    const provider: Actor = { role: "provider", userId: order.provider.id };
    const before = await engine.transitionsFor(order.id, provider);
    expect(before.map((t) => t.name)).toContain("transition/mark-delivered");
    for (const t of before)
      expect(codeOf(await engine.check(order.id, t.name, provider))).toBe("ok");
    await testDb().update(users).set({ banned: true }).where(eq(users.id, order.provider.id));
    expect(codeOf(await engine.check(order.id, "transition/mark-delivered", provider))).toBe(
      "user-banned",
    );
    expect(await engine.transitionsFor(order.id, provider)).toEqual([]);
    expect(await moveCode(order.id, "transition/mark-delivered", provider)).toBe("user-banned");
  });
});

describe("engine.speculateTransition", () => {
  it("answers the state and the refund's reversal lines the grower's cancel would leave, writing nothing", async () => {
    const order = await purchasedOrder(testDb(), services);
    const input = {
      transactionId: order.id,
      transition: "transition/cancel-by-provider",
      actor: { role: "provider", userId: order.provider.id } as Actor,
      params: { protectedData: { cancelReason: "Hagel." } },
    };
    const before = (await engine.find(order.id))!;
    const next = await engine.speculateTransition(input);
    expect(next).toMatchObject({
      state: "canceled",
      lastTransition: "transition/cancel-by-provider",
      payinTotal: before.payinTotal,
      payoutTotal: before.payoutTotal,
    });
    expect(next.lineItems.filter((l) => l.reversal).length).toBeGreaterThan(0);
    expect(await engine.find(order.id)).toEqual(before);
    // The move leaves the lines it foretold.
    const moved = await engine.applyTransition(input);
    expect(moved.state).toBe(next.state);
    expect(moved.lineItems).toEqual(next.lineItems);
  });

  it("refuses params the transition does not name (400) and what the move refuses", async () => {
    const order = await purchasedOrder(testDb(), services);
    const customer: Actor = { role: "customer", userId: order.customer.id };
    await expect(
      engine.speculateTransition({
        transactionId: order.id,
        transition: "transition/mark-received-from-purchased",
        actor: customer,
        params: { protectedData: { message: "overschreven" } },
      }),
    ).rejects.toMatchObject({ status: 400, code: "validation-invalid-params" });
    await expect(
      engine.speculateTransition({
        transactionId: order.id,
        transition: "transition/mark-delivered",
        actor: customer,
      }),
    ).rejects.toMatchObject({ status: 403, code: "forbidden" });
    const fine = await engine.speculateTransition({
      transactionId: order.id,
      transition: "transition/mark-received-from-purchased",
      actor: customer,
    });
    expect(fine.state).toBe("received");
    expect(fine.lineItems.some((l) => l.reversal)).toBe(false);
  });
});
