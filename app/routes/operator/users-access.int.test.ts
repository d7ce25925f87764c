import { describe, expect, it } from "vitest";
import { createListing, createUser } from "../../../tests/factories";
import { routeArgs, routeContext, routeOutcome } from "../../../tests/setup/route-context";
import { testDb, testServices } from "../../../tests/setup/services";
import * as listingsPage from "./listings";
import * as userPage from "./user";
import * as usersPage from "./users";

// Decision 082: every loader and action of the console answers operators only; everyone else,
// signed in or not, gets the plain 404 — a POST too, since a child's action runs without the
// layout's loader.

const { services } = testServices();
type Run = (args: never) => unknown;

async function people() {
  const operatorRow = await createUser(testDb(), { isOperator: true });
  const userRow = await createUser(testDb());
  const operator = (await services.users.findById(operatorRow.id))!;
  const user = (await services.users.findById(userRow.id))!;
  const listing = await createListing(testDb(), { authorId: user.id, title: "Toegangsbonen" });
  return { operator, user, listing };
}

describe("the console's users and listings pages", () => {
  it("answer operators and give everyone else a 404, for GET and POST", async () => {
    const { operator, user, listing } = await people();
    const pages: Array<{ run: Run; path: string; params: Record<string, string> }> = [
      { run: usersPage.loader, path: "/operator/users", params: {} },
      { run: userPage.loader, path: `/operator/users/${user.id}`, params: { id: user.id } },
      { run: listingsPage.loader, path: "/operator/listings?q=Toegangsbonen", params: {} },
    ];
    const posts: Array<{
      run: Run;
      path: string;
      params: Record<string, string>;
      fields: Record<string, string>;
    }> = [
      {
        run: userPage.action,
        path: `/operator/users/${user.id}`,
        params: { id: user.id },
        fields: { intent: "ban", reason: "test" },
      },
      {
        run: listingsPage.action,
        path: "/operator/listings",
        params: {},
        fields: { intent: "close", listingId: listing.id, reason: "test" },
      },
    ];
    for (const viewer of [user, null]) {
      const context = routeContext(services, viewer);
      for (const p of pages) {
        const out = await routeOutcome(() =>
          p.run(routeArgs(context, p.path, undefined, p.params)),
        );
        expect(out.status, `${p.path} as ${viewer ? "user" : "anonymous"}`).toBe(404);
      }
      for (const p of posts) {
        const out = await routeOutcome(() => p.run(routeArgs(context, p.path, p.fields, p.params)));
        expect(out.status, `POST ${p.path} as ${viewer ? "user" : "anonymous"}`).toBe(404);
      }
    }
    // Nothing happened: the user is not banned, the listing not closed, no audit row.
    expect((await services.users.findById(user.id))!.banned).toBe(false);
    expect(await services.audit.search({ targetId: listing.id })).toEqual([]);

    const context = routeContext(services, operator);
    for (const p of pages) {
      const out = await routeOutcome(() => p.run(routeArgs(context, p.path, undefined, p.params)));
      expect(out.status, `${p.path} as operator`).toBe(200);
    }
    const found = await routeOutcome(() =>
      listingsPage.loader(routeArgs(context, "/operator/listings?q=Toegangsbonen")),
    );
    expect(found.body?.found).toMatchObject([{ id: listing.id, author: { id: user.id } }]);
    const missing = await routeOutcome(() =>
      userPage.loader(
        routeArgs(context, "/operator/users/00000000-0000-4000-8000-000000000000", undefined, {
          id: "00000000-0000-4000-8000-000000000000",
        }),
      ),
    );
    expect(missing.status).toBe(404);
  });
});
