import { randomUUID } from "node:crypto";
import { data, redirect } from "react-router";
import { isAppError } from "#modules/errors";
import { isUuid } from "#modules/urls";
import type { AddToCartResult } from "~/components/order-panel/product-order-form";

type Context = Parameters<typeof import("~/auth/session.server").requireUser>[0];

const DELIVERY = new Set(["pickup", "shipping"]);

/** The item a visitor chose before logging in, carried in the return path (decision 039). */
export function pendingAddFrom(url: URL) {
  if (url.searchParams.get("addToCart") !== "1") return null;
  const quantity = Number.parseInt(url.searchParams.get("quantity") ?? "", 10);
  const method = url.searchParams.get("deliveryMethod");
  return {
    quantity: Number.isSafeInteger(quantity) && quantity >= 1 ? quantity : 1,
    deliveryMethod: method === "pickup" || method === "shipping" ? method : null,
  } as const;
}

/**
 * The order panel's add-to-cart post (spec §4): validates the form, adds through the cart
 * service and answers the form's result; a visitor goes to signup and comes back with the
 * choice in the return path, where the panel adds it (decision 039).
 */
export async function addToCartAction(request: Request, context: Context, formData: FormData) {
  // Tells one answer from the next, so a closed modal stays closed until the next add.
  const at = randomUUID();
  const listingId = formData.get("listingId");
  const authorId = formData.get("authorId");
  const quantity = String(formData.get("quantity") ?? "").trim();
  const deliveryMethod = String(formData.get("deliveryMethod") ?? "");
  if (!isUuid(listingId) || !isUuid(authorId)) {
    return data<AddToCartResult>(
      { intent: "add-to-cart", ok: false, formError: "CartPage.productNotAdded", at },
      { status: 400 },
    );
  }
  const fieldErrors: { quantity?: string; deliveryMethod?: string } = {};
  if (!/^\d{1,6}$/.test(quantity) || Number(quantity) < 1) {
    fieldErrors.quantity = "ProductOrderForm.quantityRequired";
  }
  if (!DELIVERY.has(deliveryMethod)) {
    fieldErrors.deliveryMethod = "ProductOrderForm.deliveryMethodRequired";
  }
  if (fieldErrors.quantity || fieldErrors.deliveryMethod) {
    return data<AddToCartResult>(
      { intent: "add-to-cart", ok: false, fieldErrors, at },
      { status: 400 },
    );
  }

  if (!context.user) {
    const url = new URL(request.url);
    url.searchParams.delete("orderOpen");
    url.searchParams.set("addToCart", "1");
    url.searchParams.set("quantity", quantity);
    url.searchParams.set("deliveryMethod", deliveryMethod);
    const from = `${url.pathname}${url.search}`;
    throw redirect(`/signup?from=${encodeURIComponent(from)}`);
  }

  try {
    await context.services.cart.update(context.user.id, {
      listingId,
      authorId,
      quantity: Number(quantity),
      action: "add",
      deliveryMethod: deliveryMethod as "pickup" | "shipping",
    });
    return data<AddToCartResult>({
      intent: "add-to-cart",
      ok: true,
      quantity: Number(quantity),
      at,
    });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data<AddToCartResult>(
      { intent: "add-to-cart", ok: false, formError: error.messageId, at },
      { status: error.status },
    );
  }
}
