import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createUser } from "../../../tests/factories";
import { routeArgs, routeContext, routeOutcome } from "../../../tests/setup/route-context";
import { testDb, testServices } from "../../../tests/setup/services";

const { services } = testServices();

import type { AppContext } from "../../context";

// Decision 082: nobody but an operator who gave the second factor reaches any console page or
// action; everyone else gets the 404 the rest of the site gives. The list is every page module
// of the console, so a section added later is checked without being named here. (An operator
// without the second factor is sent to the step: second-factor.int.test.ts.)

const consolePages = import.meta.glob<Record<string, unknown>>(["./*.tsx", "!./*.test.tsx"], {
  eager: true,
});

const ACTION_FIELDS: Record<string, string>[] = [
  { intent: "approve", listingId: randomUUID() },
  { intent: "ban", reason: "spam" },
  { intent: "delete", reason: "op verzoek" },
  { intent: "transition/cancel", reason: "dubbel", fromState: "purchased" },
  { intent: "retry-payout", transactionId: randomUUID() },
  { intent: "retry-job", jobId: randomUUID() },
];

async function callers(): Promise<[string, AppContext][]> {
  const user = await services.users.findById((await createUser(testDb())).id);
  const operator = await services.users.findById(
    (await createUser(testDb(), { isOperator: true })).id,
  );
  return [
    ["anonymous", routeContext(services, null)],
    ["user", routeContext(services, user)],
    // An operator looking through a user's eyes is that user, read-only (decision 085).
    [
      "login-as session",
      routeContext(services, user, {
        loginAs: { operatorId: operator!.id, expiresAt: new Date(Date.now() + 60_000) },
      }),
    ],
  ];
}

describe("the operator console's access", () => {
  it("answers every loader and action with 404 to anyone but an operator", async () => {
    const pages = Object.entries(consolePages).filter(
      ([, page]) => typeof page.loader === "function" || typeof page.action === "function",
    );
    expect(pages.map(([file]) => file)).toEqual(
      expect.arrayContaining(["./layout.tsx", "./users.tsx", "./order.tsx", "./audit.tsx"]),
    );
    const params = { id: randomUUID() };
    let checked = 0;
    for (const [who, context] of await callers()) {
      for (const [file, page] of pages) {
        const loader = page.loader as ((args: never) => unknown) | undefined;
        if (loader) {
          const out = await routeOutcome(() =>
            loader(routeArgs(context, "/operator/x", undefined, params)),
          );
          expect({ who, file, kind: "loader", status: out.status }).toMatchObject({ status: 404 });
          checked++;
        }
        const action = page.action as ((args: never) => unknown) | undefined;
        if (action) {
          for (const fields of ACTION_FIELDS) {
            const out = await routeOutcome(() =>
              action(routeArgs(context, "/operator/x", fields, params)),
            );
            expect({ who, file, kind: "action", fields, status: out.status }).toMatchObject({
              status: 404,
            });
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
  });
});
