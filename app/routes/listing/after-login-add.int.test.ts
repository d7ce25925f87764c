import { describe, expect, it } from "vitest";
import { createListing, createUser, DEFAULT_PASSWORD } from "../../../tests/factories";
import { testDb, testServices } from "../../../tests/setup/services";
import type { AppContext } from "../../context";
import * as login from "../auth/login";
import * as listingRoute from "./route";

// Decision 064: `…?addToCart=1&quantity=25&deliveryMethod=pickup` adds to the cart only on
// the return from a real login or signup (its one-time marker), never for a link alone.

const { services } = testServices();

async function contextFor(userId: string | null): Promise<AppContext> {
  const user = userId ? await services.users.findById(userId) : null;
  const log = { error: () => {}, warn: () => {}, info: () => {} };
  return { services, user, locale: "nl", log, requestId: "t", clientIp: "127.0.0.1" } as never;
}

async function setup() {
  const grower = await createUser(testDb(), { stripeConnected: true });
  const listing = await createListing(testDb(), { authorId: grower.id, currentStock: 30 });
  const buyer = await createUser(testDb());
  const path = `/l/tomaten/${listing.id}?addToCart=1&quantity=25&deliveryMethod=pickup`;
  return { listing, buyer, path };
}

type Loaded = { data: Awaited<ReturnType<typeof listingRoute.loader>>["data"]; init: ResponseInit };

async function openListing(userId: string, path: string, cookie?: string) {
  const request = new Request(`http://localhost${path}`, cookie ? { headers: { cookie } } : {});
  const id = path.split("?")[0]!.split("/").at(-1)!;
  return (await listingRoute.loader({
    context: await contextFor(userId),
    params: { slug: "tomaten", id },
    request,
  } as never)) as unknown as Loaded;
}

async function logIn(email: string, from: string) {
  const body = new FormData();
  body.set("email", email);
  body.set("password", DEFAULT_PASSWORD);
  const response = (await login.action({
    context: await contextFor(null),
    request: new Request(`http://localhost/login?from=${encodeURIComponent(from)}`, {
      method: "POST",
      body,
    }),
  } as never)) as Response;
  expect(response.status).toBe(302);
  return response.headers.getSetCookie();
}

describe("add to cart after login", () => {
  it("does not add for a logged-in buyer who merely opens the link", async () => {
    const { buyer, path } = await setup();
    const page = await openListing(buyer.id, path);
    expect(page.data.order?.pendingAdd).toBeNull();
    expect(new Headers(page.init.headers).get("Set-Cookie")).toBeNull();
  });

  it("adds once after a real login: the login sets the marker, the listing page uses and clears it", async () => {
    const { buyer, listing, path } = await setup();
    const cookies = await logIn(buyer.email, path);
    const marker = cookies.find((c) => c.startsWith("bt_after_login="));
    expect(marker).toMatch(/HttpOnly; SameSite=Lax; Max-Age=300/);
    const page = await openListing(buyer.id, path, marker!.split(";")[0]);
    expect(page.data.order?.pendingAdd).toEqual({ quantity: 25, deliveryMethod: "pickup" });
    expect(new Headers(page.init.headers).get("Set-Cookie")).toMatch(
      /^bt_after_login=;.*Max-Age=0/,
    );
    // The marker names the listing: another listing's link is not added with it.
    const other = await openListing(
      buyer.id,
      path.replace(listing.id, (await setup()).listing.id),
      marker!.split(";")[0],
    );
    expect(other.data.order?.pendingAdd).toBeNull();
  });

  it("sets no marker for a login whose return path adds nothing", async () => {
    const { buyer, listing } = await setup();
    const cookies = await logIn(buyer.email, `/l/tomaten/${listing.id}`);
    expect(cookies.some((c) => c.startsWith("bt_after_login="))).toBe(false);
  });
});
