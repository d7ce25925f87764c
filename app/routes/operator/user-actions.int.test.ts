import { describe, expect, it } from "vitest";
import { createListing, createUser } from "../../../tests/factories";
import { routeArgs, routeContext, routeOutcome } from "../../../tests/setup/route-context";
import { testDb, testServices } from "../../../tests/setup/services";
import * as listingsPage from "./listings";
import * as userPage from "./user";
import * as usersPage from "./users";

// The console's actions through their routes (decisions 082, 083): a required reason where the
// spec asks one, and one audit row per action, written with it.

const { services } = testServices();

async function operatorContext() {
  const row = await createUser(testDb(), { isOperator: true });
  return routeContext(services, (await services.users.findById(row.id))!);
}

const post = (
  context: ReturnType<typeof routeContext>,
  id: string,
  fields: Record<string, string>,
) =>
  routeOutcome(() => userPage.action(routeArgs(context, `/operator/users/${id}`, fields, { id })));

describe("the user page's actions", () => {
  it("asks a reason for ban, unban and delete, and audits each action", async () => {
    const context = await operatorContext();
    const target = await createUser(testDb(), { emailVerified: false, firstName: "Zoekbare" });

    const noReason = await post(context, target.id, { intent: "ban", reason: "  " });
    expect(noReason).toMatchObject({
      status: 400,
      body: { fieldErrors: { reason: "OperatorUsersPage.reasonRequired" } },
    });
    for (const [intent, reason] of [
      ["verify-email", ""],
      ["ban", "Scheldt in berichten"],
      ["unban", "Excuses aangeboden"],
      ["delete", "Wil weg"],
    ] as const) {
      const out = await post(context, target.id, { intent, reason });
      expect(out, intent).toMatchObject({ status: 200, body: { ok: true, intent } });
    }
    const rows = await services.audit.search({ targetId: target.id });
    expect(rows.map((r) => [r.action, r.reason])).toEqual([
      ["user.delete", "Wil weg"],
      ["user.unban", "Excuses aangeboden"],
      ["user.ban", "Scheldt in berichten"],
      ["user.verify-email", ""],
    ]);
    // A deleted account is still found by id, shown as deleted, and has no actions left.
    const found = await routeOutcome(() =>
      usersPage.loader(routeArgs(context, `/operator/users?q=${target.id}`)),
    );
    expect(found.body?.users).toMatchObject([{ id: target.id, deleted: true }]);
    const again = await post(context, target.id, { intent: "ban", reason: "x" });
    expect(again.status).toBe(404);
  });

  it("finds users by words and filters", async () => {
    const context = await operatorContext();
    const tag = `filt${Date.now().toString(36)}`;
    const banned = await createUser(testDb(), { firstName: tag, banned: true });
    const grower = await createUser(testDb(), { firstName: tag });
    await createListing(testDb(), { authorId: grower.id });
    const list = async (query: string) => {
      const out = await routeOutcome(() =>
        usersPage.loader(routeArgs(context, `/operator/users?${query}`)),
      );
      return ((out.body?.users ?? []) as Array<{ id: string }>).map((u) => u.id);
    };
    expect((await list(`q=${tag}`)).sort()).toEqual([banned.id, grower.id].sort());
    expect(await list(`q=${tag}&filter=banned`)).toEqual([banned.id]);
    expect(await list(`q=${tag}&filter=no-payout`)).toEqual([grower.id]);
    expect(await list(`q=${banned.email}`)).toEqual([banned.id]);
  });
});

describe("the listings page's actions", () => {
  it("closes and deletes with a reason, approves and rejects, each audited", async () => {
    const context = await operatorContext();
    const grower = await createUser(testDb(), { stripeConnected: true });
    const published = await createListing(testDb(), { authorId: grower.id, state: "published" });
    const pending = await createListing(testDb(), {
      authorId: grower.id,
      state: "pendingApproval",
    });
    const other = await createListing(testDb(), { authorId: grower.id, state: "pendingApproval" });
    const act = (fields: Record<string, string>) =>
      routeOutcome(() => listingsPage.action(routeArgs(context, "/operator/listings", fields)));

    expect(await act({ intent: "close", listingId: published.id, reason: "" })).toMatchObject({
      status: 400,
      body: { fieldErrors: { reason: "OperatorUsersPage.reasonRequired" } },
    });
    expect(
      await act({ intent: "close", listingId: published.id, reason: "Geen groente" }),
    ).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect(await act({ intent: "delete", listingId: published.id, reason: "Nep" })).toMatchObject({
      status: 200,
    });
    expect(await act({ intent: "approve", listingId: pending.id })).toMatchObject({ status: 200 });
    expect(await act({ intent: "reject", listingId: other.id })).toMatchObject({ status: 200 });
    // Approving it twice is the form's message, not a second row.
    expect(await act({ intent: "approve", listingId: pending.id })).toMatchObject({
      status: 409,
      body: { formError: "OperatorPage.stateChangeFailed" },
    });
    const affiliate = await act({
      intent: "affiliate",
      listing: pending.id,
      isAffiliate: "on",
      websiteAffiliate: "https://example.com/tuin",
    });
    expect(affiliate.status).toBe(200);

    const actions = async (id: string) =>
      (await services.audit.search({ targetId: id })).map((r) => [r.action, r.reason]);
    expect(await actions(published.id)).toEqual([
      ["listing.delete", "Nep"],
      ["listing.close", "Geen groente"],
    ]);
    expect(await actions(pending.id)).toEqual([
      ["listing.affiliate", ""],
      ["listing.approve", ""],
    ]);
    expect(await actions(other.id)).toEqual([["listing.reject", ""]]);
  });
});
