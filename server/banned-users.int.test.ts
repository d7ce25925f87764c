import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { runDueTimers } from "#modules/jobs/server";
import type { AppContext } from "../app/context";
import * as login from "../app/routes/auth/login";
import { transactionPageAction } from "../app/routes/transaction/page.server";
import { reviews, sessions, users } from "../db/schema";
import { DEFAULT_PASSWORD, type User } from "../tests/factories";
import { apiClient, startTestApp } from "../tests/setup/http-app";
import { purchasedOrder } from "../tests/setup/orders";
import { testDb } from "../tests/setup/services";

// Decision 065: a banned user is logged out everywhere, cannot log in (and is
// told why), cannot act through the API or the pages, and what they had on its way (a
// message, a review, a dispute) is refused; `npm run user:ban` / `user:unban` do it.
// Timer passes are scoped to the order at hand: other tests' timers in the shared database are
// never fired here (decision 072).

const at = Date.parse("2026-05-01T08:00:00Z");
const now = () => new Date(at);
let app: Awaited<ReturnType<typeof startTestApp>>;

beforeAll(async () => {
  app = await startTestApp({ now });
});
afterAll(() => app?.close());

const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };

/** A page request's context as the server builds it: the user from the session cookie. */
async function sessionContext(cookie: string) {
  const token = cookie.replace(/^bt_session=/, "");
  return {
    services: app.services,
    user: await app.services.auth.resolveSession(token),
    sessionToken: token,
    locale: "nl",
    log,
    requestId: "banned-users",
  } as unknown as AppContext;
}

/** The context of a request that passed the session check just before the ban was written. */
const contextBeforeBan = (user: Awaited<ReturnType<typeof app.services.users.findById>>) =>
  ({
    services: app.services,
    user,
    locale: "nl",
    log,
    requestId: "banned-users",
  }) as unknown as AppContext;

async function pageAction(context: AppContext, txId: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  const request = new Request(`http://localhost/order/${txId}/details`, { method: "POST", body });
  try {
    const out = (await transactionPageAction(context, request, txId)) as unknown as {
      data: Record<string, unknown>;
      init: ResponseInit | null;
    };
    return { status: out.init?.status ?? 200, data: out.data, location: null };
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, data: null, location: thrown.headers.get("Location") };
    }
    throw thrown;
  }
}

async function loggedIn(user: User) {
  const client = apiClient(app.origin);
  const res = await client.call("POST", "/api/auth/login", {
    email: user.email,
    password: DEFAULT_PASSWORD,
  });
  expect(res.status).toBe(200);
  return client;
}

/** A paid pickup order the buyer marked received, completed by its timer: reviews are open. */
async function completedOrder() {
  const order = await purchasedOrder(testDb(), app.services);
  await app.services.transactionEngine.applyTransition({
    transactionId: order.id,
    transition: "transition/mark-received-from-purchased",
    actor: { role: "customer", userId: order.customer.id },
  });
  await runDueTimers(app.services.transactionEngine, { transactionIds: [order.id] });
  expect((await app.services.transactionEngine.find(order.id))?.state).toBe("completed");
  return order;
}

/** A paid order the grower marked delivered: the buyer may dispute it. */
async function deliveredOrder() {
  const order = await purchasedOrder(testDb(), app.services);
  await app.services.transactionEngine.applyTransition({
    transactionId: order.id,
    transition: "transition/mark-delivered",
    actor: { role: "provider", userId: order.provider.id },
  });
  return order;
}

/** The ban as an operator gives it (`npm run user:ban` runs the same use-case). */
const ban = (email: string) => app.services.bans.ban(email);

const stateOf = async (id: string) => (await app.services.transactionEngine.find(id))?.state;
const sessionsOf = (userId: string) =>
  testDb().select().from(sessions).where(eq(sessions.userId, userId));

describe("banning a user", () => {
  it("ends every session at once: the API answers 401 and pages send to login", async () => {
    const order = await purchasedOrder(testDb(), app.services);
    const phone = await loggedIn(order.customer);
    const laptop = await loggedIn(order.customer);
    expect((await phone.call("GET", "/api/current_user/show")).status).toBe(200);

    expect((await ban(order.customer.email))?.banned).toBe(true);
    expect(await sessionsOf(order.customer.id)).toEqual([]);
    for (const client of [phone, laptop]) {
      expect((await client.call("GET", "/api/current_user/show")).status).toBe(401);
      expect((await client.call("GET", `/api/transactions/show?id=${order.id}`)).status).toBe(401);
    }
    const page = await pageAction(await sessionContext(phone.cookie), order.id, {
      intent: "message",
      content: "Nog even dit",
    });
    expect(page.status).toBe(302);
    expect(page.location).toMatch(/^\/signup\?from=/);
  });

  it("refuses a login with the right password and says the account is banned", async () => {
    const order = await purchasedOrder(testDb(), app.services);
    await ban(order.customer.email);
    const client = apiClient(app.origin);
    const res = await client.call("POST", "/api/auth/login", {
      email: order.customer.email,
      password: DEFAULT_PASSWORD,
    });
    expect(res.status).toBe(403);
    expect(res.json.errors[0]).toMatchObject({
      code: "user-banned",
      title: "Dit account is geblokkeerd, daarom kun je niet inloggen.",
    });
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await sessionsOf(order.customer.id)).toEqual([]);

    // A wrong password learns nothing about the ban.
    const wrong = await client.call("POST", "/api/auth/login", {
      email: order.customer.email,
      password: "niet-het-wachtwoord",
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.errors[0].code).toBe("invalid-credentials");

    // The login page says it above the form, in the user's language.
    const form = new FormData();
    form.set("email", order.customer.email);
    form.set("password", DEFAULT_PASSWORD);
    const out = (await login.action({
      request: new Request("http://localhost/login", { method: "POST", body: form }),
      context: { ...contextBeforeBan(null), clientIp: "10.9.8.7" },
      params: {},
    } as never)) as unknown as { data: Record<string, unknown>; init: ResponseInit | null };
    expect(out.init?.status).toBe(403);
    expect(out.data).toMatchObject({ ok: false, formError: "LoginForm.accountBanned" });
  });

  it("refuses messages, reviews and disputes through the API", async () => {
    const completed = await completedOrder();
    const delivered = await deliveredOrder();
    const buyer = await loggedIn(completed.customer);
    const other = await loggedIn(delivered.customer);
    await ban(completed.customer.email);
    await ban(delivered.customer.email);

    const message = await buyer.call("POST", "/api/messages/send", {
      transactionId: completed.id,
      content: "Hallo",
    });
    expect(message.status).toBe(401);
    const review = await buyer.call("POST", "/api/transactions/transition", {
      id: completed.id,
      transition: "transition/review-1-by-customer",
      params: { reviewRating: 1, reviewContent: "Slecht" },
    });
    expect(review.status).toBe(401);
    const dispute = await other.call("POST", "/api/transactions/transition", {
      id: delivered.id,
      transition: "transition/dispute",
      params: { protectedData: { disputeReason: "Nooit gekregen" } },
    });
    expect(dispute.status).toBe(401);

    expect(await stateOf(completed.id)).toBe("completed");
    expect(await stateOf(delivered.id)).toBe("delivered");
    const msgs = await app.services.messages.query(
      { id: completed.provider.id, isOperator: false },
      completed.id,
    );
    expect(msgs.messages).toEqual([]);
  });

  it("refuses a message, review or dispute already on its way when the ban was written", async () => {
    const completed = await completedOrder();
    const delivered = await deliveredOrder();
    // Both requests passed the session check; then the ban lands.
    const buyerCtx = contextBeforeBan(await app.services.users.findById(completed.customer.id));
    const otherCtx = contextBeforeBan(await app.services.users.findById(delivered.customer.id));
    await ban(completed.customer.email);
    await ban(delivered.customer.email);

    const message = await pageAction(buyerCtx, completed.id, {
      intent: "message",
      content: "Nog even dit",
    });
    expect(message.status).toBe(403);
    expect(message.data).toMatchObject({ ok: false, formError: "Errors.accountBanned" });

    const review = await pageAction(buyerCtx, completed.id, {
      intent: "review",
      rating: "1",
      content: "Slecht",
    });
    expect(review.status).toBe(403);
    const dispute = await pageAction(otherCtx, delivered.id, {
      intent: "transition",
      transition: "transition/dispute",
      disputeReason: "Nooit gekregen",
    });
    expect(dispute.status).toBe(403);

    // Straight at the services too: the engine and the messages service check the sender.
    await expect(
      app.services.messages.send(
        { id: completed.customer.id, isOperator: false },
        { transactionId: completed.id, content: "Hallo" },
      ),
    ).rejects.toMatchObject({ code: "user-banned", status: 403 });
    await expect(
      app.services.transactionEngine.applyTransition({
        transactionId: delivered.id,
        transition: "transition/dispute",
        actor: { role: "customer", userId: delivered.customer.id },
        params: { protectedData: { disputeReason: "Nooit gekregen" } },
      }),
    ).rejects.toMatchObject({ code: "user-banned", status: 403 });

    expect(await stateOf(completed.id)).toBe("completed");
    expect(await stateOf(delivered.id)).toBe("delivered");
    expect(
      await testDb().select().from(reviews).where(eq(reviews.transactionId, completed.id)),
    ).toEqual([]);
  });

  it("never publishes a review its author wrote before being banned", async () => {
    const order = await completedOrder();
    await app.services.transactionEngine.applyTransition({
      transactionId: order.id,
      transition: "transition/review-1-by-customer",
      actor: { role: "customer", userId: order.customer.id },
      params: { reviewRating: 1, reviewContent: "Slecht" },
    });
    await ban(order.customer.email);
    // The grower's review publishes both; the banned buyer's stays pending.
    await app.services.transactionEngine.applyTransition({
      transactionId: order.id,
      transition: "transition/review-2-by-provider",
      actor: { role: "provider", userId: order.provider.id },
      params: { reviewRating: 5, reviewContent: "Prima koper" },
    });
    expect(await stateOf(order.id)).toBe("reviewed");
    const rows = await testDb().select().from(reviews).where(eq(reviews.transactionId, order.id));
    expect(rows.map((r) => [r.type, r.state]).sort()).toEqual([
      ["ofCustomer", "public"],
      ["ofProvider", "pending"],
    ]);
    expect((await app.services.reviews.aboutUser(order.provider.id)).asProvider).toEqual([]);
  });

  it("unbanning lets the account log in again", async () => {
    const order = await purchasedOrder(testDb(), app.services);
    await ban(order.customer.email);
    expect((await app.services.bans.unban(order.customer.email.toUpperCase()))?.banned).toBe(false);
    // Both are on the audit log, by the command line (decision 082).
    const rows = await app.services.audit.search({ targetId: order.customer.id });
    expect(rows.map((r) => [r.action, r.actorLabel, r.actorId])).toEqual([
      ["user.unban", "command line", null],
      ["user.ban", "command line", null],
    ]);
    const client = await loggedIn(order.customer);
    expect((await client.call("GET", "/api/current_user/show")).status).toBe(200);
    expect(await ban("niemand@example.test")).toBeNull();
  });

  it("npm run user:ban and user:unban do it from the command line", async () => {
    const order = await purchasedOrder(testDb(), app.services);
    const client = await loggedIn(order.customer);
    const run = (mode: string, email: string) =>
      promisify(execFile)("npx", ["tsx", "scripts/user-ban.ts", mode, email], {
        env: { ...process.env, DATABASE_URL: inject("databaseUrl"), NODE_ENV: "test" },
      });
    const banned = await run("ban", order.customer.email);
    expect(banned.stdout).toContain("is banned and logged out everywhere");
    expect((await client.call("GET", "/api/current_user/show")).status).toBe(401);
    const [row] = await testDb().select().from(users).where(eq(users.id, order.customer.id));
    expect(row?.banned).toBe(true);

    await run("unban", order.customer.email);
    expect((await loggedIn(order.customer)) && true).toBe(true);
    await expect(run("ban", "niemand@example.test")).rejects.toMatchObject({ code: 1 });
  });
});
