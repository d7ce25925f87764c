import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, payouts } from "../../../db/schema";
import { createLogger } from "../../../server/log";
import { createUser } from "../../../tests/factories";
import { as, paidOrder, type Setup, setup } from "../../../tests/setup/mail-clock";
import { testDb } from "../../../tests/setup/services";
import type { AppContext } from "../../context";
import * as operatorPage from "./payouts";

// The operator's failed payouts (decision 079): listed on /operator/payouts with order, grower, amount,
// failure and time; retried by the operator once the grower fixed the account; nobody else
// sees or retries them (the 404 the rest of /operator gives).

const HOUR = 60 * 60_000;

async function payoutOf(transactionId: string) {
  const [row] = await testDb()
    .select()
    .from(payouts)
    .where(eq(payouts.transactionId, transactionId));
  return row ?? null;
}

/** A received order whose transfers to a restricted account failed until it was given up on. */
async function failedPayout(s: Setup) {
  const order = await paidOrder(s, "pickup");
  const destination = (await s.services.payouts.destinationOf(order.provider.id))!;
  await s.services.testPayments!.setAccountRestricted(destination, true);
  await s.services.inbox.transition(as(order.provider), order.id, {
    transition: "transition/mark-delivered",
  });
  await s.services.inbox.transition(as(order.customer), order.id, {
    transition: "transition/mark-received",
  });
  await s.settle();
  for (const hours of [1, 6, 24]) {
    s.clock.advance(hours * HOUR);
    await s.settle();
  }
  expect(await payoutOf(order.id)).toMatchObject({
    status: "failed",
    lastFailure: "account_restricted",
  });
  return { ...order, destination };
}

function context(s: Setup, user: AppContext["user"]): AppContext {
  return {
    services: s.services,
    user,
    locale: "nl",
    log: createLogger("silent"),
    requestId: "failed-payouts",
  } as AppContext;
}

const post = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return new Request("http://localhost/operator/payouts", { method: "POST", body });
};
const args = (c: AppContext, request: Request) => ({ context: c, request, params: {} }) as never;

/** An action's or loader's status and body, thrown or returned, as React Router answers it. */
async function outcome(run: () => Promise<unknown>) {
  let out: unknown;
  try {
    out = await run();
  } catch (thrown) {
    out = thrown;
  }
  const wrapped = out as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (wrapped?.type === "DataWithResponseInit")
    return { status: wrapped.init?.status ?? 200, body: wrapped.data as Record<string, unknown> };
  return { status: 200, body: out as Record<string, unknown> };
}

describe("/operator: failed payouts", () => {
  it("lists a payout given up on; the operator retries it once the account is fixed, and it is paid once", async () => {
    const s = setup("2045-02-03T10:00:00Z", { PAYOUT_DELAY: "0" });
    const order = await failedPayout(s);
    const operator = await createUser(testDb(), { isOperator: true });
    const c = context(s, await s.services.users.findById(operator.id));
    const { orderNumber } = (await s.services.transactionEngine.find(order.id))!;

    const page = await operatorPage.loader(
      args(c, new Request("http://localhost/operator/payouts")),
    );
    const row = page.failedPayouts.find((p) => p.transactionId === order.id);
    expect(row).toEqual({
      transactionId: order.id,
      orderNumber,
      grower: { id: order.provider.id, displayName: "Kees Kweker" },
      amount: (await payoutOf(order.id))!.amount,
      currency: "EUR",
      failure: "account_restricted",
      failedAt: s.clock.now().toISOString(),
    });

    // A bad id is refused by the schema, an unknown one is not found: nothing moves.
    const bad = await outcome(() =>
      operatorPage.action(args(c, post({ intent: "retry-payout", transactionId: "x" }))),
    );
    expect(bad).toMatchObject({ status: 400, body: { formError: "OperatorPage.payoutNotFound" } });
    const unknown = await outcome(() =>
      operatorPage.action(args(c, post({ intent: "retry-payout", transactionId: randomUUID() }))),
    );
    expect(unknown).toMatchObject({
      status: 404,
      body: { formError: "OperatorPage.payoutNotFound" },
    });

    await s.services.testPayments!.setAccountRestricted(order.destination, false);
    const retried = await outcome(() =>
      operatorPage.action(args(c, post({ intent: "retry-payout", transactionId: order.id }))),
    );
    expect(retried).toMatchObject({
      status: 200,
      body: { ok: true, message: "OperatorPage.payoutRetried" },
    });
    expect(await payoutOf(order.id)).toMatchObject({ status: "scheduled" });
    // The retry is audited with the move (decision 084); the second click below writes no row.
    const audited = async () =>
      (await testDb().select().from(auditLog).where(eq(auditLog.targetId, order.id))).map((a) => [
        a.action,
        a.actorId,
      ]);
    expect(await audited()).toEqual([["payout.retry", operator.id]]);
    // A second click (or another operator) while it is scheduled changes nothing.
    const again = await outcome(() =>
      operatorPage.action(args(c, post({ intent: "retry-payout", transactionId: order.id }))),
    );
    expect(again.body).toMatchObject({ ok: true, message: "OperatorPage.payoutNotFailed" });
    expect(await audited()).toEqual([["payout.retry", operator.id]]);
    await s.settle();
    expect(await payoutOf(order.id)).toMatchObject({ status: "paid" });
    // Paid: off the list, and a retry still does nothing.
    const after = await operatorPage.loader(
      args(c, new Request("http://localhost/operator/payouts")),
    );
    expect(after.failedPayouts.map((p) => p.transactionId)).not.toContain(order.id);
    const paid = await outcome(() =>
      operatorPage.action(args(c, post({ intent: "retry-payout", transactionId: order.id }))),
    );
    expect(paid.body).toMatchObject({ ok: true, message: "OperatorPage.payoutNotFailed" });
    expect(await payoutOf(order.id)).toMatchObject({ status: "paid" });
    expect((await s.services.payouts.history(order.provider.id)).orders[0]!.payout.state).toBe(
      "paid",
    );
  });

  it("is the plain 404 to the grower, another user and a visitor, and retries nothing", async () => {
    const s = setup("2045-03-03T10:00:00Z", { PAYOUT_DELAY: "0" });
    const order = await failedPayout(s);
    await s.services.testPayments!.setAccountRestricted(order.destination, false);
    const other = await createUser(testDb());
    for (const user of [
      await s.services.users.findById(order.provider.id),
      await s.services.users.findById(other.id),
      null,
    ]) {
      const c = context(s, user);
      const list = await outcome(() =>
        operatorPage.loader(args(c, new Request("http://localhost/operator/payouts"))),
      );
      expect(list.status).toBe(404);
      const retry = await outcome(() =>
        operatorPage.action(args(c, post({ intent: "retry-payout", transactionId: order.id }))),
      );
      expect(retry.status).toBe(404);
    }
    expect(await payoutOf(order.id)).toMatchObject({ status: "failed" });
  });
});
