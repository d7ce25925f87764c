import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createListing, createUser } from "../../tests/factories";
import { apiClient, signedUpClient, startTestApp } from "../../tests/setup/http-app";
import { testDb } from "../../tests/setup/services";

// Spec §7 over HTTP: an enquiry through transactions.initiate (transition/enquire), its first
// message through messages.send, and the refusals (decision 055).

let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function signedIn() {
  return signedUpClient(app.origin, { label: "api-enquirer" });
}

const enquireBody = (listingId: string, params: Record<string, unknown> = {}) => ({
  processAlias: "default-purchase/release-1",
  transition: "transition/enquire",
  params: { listingId, ...params },
});

describe("enquiries API", () => {
  it("initiate with transition/enquire, then messages.send: both sides see the conversation", async () => {
    const { client } = await signedIn();
    // A grower who cannot take payments yet may still be asked.
    const grower = await createUser(testDb(), { stripeConnected: false });
    const l = await createListing(testDb(), { authorId: grower.id, priceAmount: 400 });
    const created = await client.call("POST", "/api/transactions/initiate", enquireBody(l.id));
    expect(created.status).toBe(201);
    const tx = created.json.data;
    expect(tx).toMatchObject({
      state: "enquiry",
      lastTransition: "transition/enquire",
      role: "customer",
    });
    const sent = await client.call("POST", "/api/messages/send", {
      transactionId: tx.id,
      content: "Hoeveel kilo heb je nog?",
    });
    expect(sent.status).toBe(201);
    const thread = await client.call("GET", `/api/messages/query?transaction_id=${tx.id}`);
    expect(thread.json.data.map((m: { content: string }) => m.content)).toEqual([
      "Hoeveel kilo heb je nog?",
    ]);
    // With params.message the enquiry and its message come in one call.
    const withMessage = await client.call(
      "POST",
      "/api/transactions/initiate",
      enquireBody(l.id, { message: "Nog een vraag" }),
    );
    expect(withMessage.status).toBe(201);
    const second = await client.call(
      "GET",
      `/api/messages/query?transaction_id=${withMessage.json.data.id}`,
    );
    expect(second.json.data.map((m: { content: string }) => m.content)).toEqual(["Nog een vraag"]);
    const orders = await client.call("GET", "/api/transactions/query?only=order");
    expect(orders.json.data.map((t: { id: string }) => t.id)).toEqual(
      expect.arrayContaining([tx.id, withMessage.json.data.id]),
    );
  });

  it("refuses an empty message, the own listing, a banned seller and a wrong process", async () => {
    const { client, userId } = await signedIn();
    const grower = await createUser(testDb(), { stripeConnected: true });
    const l = await createListing(testDb(), { authorId: grower.id, priceAmount: 400 });
    const errorOf = async (body: unknown) => {
      const res = await client.call("POST", "/api/transactions/initiate", body);
      return { status: res.status, ...res.json.errors?.[0] };
    };
    expect(await errorOf(enquireBody(l.id, { message: " " }))).toMatchObject({
      status: 400,
      title: "Schrijf je vraag aan de kweker.",
    });
    const own = await createListing(testDb(), { authorId: userId, priceAmount: 300 });
    expect(await errorOf(enquireBody(own.id))).toMatchObject({
      status: 403,
      title: "Je kunt geen vraag stellen over je eigen advertentie.",
    });
    const banned = await createUser(testDb(), { banned: true });
    const theirs = await createListing(testDb(), { authorId: banned.id, priceAmount: 300 });
    // The listing of a banned grower is not shown (404) or not written to (403): never created.
    expect([403, 404]).toContain((await errorOf(enquireBody(theirs.id))).status);
    expect(
      await errorOf({ ...enquireBody(l.id), processAlias: "free-purchase/release-1" }),
    ).toMatchObject({ status: 400, code: "validation-invalid-params" });
    const anonymous = await apiClient(app.origin).call(
      "POST",
      "/api/transactions/initiate",
      enquireBody(l.id),
    );
    expect(anonymous.status).toBe(401);
  });
});
