import { data } from "react-router";
import { CART_QUANTITY_MAX, parseQuantity } from "#modules/cart";
import { isAppError } from "#modules/errors";
import { isUuid } from "#modules/urls";

type Context = Parameters<typeof import("~/auth/session.server").requireUser>[0];

export type CartActionResult = { ok: boolean; formError?: string; listingId?: string };

/**
 * The cart page's forms (spec §2 /cart): quantity, remove, the seller's delivery method and
 * accepting a changed price. Each is one cart update through the cart service.
 */
export async function cartAction(userId: string, context: Context, formData: FormData) {
  const intent = formData.get("intent");
  const listingId = formData.get("listingId");
  const authorId = formData.get("authorId");
  const failed = (formError = "CartPage.updateFailed", status = 400) =>
    data<CartActionResult>(
      { ok: false, formError, listingId: typeof listingId === "string" ? listingId : undefined },
      { status },
    );
  if (!isUuid(listingId) || !isUuid(authorId)) return failed();
  const cart = context.services.cart;
  try {
    if (intent === "set-quantity") {
      const quantity = String(formData.get("quantity") ?? "");
      // Said, not silently ignored, and never a 500 for 5001 digits (decision 064).
      const parsed = parseQuantity(quantity);
      if (parsed === null || parsed > CART_QUANTITY_MAX) return failed("CartPage.quantityInvalid");
      await cart.update(userId, { listingId, authorId, action: "set", quantity: parsed });
    } else if (intent === "remove") {
      await cart.update(userId, { listingId, authorId, action: "remove-item" });
    } else if (intent === "delivery") {
      const method = formData.get("deliveryMethod");
      if (method !== "pickup" && method !== "shipping") {
        return failed("ProductOrderForm.deliveryMethodRequired");
      }
      const current = (await cart.get(userId)).find((e) => e.id === listingId);
      if (!current) return failed();
      // A set to the same quantity carries the seller's delivery method (decision 038).
      await cart.update(userId, {
        listingId,
        authorId,
        action: "set",
        quantity: current.quantity,
        deliveryMethod: method,
      });
    } else if (intent === "accept-price") {
      await cart.acceptCurrentPrice(userId, listingId);
    } else {
      return failed();
    }
    return data<CartActionResult>({ ok: true, listingId });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return failed(error.messageId, error.status);
  }
}
