import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox } from "../../db/schema";
import { testDb } from "../../tests/setup/services";
import { runOutbox } from "./outbox-runner.server";
import { createTransactionRepository } from "./repository.server";

// The outbox runner (decision 042) with a clock far from other tests' rows.

describe("outbox runner", () => {
  it("runs each row once when it succeeds, retries a failure later, leaves unknown kinds", async () => {
    let at = new Date("2041-03-01T10:00:00Z").getTime();
    const now = () => new Date(at);
    const repo = createTransactionRepository(testDb(), now);
    const tag = Math.random().toString(36).slice(2);
    await repo.enqueue({
      kind: `ok-${tag}`,
      idempotencyKey: `${tag}:a`,
      payload: {},
      availableAt: now(),
    });
    await repo.enqueue({
      kind: `ok-${tag}`,
      idempotencyKey: `${tag}:a`,
      payload: {},
      availableAt: now(),
    });
    await repo.enqueue({
      kind: `flaky-${tag}`,
      idempotencyKey: `${tag}:b`,
      payload: {},
      availableAt: now(),
    });
    await repo.enqueue({
      kind: `later-${tag}`,
      idempotencyKey: `${tag}:c`,
      payload: {},
      availableAt: now(),
    });
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
    const first = await runOutbox(repo, handlers, now);
    expect(first).toMatchObject({ claimed: 2, done: 1, failed: 1 });
    const [failedRow] = await testDb()
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `${tag}:b`));
    expect(failedRow).toMatchObject({ lastError: "mail server away", doneAt: null, attempts: 1 });
    // Not before its retry time.
    expect(await runOutbox(repo, handlers, now)).toMatchObject({ claimed: 0 });
    at += 6_000;
    expect(await runOutbox(repo, handlers, now)).toMatchObject({ claimed: 1, done: 1 });
    expect(ran).toEqual(["ok", "flaky"]);
    const [unknown] = await testDb()
      .select()
      .from(outbox)
      .where(eq(outbox.idempotencyKey, `${tag}:c`));
    expect(unknown).toMatchObject({ doneAt: null, attempts: 0 });
  });
});
