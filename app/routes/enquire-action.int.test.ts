import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createListing, createUser, type User } from "../../tests/factories";
import { startTestApp } from "../../tests/setup/http-app";
import { testDb } from "../../tests/setup/services";
import type { AppContext } from "../context";
import * as listingRoute from "./listing/route";
import * as profileRoute from "./profile/route";

// The contact form's posts on the listing and profile pages (intent=enquire): visitors go to
// login, a good post goes to the new order page, a refusal comes back to the form.

let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function contextFor(user: User | null): Promise<AppContext> {
  const found = user ? await app.services.users.findById(user.id) : null;
  const log = { error: () => {}, warn: () => {}, info: () => {} };
  return { services: app.services, user: found, locale: "nl", log, requestId: "t" } as never;
}
const post = (path: string, fields: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  return new Request(`http://localhost${path}`, { method: "POST", body });
};
type Outcome = { status: number; location: string | null; body: unknown };
async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  const out = await run();
  if (out instanceof Response) {
    return { status: out.status, location: out.headers.get("Location"), body: null };
  }
  const d = out as { init?: ResponseInit | null; data: unknown };
  return { status: d.init?.status ?? 200, location: null, body: d.data };
}

describe("contact form posts", () => {
  it("listing page: login first, then the order page; refusals come back to the form", async () => {
    const grower = await createUser(testDb(), { firstName: "Kees", stripeConnected: true });
    const buyer = await createUser(testDb());
    const listing = await createListing(testDb(), { authorId: grower.id });
    const path = `/l/tomaten/${listing.id}?contact=open`;
    const send = async (user: User | null, message: string) => {
      const context = await contextFor(user);
      return outcome(async () => {
        try {
          return await listingRoute.action({
            context,
            request: post(path, { intent: "enquire", message }),
            params: { slug: "tomaten", id: listing.id },
          } as never);
        } catch (thrown) {
          return thrown;
        }
      });
    };
    expect(await send(null, "Hoi")).toMatchObject({
      status: 302,
      location: `/login?from=${encodeURIComponent(`/l/tomaten/${listing.id}?contact=open`)}`,
    });
    expect(await send(buyer, "  ")).toMatchObject({
      status: 400,
      body: { intent: "enquire", fieldErrors: { message: "EnquiryForm.messageRequired" } },
    });
    expect(await send(grower, "Mijn eigen")).toMatchObject({
      status: 403,
      body: { formError: "EnquiryForm.ownListingError", values: { message: "Mijn eigen" } },
    });
    const ok = await send(buyer, "Hoeveel heb je nog?");
    expect(ok.status).toBe(302);
    expect(ok.location).toMatch(/^\/order\/[0-9a-f-]{36}\/details$/);
  });

  it("profile page: the chosen listing of that grower; a banned grower is refused", async () => {
    const grower = await createUser(testDb(), { stripeConnected: true });
    const buyer = await createUser(testDb());
    const listing = await createListing(testDb(), { authorId: grower.id });
    const send = async (listingId: string, message = "Hallo") =>
      outcome(async () =>
        profileRoute.action({
          context: await contextFor(buyer),
          request: post(`/u/${grower.id}?contact=open`, { intent: "enquire", listingId, message }),
          params: { id: grower.id },
        } as never),
      );
    const ok = await send(listing.id);
    expect(ok.status).toBe(302);
    const id = ok.location!.split("/")[2]!;
    const sale = await app.services.inbox.show({ id: grower.id, isOperator: false }, id, "sale");
    expect("data" in sale && sale.data.state).toBe("enquiry");
    expect(await send("not-a-uuid")).toMatchObject({
      status: 400,
      body: { formError: "Errors.invalidParams" },
    });
    const banned = await createUser(testDb(), { banned: true });
    const theirs = await createListing(testDb(), { authorId: banned.id });
    expect(await send(theirs.id)).toMatchObject({
      status: 403,
      body: { formError: "TransactionPage.messageToRemovedUser" },
    });
  });
});
