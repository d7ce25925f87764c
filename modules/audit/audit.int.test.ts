import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDb } from "../../tests/setup/services";
import { auditOn, createAuditService } from "./server";

const now = () => new Date("2040-03-01T10:00:00Z");

describe("the audit log", () => {
  it("keeps a row written with its action and finds it by words, action and target", async () => {
    const db = testDb();
    const audit = createAuditService({ db, now });
    const target = randomUUID();
    const id = await audit.record({
      actor: { id: null, label: "command line" },
      action: "user.ban",
      targetType: "user",
      targetId: target,
      targetLabel: `Zoekbare Tuinier ${target.slice(0, 8)}`,
      reason: "spam",
    });
    expect(await audit.search({ targetId: target })).toMatchObject([
      { id, action: "user.ban", reason: "spam", actorLabel: "command line" },
    ]);
    expect((await audit.search({ q: `tuinier ${target.slice(0, 8)}` })).map((r) => r.id)).toEqual([
      id,
    ]);
    expect(await audit.search({ targetId: target, action: "user.unban" })).toEqual([]);
    // A % in the words is a character, not a wildcard.
    expect(await audit.search({ q: "%", targetId: target })).toEqual([]);
  });

  it("commits with its action's transaction and rolls back with it", async () => {
    const db = testDb();
    const target = randomUUID();
    const entry = {
      actor: { id: null, label: "test" },
      action: "listing.close" as const,
      targetType: "listing" as const,
      targetId: target,
    };
    await expect(
      db.transaction(async (tx) => {
        await auditOn(tx, now).record(entry);
        throw new Error("the action failed");
      }),
    ).rejects.toThrow("the action failed");
    const audit = createAuditService({ db, now });
    expect(await audit.search({ targetId: target })).toEqual([]);
    await db.transaction((tx) => auditOn(tx, now).record(entry));
    expect(await audit.search({ targetId: target })).toHaveLength(1);
  });

  it("refuses to change or delete a row, even from the database", async () => {
    const db = testDb();
    const audit = createAuditService({ db, now });
    const target = randomUUID();
    const id = await audit.record({
      actor: { id: null, label: "test" },
      action: "job.retry",
      targetType: "job",
      targetId: target,
    });
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => "allowed",
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(
      await refusal(db.execute(sql`update audit_log set reason = 'x' where id = ${id}`)),
    ).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`delete from audit_log where id = ${id}`))).toMatch(
      /append-only/,
    );
    expect(await refusal(db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
    expect((await audit.search({ targetId: target }))[0]?.reason).toBe("");
  });
});
