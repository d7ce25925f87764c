import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../../db/schema";
import { testDb } from "../../tests/setup/services";
import { enqueueOn, outboxOn } from "./outbox.repository.server";
import { OUTBOX_MAX_ATTEMPTS, runOutbox } from "./outbox-runner.server";

// The outbox runner (decisions 042, 072). Each test's kinds are its own (a random tag), and a
// pass claims only the kinds it has handlers for, so other tests' rows are never touched.

const rowOf = async (key: string) =>
  (await testDb().select().from(outbox).where(eq(outbox.idempotencyKey, key)))[0];

function movingClock() {
  let at = new Date("2026-03-01T10:00:00Z").getTime();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

describe("outbox runner", () => {
  it("runs each row once when it succeeds, retries a failure later, leaves unknown kinds", async () => {
    const { now, advance } = movingClock();
    const queue = outboxOn(testDb());
    const tag = Math.random().toString(36).slice(2);
    const job = (kind: string, key: string) => ({
      kind: `${kind}-${tag}`,
      idempotencyKey: `${tag}:${key}`,
      payload: {},
      availableAt: now(),
    });
    await enqueueOn(testDb(), job("ok", "a"));
    await enqueueOn(testDb(), job("ok", "a"));
    await queue.enqueue(job("flaky", "b"));
    await queue.enqueue(job("later", "c"));
    const ran: string[] = [];
    let flakyCalls = 0;
    const handlers = {
      [`ok-${tag}`]: async () => {
        ran.push("ok");
      },
      [`flaky-${tag}`]: async () => {
        flakyCalls++;
        if (flakyCalls === 1) throw new Error("mail server away");
        ran.push("flaky");
      },
    };
    const first = await runOutbox(queue, handlers, now);
    expect(first).toMatchObject({ claimed: 2, done: 1, failed: 1, gaveUp: 0 });
    expect(await rowOf(`${tag}:b`)).toMatchObject({
      lastError: "mail server away",
      doneAt: null,
      failedAt: null,
      attempts: 1,
    });
    // Not before its retry time.
    expect(await runOutbox(queue, handlers, now)).toMatchObject({ claimed: 0 });
    advance(6_000);
    expect(await runOutbox(queue, handlers, now)).toMatchObject({ claimed: 1, done: 1 });
    expect(ran).toEqual(["ok", "flaky"]);
    expect(await rowOf(`${tag}:c`)).toMatchObject({ doneAt: null, attempts: 0 });
  });

  it("stops a job that keeps failing after its last attempt, keeps it as failed, and retries it on request", async () => {
    const { now, advance } = movingClock();
    const queue = outboxOn(testDb());
    const tag = Math.random().toString(36).slice(2);
    const key = `${tag}:broken`;
    await queue.enqueue({
      kind: `broken-${tag}`,
      idempotencyKey: key,
      payload: {},
      availableAt: now(),
    });
    let calls = 0;
    let fixed = false;
    const handlers = {
      [`broken-${tag}`]: async () => {
        calls++;
        if (!fixed) throw new Error(`still broken (${calls})`);
      },
    };
    for (let i = 0; i < OUTBOX_MAX_ATTEMPTS + 3; i++) {
      await runOutbox(queue, handlers, now);
      // Past the longest backoff, so every pass finds the row due unless it gave up.
      advance(16 * 60_000);
    }
    expect(calls).toBe(OUTBOX_MAX_ATTEMPTS);
    const failed = await rowOf(key);
    expect(failed).toMatchObject({
      attempts: OUTBOX_MAX_ATTEMPTS,
      lastError: `still broken (${OUTBOX_MAX_ATTEMPTS})`,
      doneAt: null,
    });
    expect(failed?.failedAt).toBeInstanceOf(Date);
    expect((await queue.listFailed(1000)).map((r) => r.id)).toContain(failed!.id);

    fixed = true;
    expect(await queue.retry(failed!.id, now())).toMatchObject({ failedAt: null, attempts: 0 });
    // A job that has not failed is not "retried".
    expect(await queue.retry(failed!.id, now())).toBeNull();
    expect(await runOutbox(queue, handlers, now)).toMatchObject({ claimed: 1, done: 1 });
    expect(await rowOf(key)).toMatchObject({ doneAt: now(), lastError: null });
    expect((await queue.listFailed(1000)).map((r) => r.id)).not.toContain(failed!.id);
  });

  it("claims only the given transactions' rows when a pass is scoped", async () => {
    const { now } = movingClock();
    const queue = outboxOn(testDb());
    const tag = Math.random().toString(36).slice(2);
    const mine = crypto.randomUUID();
    const theirs = crypto.randomUUID();
    for (const id of [mine, theirs]) {
      await queue.enqueue({
        kind: `scoped-${tag}`,
        idempotencyKey: `${tag}:${id}`,
        payload: { transactionId: id },
        availableAt: now(),
      });
    }
    const ran: unknown[] = [];
    const handlers = {
      [`scoped-${tag}`]: async (row: { payload: Record<string, unknown> }) => {
        ran.push(row.payload.transactionId);
      },
    };
    const pass = await runOutbox(queue, handlers, now, { scope: { transactionIds: [mine] } });
    expect(pass).toMatchObject({ claimed: 1, done: 1 });
    expect(ran).toEqual([mine]);
    expect(await rowOf(`${tag}:${theirs}`)).toMatchObject({ doneAt: null, attempts: 0 });
  });
});
