import { describe, expect, it } from "vitest";
import { createListing, createUser } from "../../../tests/factories";
import { billingFields } from "../../../tests/setup/billing";
import { testDb, testServices } from "../../../tests/setup/services";
import type { AppContext } from "../../context";
import * as cartCheckout from "./cart-checkout";
import * as listingCheckout from "./listing-checkout";

// Decision 064: bad input on the checkout pages is the form's message, never a 500, and the
// payment is bound to what the page showed.

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

const billing = billingFields("Kim Koper");

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
        shownVersion: page.shownVersion,
        idempotencyKey: "quantity-overflow-1",
        method: "card",
        paymentMethod: "pm_card_visa",
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

  it("takes a card only as a payment method id or the card form's error, never echoed back (decision 071)", async () => {
    const context = await buyerContext();
    const listing = await listingFor();
    const url = `http://localhost/l/tomaten/${listing.id}/checkout?quantity=1&deliveryMethod=pickup`;
    const params = { slug: "tomaten", id: listing.id };
    const page = await listingCheckout.loader({
      context,
      params,
      request: new Request(url),
    } as never);
    const act = async (key: string, fields: Record<string, string>) =>
      (await listingCheckout.action({
        context,
        params,
        request: post(url, {
          ...billing,
          shownVersion: page.shownVersion,
          idempotencyKey: key,
          method: "card",
          ...fields,
        }),
      } as never)) as unknown as ActionResult & { data: { values: Record<string, string> } };

    const malformed = await act("card-id-bad-1", { paymentMethod: "4242424242424242" });
    expect(malformed.init?.status).toBe(400);
    expect(malformed.data.fieldErrors).toEqual({ card: "StripePaymentForm.missingCard" });
    expect(malformed.data.values.paymentMethod).toBeUndefined();
    expect(malformed.data.values.billingName).toBe("Kim Koper");

    // The script's tokenisation failed: its message, and nothing is reserved for it.
    const cardError = await act("card-error-1", {
      cardError: "StripePaymentForm.incompleteNumber",
    });
    expect(cardError.init?.status).toBe(402);
    expect(cardError.data.formError).toBe("StripePaymentForm.incompleteNumber");
    expect(cardError.data.fieldErrors).toEqual({ card: "StripePaymentForm.incompleteNumber" });
    expect(await services.checkout.resumable(context.user!.id, "card-error-1")).toBeNull();

    // Without JavaScript there is no payment method: the hosted card page takes the card.
    const hosted = (await act("card-hosted-1", { cardError: "Errors.forbidden" })) as unknown;
    expect(hosted).toBeInstanceOf(Response);
    expect((hosted as Response).headers.get("Location")).toMatch(/^\/test-mode\/card\/pi_\w+$/);
  });
});

describe("cart checkout: the charge is what the page showed (decision 064)", () => {
  async function cartOf(quantity: number) {
    const context = await buyerContext();
    const grower = await createUser(testDb(), { stripeConnected: true });
    const listing = await createListing(testDb(), {
      authorId: grower.id,
      priceAmount: 350,
      currentStock: 100,
    });
    const setQuantity = (n: number, action: "add" | "set" = "set") =>
      services.cart.update(context.user!.id, {
        listingId: listing.id,
        authorId: grower.id,
        quantity: n,
        action,
        deliveryMethod: "pickup",
      });
    await setQuantity(quantity, "add");
    const load = () =>
      cartCheckout.loader({
        context,
        params: {},
        request: new Request("http://localhost/cart/checkout"),
      } as never);
    const pay = async (fields: Record<string, string>, paymentMethod = "pm_card_visa") =>
      (await cartCheckout.action({
        context,
        params: {},
        request: post("http://localhost/cart/checkout", {
          ...billing,
          method: "card",
          paymentMethod,
          ...fields,
        }),
      } as never)) as unknown;
    return { context, setQuantity, load, pay };
  }
  type Failed = {
    init: { status?: number };
    data: {
      formError: string;
      changed?: boolean;
      idempotencyKey?: string;
      values: Record<string, string>;
    };
  };

  it("a cart changed in another tab is shown again with its new total, not charged", async () => {
    const { setQuantity, load, pay } = await cartOf(1);
    const shown = await load();
    expect(shown.sellers[0]).toMatchObject({ ok: true, payinTotal: 350 });
    await setQuantity(40); // the other tab
    const refused = (await pay({
      idempotencyKey: shown.idempotencyKey,
      shownVersion: shown.shownVersion,
    })) as Failed;
    expect(refused.init.status).toBe(409);
    expect(refused.data).toMatchObject({
      formError: "CheckoutPage.orderChangedError",
      changed: true,
      values: { billingName: "Kim Koper", billingCity: "Utrecht" },
    });
    // The page reloads (shouldRevalidate) and shows the new total; paying that goes through.
    expect(
      cartCheckout.shouldRevalidate({
        actionResult: refused.data,
        defaultShouldRevalidate: false,
      } as never),
    ).toBe(true);
    const again = await load();
    expect(again.sellers[0]).toMatchObject({ ok: true, payinTotal: 40 * 350 });
    const paid = await pay({
      idempotencyKey: refused.data.idempotencyKey!,
      shownVersion: again.shownVersion,
    });
    expect(paid).toBeInstanceOf(Response);
    expect((paid as Response).headers.get("Location")).toMatch(/^\/order\/[\w-]+\/details$/);
  });

  it("a form without what it showed is not charged either", async () => {
    const { load, pay } = await cartOf(2);
    const shown = await load();
    const refused = (await pay({ idempotencyKey: shown.idempotencyKey })) as Failed;
    expect(refused.init.status).toBe(409);
    expect(refused.data.formError).toBe("CheckoutPage.orderChangedError");
  });

  it("paying again after a declined card, as shown, reaches the same checkout and pays", async () => {
    const { load, pay } = await cartOf(1);
    const shown = await load();
    const form = { idempotencyKey: shown.idempotencyKey, shownVersion: shown.shownVersion };
    expect(((await pay(form, "pm_card_chargeDeclined")) as Failed).init.status).toBe(402);
    const paid = await pay(form);
    expect(paid).toBeInstanceOf(Response);
    expect((paid as Response).headers.get("Location")).toMatch(/^\/order\//);
  });

  it("after a declined card, a changed cart under the old key is a new checkout, not the old one", async () => {
    const { setQuantity, load, pay } = await cartOf(1);
    const shown = await load();
    const form = { idempotencyKey: shown.idempotencyKey, shownVersion: shown.shownVersion };
    const declined = (await pay(form, "pm_card_chargeDeclined")) as Failed;
    expect(declined.init.status).toBe(402);
    // The same key with the same cart is the retry it always was.
    expect(
      cartCheckout.shouldRevalidate({
        actionResult: declined.data,
        defaultShouldRevalidate: false,
      } as never),
    ).toBe(false);
    // Back from the bank with a changed cart, the page showed it under the old key: the old
    // checkout (one item) is not what is paid for.
    await setQuantity(3);
    const changedPage = await load();
    const refused = (await pay({
      idempotencyKey: shown.idempotencyKey,
      shownVersion: changedPage.shownVersion,
    })) as Failed;
    expect(refused.init.status).toBe(409);
    expect(refused.data.changed).toBe(true);
    expect(refused.data.idempotencyKey).not.toBe(shown.idempotencyKey);
    const paid = await pay({
      idempotencyKey: refused.data.idempotencyKey!,
      shownVersion: changedPage.shownVersion,
    });
    expect(paid).toBeInstanceOf(Response);
  });
});
