import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { users } from "../../../db/schema";
import { purchasedOrder } from "../../../tests/setup/orders";
import { testDb, testServices } from "../../../tests/setup/services";
import type { AppContext } from "../../context";
import { loadTransactionPage, transactionPageAction } from "./page.server";

// The order and sale pages' forms as the browser posts them: results, messages and the spec §8
// codes logged on failure.

// Each reading of the clock is a second later: messages written in a loop keep their order.
let at = Date.parse("2026-07-01T08:00:00Z");
const tick = () => {
  at += 1000;
  return new Date(at);
};
const { services } = testServices({ now: tick });
afterEach(() => vi.restoreAllMocks());

async function contextOf(userId: string) {
  return {
    services,
    user: await services.users.findById(userId),
    locale: "nl",
    log,
    requestId: "test",
  } as unknown as AppContext;
}

type Result = { data: Record<string, unknown>; init: ResponseInit | null };

/** The request's logger: failures are logged under their spec §8 code. */
const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
afterEach(() => {
  log.warn.mockClear();
  log.error.mockClear();
});

async function post(userId: string, txId: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  const request = new Request(`http://localhost/order/${txId}/details`, { method: "POST", body });
  return (await transactionPageAction(await contextOf(userId), request, txId)) as unknown as Result;
}

describe("order and sale page forms", () => {
  it("marks received once; the repeat says the order changed and logs mark-received-failed", async () => {
    const order = await purchasedOrder(testDb(), services);
    const move = { intent: "transition", transition: "transition/mark-received-from-purchased" };
    expect((await post(order.customer.id, order.id, move)).data).toEqual({
      ok: true,
      intent: "transition",
    });
    const again = await post(order.customer.id, order.id, move);
    expect(again.init?.status).toBe(409);
    expect(again.data).toMatchObject({ ok: false, formError: "TransactionPage.refused.received" });
    expect(log.warn).toHaveBeenCalledWith(
      { code: "mark-received-from-purchase-failed", reason: "transaction-invalid-transition" },
      "mark-received-from-purchase-failed",
    );
  });

  it("logs mark-delivered-failed and shows 'refresh and retry' when the buyer tries the grower's step", async () => {
    const order = await purchasedOrder(testDb(), services);
    const result = await post(order.customer.id, order.id, {
      intent: "transition",
      transition: "transition/mark-delivered",
    });
    expect(result.init?.status).toBe(403);
    expect(result.data.formError).toBe("TransactionPage.markDeliveredFailed");
    expect(log.warn).toHaveBeenCalledWith(
      { code: "mark-delivered-failed", reason: "forbidden" },
      "mark-delivered-failed",
    );
  });

  it("asks for a dispute reason, then keeps it", async () => {
    const order = await purchasedOrder(testDb(), services);
    await post(order.provider.id, order.id, {
      intent: "transition",
      transition: "transition/mark-delivered",
    });
    const empty = await post(order.customer.id, order.id, {
      intent: "transition",
      transition: "transition/dispute",
      disputeReason: "  ",
    });
    expect(empty.data).toMatchObject({
      ok: false,
      formError: "TransactionPage.disputeReasonRequired",
      fieldErrors: { disputeReason: "TransactionPage.disputeReasonRequired" },
    });
    const given = await post(order.customer.id, order.id, {
      intent: "transition",
      transition: "transition/dispute",
      disputeReason: "Alles was beschimmeld.",
    });
    expect(given.data.ok).toBe(true);
    expect((await services.transactionEngine.find(order.id))!.protectedData.disputeReason).toBe(
      "Alles was beschimmeld.",
    );
  });

  it("refuses empty, too long and removed-recipient messages with their texts", async () => {
    const order = await purchasedOrder(testDb(), services);
    const send = (content: string) =>
      post(order.customer.id, order.id, { intent: "message", content });
    expect((await send("")).data.fieldErrors).toEqual({
      content: "TransactionPage.messageRequired",
    });
    const long = await send("a".repeat(5001));
    expect(long.data.fieldErrors).toEqual({ content: "Validators.maxLength?maxLength=5000" });
    expect((long.data.values as Record<string, string>).content).toHaveLength(5001);
    // A NUL in the form (decision 064): the field's message and the text kept, not a 500.
    const nul = await send("Hallo\u0000daar");
    expect(nul.init?.status).toBe(400);
    expect(nul.data.fieldErrors).toEqual({ content: "Validators.invalidCharacter" });
    expect((nul.data.values as Record<string, string>).content).toBe("Hallo\u0000daar");
    await testDb().update(users).set({ deleted: true }).where(eq(users.id, order.provider.id));
    const blocked = await send("Hallo?");
    expect(blocked.init?.status).toBe(403);
    expect(blocked.data.formError).toBe("TransactionPage.messageToRemovedUser");
  });

  it("loads the newest 100 messages, and the earlier ones with ?messages=2", async () => {
    const order = await purchasedOrder(testDb(), services);
    for (let i = 1; i <= 101; i++) {
      await services.messages.send(
        { id: order.customer.id, isOperator: false },
        { transactionId: order.id, content: `bericht ${i}` },
      );
    }
    const context = await contextOf(order.provider.id);
    const first = await loadTransactionPage(
      context,
      new Request(`http://localhost/sale/${order.id}/details`),
      order.id,
      "sale",
    );
    expect(first.messages).toHaveLength(100);
    expect(first.hasEarlier).toBe(true);
    const both = await loadTransactionPage(
      context,
      new Request(`http://localhost/sale/${order.id}/details?messages=2`),
      order.id,
      "sale",
    );
    expect(both.messages).toHaveLength(101);
    expect(both.messages[0]!.content).toBe("bericht 1");
    expect(both.hasEarlier).toBe(false);
  });

  it("tells the grower who marks delivered after the buyer marked received what happened (decision 068)", async () => {
    const order = await purchasedOrder(testDb(), services);
    await post(order.customer.id, order.id, {
      intent: "transition",
      transition: "transition/mark-received-from-purchased",
    });
    const late = await post(order.provider.id, order.id, {
      intent: "transition",
      transition: "transition/mark-delivered",
    });
    expect(late.init?.status).toBe(409);
    expect(late.data).toMatchObject({ ok: false, formError: "TransactionPage.refused.received" });
    expect(log.warn).toHaveBeenCalledWith(
      { code: "mark-delivered-failed", reason: "transaction-invalid-transition" },
      "mark-delivered-failed",
    );
  });

  it("opens the review form right after mark received and accepts a review sent at once (decision 068)", async () => {
    const order = await purchasedOrder(testDb(), services);
    await post(order.customer.id, order.id, {
      intent: "transition",
      transition: "transition/mark-received-from-purchased",
    });
    // No timer worker has run: the completion (autoComplete 0) is due, not done.
    expect((await services.transactionEngine.find(order.id))!.state).toBe("received");
    const page = await loadTransactionPage(
      await contextOf(order.customer.id),
      new Request(`http://localhost/order/${order.id}/details`),
      order.id,
      "order",
    );
    expect(page.transaction.actions.map((a) => a.kind)).toEqual(["review"]);

    // The grower, who has not reloaded, sends a review while the order is still "received".
    const other = await purchasedOrder(testDb(), services);
    await post(other.customer.id, other.id, {
      intent: "transition",
      transition: "transition/mark-received-from-purchased",
    });
    const review = await post(other.provider.id, other.id, {
      intent: "review",
      rating: "5",
      content: "Fijne koper.",
    });
    expect(review.data).toEqual({ ok: true, intent: "review" });
    expect((await services.transactionEngine.find(other.id))!.state).toBe("reviewed-by-provider");
  });

  it("says a second review was already sent, though the form is gone (decision 068)", async () => {
    const order = await purchasedOrder(testDb(), services);
    await post(order.customer.id, order.id, {
      intent: "transition",
      transition: "transition/mark-received-from-purchased",
    });
    const review = { intent: "review", rating: "4", content: "Lekker." };
    expect((await post(order.customer.id, order.id, review)).data.ok).toBe(true);
    const again = await post(order.customer.id, order.id, review);
    expect(again.init?.status).toBe(409);
    expect(again.data).toMatchObject({ ok: false, formError: "ReviewForm.reviewAlreadySent" });
  });

  it("lets the grower cancel with a reason and keeps a refused reason typed (decision 068)", async () => {
    const order = await purchasedOrder(testDb(), services);
    const cancel = (cancelReason: string) =>
      post(order.provider.id, order.id, {
        intent: "transition",
        transition: "transition/cancel-by-provider",
        cancelReason,
      });
    const long = await cancel("x".repeat(1001));
    expect(long.init?.status).toBe(400);
    expect(long.data).toMatchObject({
      ok: false,
      formError: "Validators.maxLength?maxLength=1000",
      fieldErrors: { cancelReason: "Validators.maxLength?maxLength=1000" },
      values: { cancelReason: "x".repeat(1001) },
    });
    expect((await cancel("Mijn kas is ingestort.")).data).toEqual({
      ok: true,
      intent: "transition",
    });
    const page = await loadTransactionPage(
      await contextOf(order.customer.id),
      new Request(`http://localhost/order/${order.id}/details`),
      order.id,
      "order",
    );
    expect(page.transaction.state).toBe("canceled");
    expect(page.transaction.cancelReason).toBe("Mijn kas is ingestort.");
  });

  it("shows only the steps the engine accepts: a banned grower's sale page has no buttons (decision 074)", async () => {
    const order = await purchasedOrder(testDb(), services);
    const salePage = async () =>
      loadTransactionPage(
        await contextOf(order.provider.id),
        new Request(`http://localhost/sale/${order.id}/details`),
        order.id,
        "sale",
      );
    expect((await salePage()).transaction.actions.map((a) => a.transition)).toContain(
      "transition/mark-delivered",
    );
    // The ban written while the grower's page was open: the engine refuses their every step.
    const context = await contextOf(order.provider.id);
    await testDb().update(users).set({ banned: true }).where(eq(users.id, order.provider.id));
    const page = await loadTransactionPage(
      context,
      new Request(`http://localhost/sale/${order.id}/details`),
      order.id,
      "sale",
    );
    expect(page.transaction.actions).toEqual([]);
  });
});
