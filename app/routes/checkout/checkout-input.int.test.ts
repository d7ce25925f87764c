import { describe, expect, it } from "vitest";
import { createListing, createUser } from "../../../tests/factories";
import { testDb, testServices } from "../../../tests/setup/services";
import type { AppContext } from "../../context";
import * as listingCheckout from "./listing-checkout";

// Issue 22 §1.6: bad input on the checkout pages is the form's message, never a 500.

const { services } = testServices();

async function buyerContext() {
  const buyer = await createUser(testDb());
  const user = await services.users.findById(buyer.id);
  return { services, user, locale: "nl", requestId: "req-test" } as AppContext;
}

async function listingFor(price = 350, stock: number | null = 10) {
  const grower = await createUser(testDb(), { stripeConnected: true });
  return createListing(testDb(), { authorId: grower.id, priceAmount: price, currentStock: stock });
}

const billing = {
  billingName: "Kim Koper",
  billingLine1: "Dorpsstraat 1",
  billingPostalCode: "3511 AB",
  billingCity: "Utrecht",
  billingCountry: "NL",
};

function post(url: string, fields: Record<string, string>) {
  return new Request(url, { method: "POST", body: new URLSearchParams(fields) });
}

type ActionResult = {
  init: { status?: number } | null;
  data: { ok: false; formError?: string; fieldErrors: Record<string, string> };
};

describe("listing checkout page: bad input", () => {
  it("refuses quantity=10000000000 in the URL with a clear message on the page and on pay", async () => {
    const context = await buyerContext();
    const listing = await listingFor(350, 10);
    const url = `http://localhost/l/tomaten/${listing.id}/checkout?quantity=10000000000&deliveryMethod=pickup`;
    const params = { slug: "tomaten", id: listing.id };
    const page = await listingCheckout.loader({
      context,
      params,
      request: new Request(url),
    } as never);
    expect(page.sellers[0]).toMatchObject({
      ok: false,
      messageId: "CheckoutPage.quantityTooLargeError",
    });
    const result = (await listingCheckout.action({
      context,
      params,
      request: post(url, {
        ...billing,
        idempotencyKey: "quantity-overflow-1",
        method: "card",
        cardNumber: "4242424242424242",
        cardExpMonth: "12",
        cardExpYear: "34",
        cardCvc: "123",
      }),
    } as never)) as unknown as ActionResult;
    expect(result.init?.status).toBe(400);
    expect(result.data.formError).toBe("CheckoutPage.quantityTooLargeError");
  });

  it("refuses a total over € 999.999,99 (the most one payment may be) with a clear message", async () => {
    const context = await buyerContext();
    const listing = await listingFor(10_000_000, null);
    const url = `http://localhost/l/trekker/${listing.id}/checkout?quantity=10000&deliveryMethod=pickup`;
    const params = { slug: "trekker", id: listing.id };
    const page = await listingCheckout.loader({
      context,
      params,
      request: new Request(url),
    } as never);
    expect(page.sellers[0]).toMatchObject({
      ok: false,
      messageId: "CheckoutPage.amountTooHighError",
    });
  });

  it("answers card fields over their length with the fields' messages, keeping what was typed", async () => {
    const context = await buyerContext();
    const listing = await listingFor();
    const url = `http://localhost/l/tomaten/${listing.id}/checkout?quantity=1&deliveryMethod=pickup`;
    const result = (await listingCheckout.action({
      context,
      params: { slug: "tomaten", id: listing.id },
      request: post(url, {
        ...billing,
        idempotencyKey: "card-too-long-1",
        method: "card",
        cardNumber: "4".repeat(41),
        cardExpMonth: "12345",
        cardExpYear: "20345",
        cardCvc: "123456789",
      }),
    } as never)) as unknown as ActionResult & { data: { values: Record<string, string> } };
    expect(result.init?.status).toBe(400);
    expect(result.data.fieldErrors).toMatchObject({
      cardNumber: "StripePaymentForm.incorrectNumber",
      cardExpMonth: "StripePaymentForm.invalidExpiry",
      cardExpYear: "StripePaymentForm.invalidExpiry",
      cardCvc: "StripePaymentForm.incorrectCvc",
    });
    expect(result.data.values.billingName).toBe("Kim Koper");
    expect(result.data.values.cardNumber).toBeUndefined();
  });
});
