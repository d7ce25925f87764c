import type { Router } from "express";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_AS_TTL_MS } from "#modules/auth";
import { secondFactorsOn } from "#modules/auth/server";
import { apiRouter } from "../../../server/api/router";
import { sessionContext } from "../../../server/session-context";
import { createUser, DEFAULT_PASSWORD } from "../../../tests/factories";
import { fakeClock, MINUTE } from "../../../tests/setup/clock";
import { apiClient, startTestApp } from "../../../tests/setup/http-app";
import { routeArgs, routeContext, routeOutcome } from "../../../tests/setup/route-context";
import { testDb } from "../../../tests/setup/services";
import * as logout from "../auth/logout";
import * as loginAsPage from "./login-as";
import { requireOperator } from "./operator.server";

// Login-as (decision 085): a read-only session for a user, at most 30 minutes, remembering the
// operator; start and end are audit rows; the operator's own session comes back at log out.

const clock = fakeClock("2026-11-27T10:00:00Z");
let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp({ now: clock.now });
});
afterAll(() => app?.close());

/** An operator signed in with password and code: the session token and its context. */
async function signedInOperator() {
  const operator = await createUser(testDb(), { isOperator: true, firstName: "Olga" });
  const { secret } = await secondFactorsOn(testDb(), clock.now).setUp(operator);
  const client = apiClient(app.origin);
  await client.call("POST", "/api/auth/login", {
    email: operator.email,
    password: DEFAULT_PASSWORD,
  });
  const token = client.cookie.replace(/^bt_session=/, "");
  const code = await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
  await app.services.secondFactor.verify(operator.id, token, code);
  return { operator, token, context: await contextOf(token) };
}

const contextOf = async (token: string) =>
  routeContext(app.services, null, await sessionContext(app.services, token));

const cookieOf = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** Starts login-as through the console's action; the browser's new cookies. */
async function startLoginAs(context: Awaited<ReturnType<typeof contextOf>>, userId: string) {
  const response = (await loginAsPage.action(
    routeArgs(context, `/operator/login-as?userId=${userId}`, {
      userId,
      reason: "Melding: bestelling niet zichtbaar",
    }),
  )) as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/");
  return {
    limited: cookieOf(response, "bt_session")!,
    kept: cookieOf(response, "bt_operator_session")!,
  };
}

describe("login-as", () => {
  it("starts a read-only session for the user, with only user:limited, and an audit row", async () => {
    const { operator, token, context } = await signedInOperator();
    const user = await createUser(testDb(), { firstName: "Sanne", lastName: "de Vries" });
    const { limited, kept } = await startLoginAs(context, user.id);
    expect(kept).toBe(token);
    expect(limited).not.toBe(token);

    const as = await contextOf(limited);
    expect(as.user).toMatchObject({ id: user.id, isOperator: false, scopes: ["user:limited"] });
    expect(as.loginAs).toEqual({
      operatorId: operator.id,
      expiresAt: new Date(clock.now().getTime() + LOGIN_AS_TTL_MS),
    });
    const [row] = await app.services.audit.search({
      action: "session.login-as-start",
      targetId: user.id,
      limit: 1,
    });
    expect(row).toMatchObject({
      actorId: operator.id,
      targetType: "user",
      reason: "Melding: bestelling niet zichtbaar",
    });
  });

  it("asks for a reason, and refuses a user that is not there", async () => {
    const { context } = await signedInOperator();
    const user = await createUser(testDb());
    const noReason = await routeOutcome(() =>
      loginAsPage.action(
        routeArgs(context, "/operator/login-as", { userId: user.id, reason: "  " }),
      ),
    );
    expect(noReason).toMatchObject({ status: 400, body: { reason: "LoginAs.reasonRequired" } });
    const nobody = await routeOutcome(() =>
      loginAsPage.action(
        routeArgs(context, "/operator/login-as", {
          userId: "00000000-0000-4000-8000-000000000000",
          reason: "test",
        }),
      ),
    );
    expect(nobody).toMatchObject({ status: 404, body: { formError: "LoginAs.userUnavailable" } });
  });

  it("is never an operator's session, even as another operator, and cannot start another", async () => {
    const { context } = await signedInOperator();
    const other = await signedInOperator();
    const { limited } = await startLoginAs(context, other.operator.id);
    const as = await contextOf(limited);
    expect(as.user?.isOperator).toBe(false);
    expect(() => requireOperator(as)).toThrow();
    const again = await routeOutcome(() =>
      loginAsPage.action(routeArgs(as, "/operator/login-as", { userId: other.operator.id })),
    );
    expect(again.status).toBe(404);
  });

  it("ends after 30 minutes by the clock, never extended", async () => {
    const { context } = await signedInOperator();
    const user = await createUser(testDb());
    const { limited } = await startLoginAs(context, user.id);
    clock.advance(29 * MINUTE);
    expect((await contextOf(limited)).user?.id).toBe(user.id);
    clock.advance(2 * MINUTE);
    expect((await contextOf(limited)).user).toBeNull();
  });

  it("once its 30 minutes ran out, the next request is the operator's own again", async () => {
    const { operator, token, context } = await signedInOperator();
    const user = await createUser(testDb());
    const { limited, kept } = await startLoginAs(context, user.id);
    const show = () =>
      fetch(`${app.origin}/api/current_user/show`, {
        headers: { Cookie: `bt_session=${limited}; bt_operator_session=${kept}` },
      });
    const during = await show();
    expect(((await during.json()) as { data: { id: string } }).data.id).toBe(user.id);

    clock.advance(31 * MINUTE);
    const after = await show();
    expect(((await after.json()) as { data: { id: string } }).data.id).toBe(operator.id);
    const cookies = after.headers.getSetCookie().map((c) => c.split(";")[0]);
    expect(cookies).toEqual(
      expect.arrayContaining([`bt_session=${token}`, "bt_operator_session="]),
    );
    const [row] = await app.services.audit.search({
      action: "session.login-as-end",
      targetId: user.id,
      limit: 1,
    });
    expect(row).toMatchObject({ actorId: operator.id });
  });

  it("log out ends it with an audit row and gives the operator their own session back", async () => {
    const { operator, token, context } = await signedInOperator();
    const user = await createUser(testDb());
    const { limited, kept } = await startLoginAs(context, user.id);
    const request = new Request("http://localhost/logout", {
      method: "POST",
      headers: { cookie: `bt_session=${limited}; bt_operator_session=${kept}` },
    });
    const response = (await logout.action({
      context: await contextOf(limited),
      request,
      params: {},
    } as never)) as Response;
    expect(response.headers.get("Location")).toBe("/operator");
    expect(cookieOf(response, "bt_session")).toBe(token);
    expect(cookieOf(response, "bt_operator_session")).toBe("");
    expect((await contextOf(limited)).user).toBeNull();
    const back = await contextOf(token);
    expect(requireOperator(back).id).toBe(operator.id);
    const [row] = await app.services.audit.search({
      action: "session.login-as-end",
      targetId: user.id,
      limit: 1,
    });
    expect(row).toMatchObject({ actorId: operator.id, targetType: "user" });
  });
});

type Layer = {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
};

/** Every write route of the JSON API, read from its router (so a new one is checked too). */
function apiWrites(router: Router): Array<{ method: string; path: string }> {
  const found: Array<{ method: string; path: string }> = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) {
          if (!["get", "head", "options", "_all"].includes(method))
            found.push({ method: method.toUpperCase(), path: layer.route.path });
        }
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return found;
}

describe("a login-as session through the JSON API", () => {
  it("is refused every write but log out and the read-only posts, with a clear text", async () => {
    const { context } = await signedInOperator();
    const user = await createUser(testDb());
    const { limited } = await startLoginAs(context, user.id);
    const call = (method: string, path: string, body: unknown) =>
      fetch(`${app.origin}/api${path}`, {
        method,
        headers: {
          "Content-Type": "application/json",
          Cookie: `bt_session=${limited}`,
          Origin: app.origin,
        },
        body: JSON.stringify(body),
      });

    const writes = apiWrites(apiRouter());
    expect(writes.length).toBeGreaterThan(15);
    const allowed = ["/auth/logout", "/transaction-line-items", "/client-errors"];
    for (const { method, path } of writes) {
      if (allowed.includes(path)) continue;
      const res = await call(
        method,
        path.replace(/:(\w+)/g, "00000000-0000-4000-8000-000000000000"),
        {},
      );
      const body = (await res.json()) as { errors: Array<{ code: string; title: string }> };
      expect({ method, path, status: res.status, code: body.errors[0]?.code }).toEqual({
        method,
        path,
        status: 403,
        code: "limited-session",
      });
      expect(body.errors[0]?.title).toMatch(/beheerder kijkt mee/);
    }
    // Reads still work, as the user.
    const me = await call("GET", "/current_user/show", undefined);
    expect(me.status).toBe(200);
  });
});
