import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MAX_CODE_ATTEMPTS } from "#modules/auth";
import { secondFactorsOn } from "#modules/auth/server";
import { sessionContext } from "../../../server/session-context";
import { createUser, DEFAULT_PASSWORD, type User } from "../../../tests/factories";
import { fakeClock, MINUTE } from "../../../tests/setup/clock";
import { apiClient, startTestApp } from "../../../tests/setup/http-app";
import { purchasedOrder } from "../../../tests/setup/orders";
import { routeArgs, routeContext, routeOutcome } from "../../../tests/setup/route-context";
import { testDb } from "../../../tests/setup/services";
import * as setUpPage from "../second-factor/set-up";
import * as verifyPage from "../second-factor/verify";

// Decision 085: the console and the operator checks of the JSON API ask for a session that gave
// the second factor; the sign-in's second step gives it, once per code.

const clock = fakeClock("2026-11-27T10:00:00Z");
let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp({ now: clock.now });
});
afterAll(() => app?.close());

/** Every console page module: each loader and action must refuse. */
const consolePages = import.meta.glob<Record<string, unknown>>(
  ["./*.tsx", "!./*.test.tsx", "!./*-form.tsx", "!./pending-list.tsx", "!./failed-payouts.tsx"],
  { eager: true },
);

/** Logs `user` in through the API; the client keeps the session cookie. */
async function loggedIn(user: User) {
  const client = apiClient(app.origin);
  const res = await client.call("POST", "/api/auth/login", {
    email: user.email,
    password: DEFAULT_PASSWORD,
  });
  expect(res.status).toBe(200);
  const token = client.cookie.replace(/^bt_session=/, "");
  return { client, token };
}

/** A page's context as the server makes it from this session cookie. */
async function pageContext(token: string) {
  return routeContext(app.services, null, await sessionContext(app.services, token));
}

const code = (secret: string) =>
  generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });

async function operatorWithApp() {
  const operator = await createUser(testDb(), { isOperator: true });
  const factor = await secondFactorsOn(testDb(), clock.now).setUp(operator);
  return { operator, ...factor };
}

describe("an operator's session without the second factor", () => {
  it("is refused by every console loader and action: the page sends it to the step", async () => {
    const { operator } = await operatorWithApp();
    const { token } = await loggedIn(operator);
    const context = await pageContext(token);
    expect(context.user?.isOperator).toBe(false);
    expect(context.operatorStep).toBe("verify");

    const names = Object.keys(consolePages);
    expect(names).toEqual(
      expect.arrayContaining(["./layout.tsx", "./audit.tsx", "./login-as.tsx"]),
    );
    let checked = 0;
    for (const [file, page] of Object.entries(consolePages)) {
      for (const kind of ["loader", "action"] as const) {
        const run = page[kind] as ((args: never) => unknown) | undefined;
        if (!run) continue;
        const fields = kind === "action" ? { intent: "approve", userId: operator.id } : undefined;
        const out = await routeOutcome(() =>
          run(routeArgs(context, "/operator/audit", fields) as never),
        );
        expect({ file, kind, status: out.status }).toEqual({ file, kind, status: 302 });
        // Pages that pass their request are returned to afterwards (the layout always does).
        expect(out.location).toMatch(/^\/second-factor(\?from=%2Foperator%2Faudit)?$/);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });

  it("without any second factor is sent to set it up", async () => {
    const operator = await createUser(testDb(), { isOperator: true });
    const { token } = await loggedIn(operator);
    const context = await pageContext(token);
    expect(context.operatorStep).toBe("set-up");
    const layout = consolePages["./layout.tsx"]!.loader as (args: never) => unknown;
    const out = await routeOutcome(() => layout(routeArgs(context, "/operator")));
    expect(out.location).toBe("/second-factor/set-up?from=%2Foperator");
  });

  it("is refused by the operator checks of the JSON API until the code is given", async () => {
    const { operator, secret } = await operatorWithApp();
    const order = await purchasedOrder(testDb(), app.services);
    const { client } = await loggedIn(operator);
    const show = () => client.call("GET", `/api/transactions/show?id=${order.id}`);
    expect((await show()).status).toBe(404);
    const transition = await client.call("POST", "/api/transactions/transition", {
      id: order.id,
      transition: "transition/operator-cancel",
      params: {},
    });
    expect([403, 404]).toContain(transition.status);

    // The step through the API: refused for a wrong code, then the session passes.
    const wrong = await client.call("POST", "/api/auth/second_factor", { code: "abcde-fghjk" });
    expect(wrong.status).toBe(400);
    const passed = await client.call("POST", "/api/auth/second_factor", {
      code: await code(secret),
    });
    expect(passed.status).toBe(200);
    expect((await show()).status).toBe(200);
    // Past the step, the session asks no code.
    const again = await client.call("POST", "/api/auth/second_factor", { code: "123456" });
    expect(again.status).toBe(403);
  });
});

describe("the sign-in's second step", () => {
  it("takes the app's code once: the same code does not pass a second session", async () => {
    const { operator, secret } = await operatorWithApp();
    const first = await loggedIn(operator);
    const typed = await code(secret);
    const verify = (token: string, value: string) =>
      routeOutcome(async () =>
        verifyPage.action(
          routeArgs(await pageContext(token), "/second-factor?from=/operator/audit", {
            code: value,
          }),
        ),
      );

    const wrong = await verify(first.token, typed === "000000" ? "111111" : "000000");
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ formError: "SecondFactor.wrongCode" });

    const passed = await verify(first.token, typed.replace(/^(\d{3})/, "$1 "));
    expect(passed).toMatchObject({ status: 302, location: "/operator/audit" });
    const after = await pageContext(first.token);
    expect(after.operatorStep).toBeNull();
    expect(after.user?.isOperator).toBe(true);

    const second = await loggedIn(operator);
    expect((await verify(second.token, typed)).status).toBe(400);
    clock.advance(MINUTE);
    expect((await verify(second.token, await code(secret))).status).toBe(302);
  });

  it("takes each recovery code once", async () => {
    const { operator, recoveryCodes } = await operatorWithApp();
    expect(recoveryCodes).toHaveLength(10);
    const [recovery] = recoveryCodes;
    const first = await loggedIn(operator);
    await expect(
      app.services.secondFactor.verify(operator.id, first.token, recovery!.toUpperCase()),
    ).resolves.toMatchObject({ usedRecoveryCode: true, recoveryCodesLeft: 9 });
    const second = await loggedIn(operator);
    await expect(
      app.services.secondFactor.verify(operator.id, second.token, recovery!),
    ).rejects.toMatchObject({ status: 400, messageId: "SecondFactor.wrongCode" });
    expect((await pageContext(second.token)).operatorStep).toBe("verify");
  });

  it("counts attempts: after five, even the right code waits", async () => {
    const { operator, secret } = await operatorWithApp();
    const { token } = await loggedIn(operator);
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      await expect(
        app.services.secondFactor.verify(operator.id, token, "abcde-fghjk"),
      ).rejects.toMatchObject({ status: 400 });
    }
    await expect(
      app.services.secondFactor.verify(operator.id, token, await code(secret)),
    ).rejects.toMatchObject({ status: 429, messageId: "SecondFactor.tooManyAttempts" });
    expect((await pageContext(token)).operatorStep).toBe("verify");
  });

  it("sets up from the page: QR code, first code, recovery codes and an audit row", async () => {
    const operator = await createUser(testDb(), { isOperator: true });
    const { token } = await loggedIn(operator);
    const context = await pageContext(token);
    const page = await routeOutcome(() =>
      setUpPage.loader(routeArgs(context, "/second-factor/set-up")),
    );
    const { secret, qr } = page.body as { secret: string; qr: string };
    expect(qr).toMatch(/^data:image\/png;base64,/);
    // The same secret until it is confirmed: a reload does not change what was scanned.
    const again = await routeOutcome(() =>
      setUpPage.loader(routeArgs(context, "/second-factor/set-up")),
    );
    expect((again.body as { secret: string }).secret).toBe(secret);

    const done = await routeOutcome(async () =>
      setUpPage.action(routeArgs(context, "/second-factor/set-up", { code: await code(secret) })),
    );
    expect(done.body).toMatchObject({ ok: true, next: "/operator" });
    expect((done.body as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    expect((await pageContext(token)).user?.isOperator).toBe(true);
    // The page's data loaded again after the post leaves the recovery codes on screen.
    const reloaded = await routeOutcome(async () =>
      setUpPage.loader(routeArgs(await pageContext(token), "/second-factor/set-up")),
    );
    expect(reloaded).toMatchObject({ status: 200, body: { secret: null } });
    const [row] = await app.services.audit.search({
      action: "operator.second-factor",
      targetId: operator.id,
      limit: 5,
    });
    expect(row).toMatchObject({ actorId: operator.id, details: { event: "set-up" } });
  });

  it("sends someone who is no operator away from the step", async () => {
    const user = await createUser(testDb());
    const { token } = await loggedIn(user);
    const out = await routeOutcome(async () =>
      verifyPage.loader(routeArgs(await pageContext(token), "/second-factor")),
    );
    expect(out.status).toBe(404);
  });
});

describe("routeContext (the console tests' contract)", () => {
  it("passes an operator's second factor by default; an override makes a session without", async () => {
    const operator = await app.services.users.findById(
      (await createUser(testDb(), { isOperator: true })).id,
    );
    const layout = consolePages["./layout.tsx"]!.loader as (args: never) => unknown;
    const passed = routeContext(app.services, operator);
    expect((await routeOutcome(() => layout(routeArgs(passed, "/operator")))).status).toBe(200);
    const without = routeContext(app.services, operator, { operatorStep: "verify" });
    expect((await routeOutcome(() => layout(routeArgs(without, "/operator")))).status).toBe(302);
  });
});

describe("npm run operator:create", () => {
  it("makes an operator with an app secret and recovery codes, printed once, and audit rows", async () => {
    const user = await createUser(testDb());
    const run = () =>
      promisify(execFile)("npx", ["tsx", "scripts/operator-create.ts", user.email], {
        env: { ...process.env, DATABASE_URL: inject("databaseUrl"), NODE_ENV: "test" },
      });
    const first = await run();
    const secret = first.stdout.match(/secret: ([A-Z2-7]+)/)?.[1];
    expect(first.stdout).toContain(`otpauth://totp/Buurtoogst:`);
    const codes = [...first.stdout.matchAll(/^ {2}([a-z2-9]{5}-[a-z2-9]{5})$/gm)].map((m) => m[1]);
    expect(codes).toHaveLength(10);
    expect(await app.services.secondFactor.status(user.id)).toBe("ready");

    const { token } = await loggedIn(user);
    expect((await pageContext(token)).operatorStep).toBe("verify");
    await app.services.secondFactor.verify(user.id, token, await code(secret!));
    expect((await pageContext(token)).user?.isOperator).toBe(true);

    const rows = await app.services.audit.search({ targetId: user.id, limit: 10 });
    expect(rows.map((r) => [r.action, r.actorId, r.actorLabel, r.details.event])).toEqual([
      ["operator.second-factor", null, "command line", "set-up"],
      ["operator.create", null, "command line", undefined],
    ]);

    // Run again: a lost second factor is reset, the old codes no longer work.
    const second = await run();
    expect(second.stdout).toContain("no longer work");
    const { token: next } = await loggedIn(user);
    await expect(app.services.secondFactor.verify(user.id, next, codes[0]!)).rejects.toMatchObject({
      status: 400,
    });
    const [reset] = await app.services.audit.search({
      action: "operator.second-factor",
      targetId: user.id,
      limit: 1,
    });
    expect(reset?.details).toEqual({ event: "reset" });
  });
});
