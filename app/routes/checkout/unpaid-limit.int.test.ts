import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseMessageRef } from "~/hooks/use-message";
import { translate } from "~/i18n/translate.server";
import { listings, transactions } from "../../../db/schema";
import { createListing, createUser } from "../../../tests/factories";
import { testDb, testServices } from "../../../tests/setup/services";
import type { AppContext } from "../../context";
import { shownVersion } from "./checkout.server";
import * as listingCheckout from "./listing-checkout";

// Decision 063: the checkout page refuses a sixth unpaid order with a Dutch message, keeps
// what was typed, and writes nothing (the cap itself: modules/transactions/unpaid-orders).

const { services } = testServices();

describe("the checkout page at the cap on unpaid orders", () => {
  it("says why in Dutch and keeps the form", async () => {
    const provider = await createUser(testDb(), { stripeConnected: true });
    const listing = await createListing(testDb(), {
      authorId: provider.id,
      priceAmount: 300,
      currentStock: 20,
    });
    const buyer = await createUser(testDb());
    for (let i = 0; i < 5; i++) {
      await services.checkout.start({
        customerId: buyer.id,
        idempotencyKey: `page-cap-${Date.now()}-${i}`,
        source: "/cart/checkout",
        orders: [{ items: [{ listingId: listing.id, quantity: 1 }], deliveryMethod: "pickup" }],
      });
    }
    const user = await services.users.findById(buyer.id);
    const context = { services, user, locale: "nl", requestId: "req-test" } as AppContext;
    const form = new FormData();
    const orders = [
      { items: [{ listingId: listing.id, quantity: 1 }], deliveryMethod: "pickup" as const },
    ];
    for (const [name, value] of Object.entries({
      // What the page showed (decision 064), so the refusal is the cap's.
      shownVersion: shownVersion(await services.checkout.preview(buyer.id, orders)),
      idempotencyKey: `page-cap-${Date.now()}-sixth`,
      billingName: "Anna de Vries",
      billingLine1: "Oudegracht 1",
      billingPostalCode: "3511 AA",
      billingCity: "Utrecht",
      billingCountry: "NL",
      "message-0": "Ik kom zaterdag",
      method: "card",
      paymentMethod: "pm_card_visa",
    }))
      form.set(name, value);
    const request = new Request(
      `http://localhost/l/bonen/${listing.id}/checkout?quantity=1&deliveryMethod=pickup`,
      { method: "POST", body: form },
    );
    const result = (await listingCheckout.action({
      context,
      request,
      params: { slug: "bonen", id: listing.id },
    } as never)) as unknown as {
      init: { status: number };
      data: { ok: boolean; formError: string; values: Record<string, string> };
    };
    expect(result.init.status).toBe(429);
    expect(result.data.values).toMatchObject({
      billingName: "Anna de Vries",
      "message-0": "Ik kom zaterdag",
    });
    const { id, values } = parseMessageRef(result.data.formError);
    expect(translate("nl", id, values)).toBe(
      "Je hebt al 5 bestellingen die op betaling wachten. Betaal er een, of wacht tot ze verlopen, en probeer het dan opnieuw.",
    );
    // Nothing written: still five orders, still 15 in stock.
    const rows = await testDb()
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.customerId, buyer.id));
    expect(rows).toHaveLength(5);
    const [stock] = await testDb()
      .select({ n: listings.currentStock })
      .from(listings)
      .where(eq(listings.id, listing.id));
    expect(stock!.n).toBe(15);
  });
});
