import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createUser } from "../../../tests/factories";
import { paidOrder, setup } from "../../../tests/setup/mail-clock";
import { routeArgs, routeContext, routeOutcome } from "../../../tests/setup/route-context";
import { testDb } from "../../../tests/setup/services";
import * as order from "./order";
import * as orders from "./orders";
import * as payouts from "./payouts";
import * as overview from "./route";

// Decisions 082, 084: the overview, the orders list, an order and payouts answer operators only;
// the order's buyer and grower, another user and an anonymous visitor get the plain 404 — on
// GET and on POST, since React Router runs a child's action without the layout's loader.

describe("/operator orders, order, payouts and overview: who may", () => {
  it("answers the operator and gives everyone else, the order's own parties too, the 404", async () => {
    const s = setup("2051-04-01T10:00:00Z");
    const paid = await paidOrder(s, "pickup");
    const operator = await createUser(testDb(), { isOperator: true });
    const stranger = await createUser(testDb());
    const user = (id: string) => s.services.users.findById(id);
    const contexts = {
      operator: routeContext(s.services, await user(operator.id)),
      buyer: routeContext(s.services, await user(paid.customer.id)),
      grower: routeContext(s.services, await user(paid.provider.id)),
      other: routeContext(s.services, await user(stranger.id)),
      anonymous: routeContext(s.services, null),
    };
    const id = paid.id;
    const step = {
      transition: "transition/cancel",
      fromState: "purchased",
      reason: "Toegangstest",
    };
    const calls = (c: (typeof contexts)["operator"]) => ({
      overview: () => overview.loader(routeArgs(c, "/operator")),
      orders: () => orders.loader(routeArgs(c, "/operator/orders?q=Pompoenen")),
      order: () => order.loader(routeArgs(c, `/operator/orders/${id}`, undefined, { id })),
      "order POST": () => order.action(routeArgs(c, `/operator/orders/${id}`, step, { id })),
      payouts: () => payouts.loader(routeArgs(c, "/operator/payouts")),
      "payouts POST": () =>
        payouts.action(
          routeArgs(c, "/operator/payouts", { intent: "retry-job", jobId: randomUUID() }),
        ),
    });

    for (const who of ["buyer", "grower", "other", "anonymous"] as const) {
      for (const [name, call] of Object.entries(calls(contexts[who]))) {
        const out = await routeOutcome(call);
        expect(out.status, `${who} ${name}`).toBe(404);
      }
    }
    // Nothing a refused POST sent has happened.
    expect((await s.services.transactionEngine.find(id))!.state).toBe("purchased");

    const op = calls(contexts.operator);
    expect((await routeOutcome(op.overview)).status).toBe(200);
    const list = await routeOutcome(op.orders);
    expect(list.status).toBe(200);
    expect((list.body!.rows as Array<{ id: string }>).map((r) => r.id)).toContain(id);
    expect((await routeOutcome(op.order)).status).toBe(200);
    expect((await routeOutcome(op.payouts)).status).toBe(200);
    expect(await routeOutcome(op["payouts POST"])).toMatchObject({
      status: 200,
      body: { message: "OperatorOrders.jobNotFailed" },
    });
    expect((await routeOutcome(op["order POST"])).status).toBe(200);
    expect((await s.services.transactionEngine.find(id))!.state).toBe("canceled");
    // An id that is no order is the 404, for the page and for a step on it.
    const unknown = randomUUID();
    const c = contexts.operator;
    for (const call of [
      () => order.loader(routeArgs(c, `/operator/orders/${unknown}`, undefined, { id: unknown })),
      () => order.action(routeArgs(c, `/operator/orders/${unknown}`, step, { id: unknown })),
      () => order.loader(routeArgs(c, "/operator/orders/x", undefined, { id: "x" })),
    ]) {
      expect((await routeOutcome(call)).status).toBe(404);
    }
  });
});
