import { createHash, randomUUID } from "node:crypto";
import { type AppLoadContext, data, redirect } from "react-router";
import {
  billingSchema,
  type CheckoutRequest,
  paymentMethodIdSchema,
  paymentMethodSchema,
  shippingSchema,
} from "#modules/checkout";
import type { PayOutcome } from "#modules/checkout/server";
import { isAppError } from "#modules/errors";
import { CARD_ERROR_MESSAGES } from "#modules/payments";
import { findNulCharacter } from "#modules/text";
import { formFields, formValues } from "~/forms/parse-form";
import { routeFailure, throwFailure, throwRouteError } from "../route-error.server";
import { cardUseFor, chosenMethod, keepPaidCard, paymentChoicesFor } from "./saved-card.server";

/**
 * The checkout pages' shared server side: preview per seller, read the pay form, start the
 * checkout under the form's idempotency key and pay it, and turn the outcome into a page
 * (a redirect to the bank, 3-D Secure or the confirmation, or the form with the message).
 */

type Orders = Array<Omit<CheckoutRequest["orders"][number], "message" | "shippingAddress">>;

/** The card form's own errors, which its script posts instead of a payment method. */
const CARD_FORM_ERRORS: ReadonlySet<string> = new Set(Object.values(CARD_ERROR_MESSAGES));

export type CheckoutFailure = {
  ok: false;
  formError?: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
  /** The order changed since the page was shown: reload it (shouldRevalidate), then pay anew. */
  changed?: boolean;
  /** A fresh key for the changed order, so paying again cannot reach the old checkout. */
  idempotencyKey?: string;
};

const KEY = /^[\w-]{8,100}$/;

/** The form's field names for a checkout's billing details, shipping address and messages. */
function formValuesOf(
  billing: Record<string, unknown> | null,
  orders: Orders,
  placed: Array<{ listingIds: string[]; protectedData: Record<string, unknown> }>,
) {
  const values: Record<string, string> = {};
  const put = (name: string, value: unknown) => {
    if (typeof value === "string" && value) values[name] = value;
  };
  for (const [field, value] of Object.entries(billing ?? {})) {
    put(`billing${field[0]!.toUpperCase()}${field.slice(1)}`, value);
  }
  orders.forEach((order, i) => {
    const ids = order.items
      .map((item) => item.listingId)
      .sort()
      .join();
    const row = placed.find((p) => [...p.listingIds].sort().join() === ids);
    if (!row) return;
    put(`message-${i}`, row.protectedData.message);
    const shipping = row.protectedData.shippingDetails;
    if (shipping && typeof shipping === "object") {
      for (const [field, value] of Object.entries(shipping)) put(`ship-${i}-${field}`, value);
    }
  });
  // Billing that is the first shipping address was "zelfde als verzendadres": ticked again.
  const ships = orders.findIndex((order) => order.deliveryMethod === "shipping");
  const same = ["name", "line1", "line2", "postalCode", "city", "country"].every(
    (f) => values[`billing${f[0]!.toUpperCase()}${f.slice(1)}`] === values[`ship-${ships}-${f}`],
  );
  if (ships >= 0 && values[`ship-${ships}-line1`] && same) {
    values.billingSameAsShipping = "on";
  }
  return values;
}

type Sellers = Awaited<ReturnType<AppLoadContext["services"]["checkout"]["preview"]>>;

const digest = (value: unknown) =>
  createHash("sha256").update(JSON.stringify(value)).digest("base64url");

/**
 * What the page showed, as a digest (decision 064): the items, prices, lines and totals per
 * seller, or the refusal. The form sends it back; paying checks it against the order as it is
 * then, so a cart changed in another tab is shown again instead of charged (decision 064).
 */
export function shownVersion(sellers: Sellers): string {
  return digest(
    sellers.map((s) =>
      s.ok
        ? {
            items: s.items.map((i) => [i.listingId, i.quantity, i.unitPrice]),
            deliveryMethod: s.deliveryMethod,
            lineItems: s.lineItems,
            payinTotal: s.payinTotal,
            booking: s.booking,
          }
        : { refused: s.messageId, listingId: s.listingId },
    ),
  );
}

/**
 * What the page starts with. A key of this buyer's checkout that can still be paid (the
 * return from a bank or 3-D Secure, or "Betalen" on the unpaid order) keeps that checkout
 * and what was typed in it (decision 066); otherwise a fresh key, with billing from
 * the buyer's last checkout or, failing that, their name.
 */
export async function checkoutPreview(
  context: AppLoadContext,
  request: Request,
  customerId: string,
  orders: Orders,
  returnedKey?: string | null,
) {
  const sellers = await context.services.checkout.preview(customerId, orders);
  const shown = shownVersion(sellers);
  const titles: Record<string, string> = {};
  for (const s of sellers) if (s.ok) for (const i of s.items) titles[i.listingId] = i.title;
  const asked = returnedKey ?? new URL(request.url).searchParams.get("key");
  const resumed =
    asked && KEY.test(asked) ? await context.services.checkout.resumable(customerId, asked) : null;
  const user = context.user;
  const values = resumed
    ? formValuesOf(
        (resumed.checkout.details.billing as Record<string, unknown> | undefined) ?? null,
        orders,
        resumed.orders,
      )
    : formValuesOf(
        (await context.services.checkout.lastBilling(customerId)) ??
          (user ? { name: `${user.firstName} ${user.lastName}`.trim() } : null),
        orders,
        [],
      );
  // The method the buyer tried last is chosen again (card details are never kept).
  const tried = resumed ? await context.services.checkout.intentOf(resumed.checkout) : null;
  if (tried?.paymentMethodType) values.method = tried.paymentMethodType;
  return {
    sellers,
    titles,
    // A fresh key per page view; a resubmit of this page (double click, retry after a
    // failed payment) reuses it and reaches the same checkout.
    idempotencyKey: resumed && asked ? asked : randomUUID(),
    values,
    shownVersion: shown,
    defaultCountry: context.user?.publicData?.country === "BE" ? "BE" : "NL",
    // The saved-card selector and Wero (decision 081).
    paymentChoices: await paymentChoicesFor(context, customerId),
  };
}

/** Where the buyer lands once paid: one seller's order, or the summary of several. */
export function confirmationPath(outcome: Extract<PayOutcome, { kind: "paid" }>) {
  return outcome.transactions.length === 1
    ? `/order/${outcome.transactions[0]!.id}/details`
    : `/checkout/${outcome.checkoutId}/summary`;
}

export async function submitCheckout(
  context: AppLoadContext,
  request: Request,
  {
    customerId,
    orders,
    source,
    enquiryId,
  }: { customerId: string; orders: Orders; source: string; enquiryId?: string },
) {
  const formData = await request.formData();
  const fields = formFields(formData);
  const values = formValues(formData);
  // Only ids travel with the form (decision 071); neither is echoed back.
  delete values.paymentMethod;
  delete values.cardError;
  const fail = (status: number, failure: Omit<CheckoutFailure, "ok" | "values">) =>
    data({ ok: false as const, values, ...failure }, { status });
  const changed = () =>
    fail(409, {
      formError: "CheckoutPage.orderChangedError",
      fieldErrors: {},
      changed: true,
      idempotencyKey: randomUUID(),
    });

  const nul = findNulCharacter(fields);
  if (nul !== null) return fail(400, { formError: "Errors.invalidParams", fieldErrors: {} });
  const fieldErrors: Record<string, string> = {};
  const fullOrders = orders.map((order, i) => {
    const message = (fields[`message-${i}`] ?? "").trim();
    if (message.length > 5000) fieldErrors[`message-${i}`] = "CheckoutPage.messageTooLong";
    let shippingAddress: CheckoutRequest["orders"][number]["shippingAddress"];
    if (order.deliveryMethod === "shipping") {
      const prefix = `ship-${i}-`;
      const parsed = shippingSchema.safeParse({
        name: fields[`${prefix}name`],
        line1: fields[`${prefix}line1`],
        line2: fields[`${prefix}line2`],
        postalCode: fields[`${prefix}postalCode`],
        city: fields[`${prefix}city`],
        state: fields[`${prefix}state`],
        country: fields[`${prefix}country`],
        phone: fields[`${prefix}phone`],
      });
      if (parsed.success) shippingAddress = parsed.data;
      else
        for (const issue of parsed.error.issues)
          fieldErrors[`${prefix}${String(issue.path[0])}`] ??= issue.message;
    }
    return { ...order, message: message || undefined, shippingAddress };
  });
  // "Zelfde als verzendadres" (decision 066): the first shipping address is the billing one.
  const shipsTo = orders.findIndex((order) => order.deliveryMethod === "shipping");
  const sameAsShipping = shipsTo >= 0 && fields.billingSameAsShipping === "on";
  const billing = billingSchema.safeParse(
    sameAsShipping
      ? {
          name: fields[`ship-${shipsTo}-name`],
          line1: fields[`ship-${shipsTo}-line1`],
          line2: fields[`ship-${shipsTo}-line2`],
          postalCode: fields[`ship-${shipsTo}-postalCode`],
          city: fields[`ship-${shipsTo}-city`],
          country: fields[`ship-${shipsTo}-country`],
        }
      : {
          name: fields.billingName,
          line1: fields.billingLine1,
          line2: fields.billingLine2,
          postalCode: fields.billingPostalCode,
          city: fields.billingCity,
          country: fields.billingCountry,
        },
  );
  // With the shipping address as billing, its own errors already name the fields.
  if (!billing.success && !sameAsShipping) {
    for (const issue of billing.error.issues) {
      const key = String(issue.path[0]);
      fieldErrors[`billing${key[0]!.toUpperCase()}${key.slice(1)}`] ??= issue.message;
    }
  }
  // The saved-card selector's choice, or a method (decision 081); "card" is a one-time card.
  const chosen = chosenMethod(context, fields.method);
  const method =
    chosen?.method === "wero"
      ? { success: true as const, data: "wero" as const }
      : paymentMethodSchema.safeParse(chosen?.method);
  if (!method.success) fieldErrors.method = "CheckoutPage.paymentMethodRequired";
  // A card comes as the payment method its script made, or as the card form's error; with
  // neither (no JavaScript), the buyer enters it on the processor's hosted page (decision 071).
  const paymentMethod = fields.paymentMethod
    ? paymentMethodIdSchema.safeParse(fields.paymentMethod)
    : null;
  if (method.data === "card" && paymentMethod && !paymentMethod.success) {
    fieldErrors.card = "StripePaymentForm.missingCard";
  }
  const cardError =
    method.data === "card" && fields.cardError && CARD_FORM_ERRORS.has(fields.cardError)
      ? fields.cardError
      : null;
  const key = fields.idempotencyKey ?? "";
  if (!KEY.test(key)) return fail(400, { formError: "Errors.invalidParams", fieldErrors });
  if (Object.keys(fieldErrors).length > 0 || !billing.success || !method.success) {
    return fail(400, { fieldErrors });
  }

  // Pay for what was shown, or show what it is now (decision 064).
  const now = await context.services.checkout.preview(customerId, orders);
  if (fields.shownVersion !== shownVersion(now)) return changed();
  // The card form's error, once the rest of the form is right: nothing is reserved for it.
  if (cardError) return fail(402, { formError: cardError, fieldErrors: { card: cardError } });
  // The saved card (gone, or expired by the clock), or the customer to keep a new card for.
  const cardUse = await cardUseFor(context, chosen, fields.saveCard === "on");
  if (!cardUse.ok) {
    return fail(cardUse.status, {
      formError: cardUse.messageId,
      fieldErrors: { card: cardUse.messageId },
    });
  }

  // The order's own query (quantity, delivery, booking dates, enquiry) comes back with the
  // bank's return, so that page shows and pays the same order; `key` keeps the checkout.
  const query = new URL(request.url).searchParams;
  query.delete("key");
  query.delete("payment_intent");
  const orderQuery = query.toString();
  query.set("key", key);

  try {
    // A retry after a failed payment takes what the buyer submitted now (decision 066);
    // the first submit of this page starts the checkout. The same key with other items
    // (after a return from the bank with a changed cart) is another order: 409, shown anew.
    const requestFingerprint = digest(orders);
    const checkout =
      (await context.services.checkout.revise({
        customerId,
        idempotencyKey: key,
        billing: billing.data,
        orders: fullOrders,
        requestFingerprint,
      })) ??
      (
        await context.services.checkout.start({
          customerId,
          idempotencyKey: key,
          source: orderQuery ? `${source}?${orderQuery}` : source,
          orders: fullOrders,
          billing: billing.data,
          enquiryId,
          requestFingerprint,
        })
      ).checkout;
    const outcome = await context.services.checkout.pay({
      customerId,
      checkoutId: checkout.id,
      method: method.data,
      ...(method.data === "card" && paymentMethod?.success
        ? { paymentMethod: paymentMethod.data }
        : {}),
      ...cardUse.use,
      returnUrl: `${source}/${method.data}?${query}`,
    });
    if (outcome.kind === "paid") {
      await keepPaidCard(context, customerId, checkout.paymentIntentId);
      return redirect(confirmationPath(outcome));
    }
    if (outcome.kind === "redirect") return redirect(outcome.url);
    if (outcome.kind === "processing") {
      return fail(202, { formError: "CheckoutPage.paymentProcessing", fieldErrors: {} });
    }
    return fail(402, {
      formError: outcome.messageId,
      fieldErrors: method.data === "card" ? { card: outcome.messageId } : {},
    });
  } catch (error) {
    if (isAppError(error) && error.code === "idempotency-key-reused") return changed();
    // A rule's refusal (stock, a closed listing, someone's own listing) is the form's to say,
    // naming the item; anything else is logged as initiate-order-failed (spec §8).
    const failed = routeFailure(error, context, "initiate-order-failed", { accessInForm: true });
    if (failed.kind !== "expected") throwFailure(failed);
    return fail(failed.status, {
      formError: failed.messageId,
      fieldErrors: failed.fieldErrors.listingId ? { _listing: failed.fieldErrors.listingId } : {},
    });
  }
}

/**
 * The return route (`…/checkout/:returnUrlType?payment_intent=…`): the intent as it is now
 * decides — paid goes to the confirmation, anything else back to the form with its message
 * and the same idempotency key, so paying again reaches the same checkout.
 */
export async function handleReturn(context: AppLoadContext, request: Request, customerId: string) {
  const url = new URL(request.url);
  const intentId = url.searchParams.get("payment_intent");
  if (!intentId || !/^pi_\w{1,60}$/.test(intentId)) return null;
  const key = url.searchParams.get("key");
  try {
    const outcome = await context.services.checkout.returned(customerId, intentId);
    if (outcome.kind === "paid") {
      await keepPaidCard(context, customerId, intentId);
      throw redirect(confirmationPath(outcome));
    }
    if (outcome.kind === "redirect") throw redirect(outcome.url);
    return {
      messageId:
        outcome.kind === "processing" ? "CheckoutPage.paymentProcessing" : outcome.messageId,
      idempotencyKey: key && KEY.test(key) ? key : null,
    };
  } catch (error) {
    // The redirects above pass through; someone else's payment is the plain 404.
    throwRouteError(error, context, "load-data-failed");
  }
}
