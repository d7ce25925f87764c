import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, outbox } from "../../../db/schema";
import { createUser } from "../../../tests/factories";
import { as, DAY, paidOrder, setup } from "../../../tests/setup/mail-clock";
import { routeArgs, routeContext, routeOutcome } from "../../../tests/setup/route-context";
import { testDb } from "../../../tests/setup/services";
import * as orders from "./orders";
import * as payouts from "./payouts";
import * as overview from "./route";

// Decision 084: the list finds orders by number, party and listing and narrows them by state;
// the overview counts disputes and waiting orders and links to them; a failed outbox job is
// listed with its error and retried once, audited.

describe("/operator/orders: the list and the overview", () => {
  it("finds by number, party and title, narrows to disputes and waiting orders, and counts them", async () => {
    const s = setup("2051-05-01T10:00:00Z");
    const operator = await createUser(testDb(), { isOperator: true });
    const c = routeContext(s.services, await s.services.users.findById(operator.id));
    const waiting = await paidOrder(s, "pickup");
    const dispute = await paidOrder(s, "pickup");
    await s.services.inbox.transition(as(dispute.provider), dispute.id, {
      transition: "transition/mark-delivered",
    });
    s.clock.advance(DAY);
    await s.services.inbox.transition(as(dispute.customer), dispute.id, {
      transition: "transition/dispute",
      disputeReason: "Niet wat er stond",
    });
    s.clock.advance(3 * DAY + 60_000);

    const list = async (query: string) =>
      (
        (await routeOutcome(() => orders.loader(routeArgs(c, `/operator/orders?${query}`))))
          .body as { rows: Array<{ id: string; daysLeft: number | null }> }
      ).rows;
    const number = (await s.services.transactionEngine.find(waiting.id))!.orderNumber;
    expect((await list(`q=${number}`)).map((r) => r.id)).toEqual([waiting.id]);
    expect((await list(`q=${number.toLowerCase()}`)).map((r) => r.id)).toEqual([waiting.id]);
    expect((await list(`q=${waiting.id}`)).map((r) => r.id)).toEqual([waiting.id]);
    expect(
      (await list(`q=${encodeURIComponent(waiting.customer.email)}`)).map((r) => r.id),
    ).toEqual([waiting.id]);
    expect((await list(`q=${encodeURIComponent(waiting.listing.title)}`)).map((r) => r.id)).toEqual(
      [waiting.id],
    );
    // A wildcard typed is a character, not "everything".
    expect(await list("q=%25%25%25")).toEqual([]);

    const disputes = await list("filter=disputed");
    const mine = disputes.find((r) => r.id === dispute.id);
    // Opened three days ago: 60 − 3 days left before the auto-cancel (spec §4).
    expect(mine?.daysLeft).toBe(56);
    expect(disputes.map((r) => r.id)).not.toContain(waiting.id);
    // By the last move, as the history names it.
    const lastDispute = (await list("last=dispute")).map((r) => r.id);
    expect(lastDispute).toContain(dispute.id);
    expect(lastDispute).not.toContain(waiting.id);
    const notHandedOver = (await list("filter=not-handed-over")).map((r) => r.id);
    expect(notHandedOver).toContain(waiting.id);
    expect(notHandedOver).not.toContain(dispute.id);

    const page = (await routeOutcome(() => overview.loader(routeArgs(c, "/operator")))).body as {
      counts: Array<{ id: string; count: number; to: string }>;
      disputes: Array<{ id: string }>;
    };
    const count = (id: string) => page.counts.find((x) => x.id === id)!;
    expect(count("OperatorOrders.countDisputes").count).toBeGreaterThanOrEqual(1);
    expect(count("OperatorOrders.countDisputes").to).toBe("/operator/orders?filter=disputed");
    expect(count("OperatorOrders.countNotHandedOver").count).toBeGreaterThanOrEqual(1);
    expect(count("OperatorOrders.countNewUsers").to).toBe("/operator/users?filter=new");
    expect(typeof count("OperatorOrders.countLedgerDifferences").count).toBe("number");
  });

  it("lists a failed outbox job with its error; the operator retries it once, audited", async () => {
    const s = setup("2051-05-02T10:00:00Z");
    const operator = await createUser(testDb(), { isOperator: true });
    const c = routeContext(s.services, await s.services.users.findById(operator.id));
    const [job] = await testDb()
      .insert(outbox)
      .values({
        kind: "transaction-mail",
        idempotencyKey: `ops-test:${Math.random()}`,
        payload: {},
        availableAt: s.clock.now(),
        attempts: 8,
        lastError: "SMTP 554: rejected",
        failedAt: s.clock.now(),
        createdAt: s.clock.now(),
      })
      .returning();
    const page = (await routeOutcome(() => payouts.loader(routeArgs(c, "/operator/payouts"))))
      .body as { failedJobs: Array<{ id: string; error: string | null }> };
    expect(page.failedJobs.find((j) => j.id === job!.id)?.error).toBe("SMTP 554: rejected");

    const retry = () =>
      routeOutcome(() =>
        payouts.action(routeArgs(c, "/operator/payouts", { intent: "retry-job", jobId: job!.id })),
      );
    expect((await retry()).body).toMatchObject({ message: "OperatorOrders.jobRetried" });
    expect((await retry()).body).toMatchObject({ message: "OperatorOrders.jobNotFailed" });
    const [after] = await testDb().select().from(outbox).where(eq(outbox.id, job!.id));
    expect(after).toMatchObject({ failedAt: null, attempts: 0 });
    const audit = await testDb().select().from(auditLog).where(eq(auditLog.targetId, job!.id));
    expect(audit.map((a) => [a.action, a.actorId])).toEqual([["job.retry", operator.id]]);
    // Not left in line for other tests' outbox runs: this job has nothing to send.
    await testDb().delete(outbox).where(eq(outbox.id, job!.id));
  });
});
