import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AppError } from "#modules/errors";
import { conversationReads, messages as messagesTable, users } from "../../db/schema";
import { createUser } from "../../tests/factories";
import { purchasedOrder } from "../../tests/setup/orders";
import { testDb, testServices } from "../../tests/setup/services";

// Messages between the two sides of an order, on real PostgreSQL with a clock the test moves.

let at = new Date("2026-06-01T09:00:00Z").getTime();
const { services } = testServices({ now: () => new Date(at) });
const tick = () => {
  at += 1000;
};
const as = (user: { id: string }, isOperator = false) => ({ id: user.id, isOperator });

const errorOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return "ok";
  } catch (error) {
    if (error instanceof AppError) return `${error.code} ${error.messageId}`;
    if (error instanceof Error && error.name === "ZodError") {
      return (error as unknown as { issues: Array<{ message: string }> }).issues[0]!.message;
    }
    throw error;
  }
};

describe("messages", () => {
  it("go both ways and read oldest first, with < and > made harmless", async () => {
    const order = await purchasedOrder(testDb(), services);
    await services.messages.send(as(order.customer), {
      transactionId: order.id,
      content: "  Hoe laat kan ik langskomen? <script>  ",
    });
    tick();
    const reply = await services.messages.send(as(order.provider), {
      transactionId: order.id,
      content: "Na vijf uur.",
    });
    expect(reply).toMatchObject({ content: "Na vijf uur.", sender: { id: order.provider.id } });

    for (const viewer of [order.customer, order.provider]) {
      const { messages, pagination } = await services.messages.query(as(viewer), order.id);
      expect(messages.map((m) => [m.sender.id, m.content])).toEqual([
        [order.customer.id, "Hoe laat kan ik langskomen? ＜script＞"],
        [order.provider.id, "Na vijf uur."],
      ]);
      expect(pagination).toEqual({ page: 1, perPage: 100, totalItems: 2, totalPages: 1 });
    }
  });

  it("come 100 a page, page 1 the newest", async () => {
    const order = await purchasedOrder(testDb(), services);
    await testDb()
      .insert(messagesTable)
      .values(
        Array.from({ length: 103 }, (_, i) => ({
          transactionId: order.id,
          senderId: order.customer.id,
          content: `bericht ${i + 1}`,
          createdAt: new Date(at + i * 1000),
        })),
      );
    const newest = await services.messages.query(as(order.provider), order.id, 1);
    expect(newest.messages).toHaveLength(100);
    expect(newest.messages[0]!.content).toBe("bericht 4");
    expect(newest.messages.at(-1)!.content).toBe("bericht 103");
    expect(newest.pagination.totalPages).toBe(2);
    const earlier = await services.messages.query(as(order.provider), order.id, 2);
    expect(earlier.messages.map((m) => m.content)).toEqual(["bericht 1", "bericht 2", "bericht 3"]);
    expect(earlier.pagination.totalItems).toBe(103);
    // Past the end: no rows, the total still counted.
    const past = await services.messages.query(as(order.provider), order.id, 3);
    expect(past.messages).toEqual([]);
    expect(past.pagination).toMatchObject({ totalItems: 103, totalPages: 2 });
    // The page opens the newest two pages as one conversation, the oldest message first.
    const opened = await services.messages.open(as(order.provider), order.id, 2);
    expect(opened.messages).toHaveLength(103);
    expect(opened.messages[0]!.content).toBe("bericht 1");
    expect(opened.totalPages).toBe(2);
  });

  it("are marked read when opened with one unread, and opening a read one writes nothing", async () => {
    const order = await purchasedOrder(testDb(), services);
    const readAt = async () => {
      const [row] = await testDb()
        .select({ readAt: conversationReads.readAt })
        .from(conversationReads)
        .where(
          and(
            eq(conversationReads.transactionId, order.id),
            eq(conversationReads.userId, order.provider.id),
          ),
        );
      return row?.readAt?.toISOString() ?? null;
    };
    await services.messages.send(as(order.customer), { transactionId: order.id, content: "Hoi" });
    tick();
    const first = new Date(at).toISOString();
    expect((await services.messages.open(as(order.provider), order.id, 1)).marked).toBe(true);
    expect(await readAt()).toBe(first);
    expect(await services.messages.unreadAmong(order.provider.id, [order.id])).toEqual(new Set());

    // Nothing new: the second open leaves the read as it was.
    tick();
    expect((await services.messages.open(as(order.provider), order.id, 1)).marked).toBe(false);
    expect(await readAt()).toBe(first);

    // A new message: unread again, and read at the next open.
    tick();
    await services.messages.send(as(order.customer), { transactionId: order.id, content: "Nog?" });
    expect(await services.messages.unreadAmong(order.provider.id, [order.id])).toEqual(
      new Set([order.id]),
    );
    tick();
    const second = new Date(at).toISOString();
    await services.messages.open(as(order.provider), order.id, 1);
    expect(await readAt()).toBe(second);
    expect(await services.messages.unreadAmong(order.provider.id, [order.id])).toEqual(new Set());
  });

  it("must have text and at most 5000 characters", async () => {
    const order = await purchasedOrder(testDb(), services);
    const send = (content: unknown) =>
      errorOf(services.messages.send(as(order.customer), { transactionId: order.id, content }));
    expect(await send("   ")).toBe("TransactionPage.messageRequired");
    expect(await send(undefined)).toBe("TransactionPage.messageRequired");
    expect(await send("x".repeat(5001))).toBe("Validators.maxLength?maxLength=5000");
    expect(await send("x".repeat(5000))).toBe("ok");
  });

  it("are a 404 to anyone but the two sides; an operator may read, not write", async () => {
    const order = await purchasedOrder(testDb(), services);
    const stranger = await createUser(testDb());
    const operator = await createUser(testDb(), { isOperator: true });
    const input = { transactionId: order.id, content: "Hallo" };
    expect(await errorOf(services.messages.send(as(stranger), input))).toBe(
      "not-found Errors.notFound",
    );
    expect(await errorOf(services.messages.query(as(stranger), order.id))).toBe(
      "not-found Errors.notFound",
    );
    expect(await errorOf(services.messages.send(as(operator, true), input))).toBe(
      "not-found Errors.notFound",
    );
    expect(await errorOf(services.messages.query(as(operator, true), order.id))).toBe("ok");
    expect(
      await errorOf(
        services.messages.send(as(order.customer), {
          transactionId: "00000000-0000-4000-8000-000000000000",
          content: "Hallo",
        }),
      ),
    ).toBe("not-found Errors.notFound");
  });

  it("to a banned or deleted user are refused", async () => {
    for (const flag of ["banned", "deleted"] as const) {
      const order = await purchasedOrder(testDb(), services);
      await testDb()
        .update(users)
        .set({ [flag]: true })
        .where(eq(users.id, order.provider.id));
      expect(
        await errorOf(
          services.messages.send(as(order.customer), {
            transactionId: order.id,
            content: "Hallo?",
          }),
        ),
      ).toBe("forbidden TransactionPage.messageToRemovedUser");
      // Nothing was stored.
      const { messages } = await services.messages.query(as(order.customer), order.id);
      expect(messages).toEqual([]);
    }
  });
});
