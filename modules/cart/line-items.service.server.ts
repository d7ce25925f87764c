import { z } from "zod";
import { AppError } from "#modules/errors";
import { MARKETPLACE_CURRENCY } from "#modules/money";
import { type CommissionConfig, DEFAULT_COMMISSION, type LineItem } from "#modules/pricing";
import { CART_QUANTITY_MAX, DELIVERY_METHODS } from "./cart";
import { sellerBreakdown } from "./cart-view";
import { CART_LISTING_QUERY_LIMIT, type CartRepository } from "./repository.server";

const quantity = z.coerce
  .number({ message: "ProductOrderForm.quantityRequired" })
  .int({ message: "ProductOrderForm.quantityRequired" })
  .min(1, { message: "ProductOrderForm.quantityRequired" })
  .max(CART_QUANTITY_MAX);

/**
 * `POST /api/transaction-line-items`: one listing (`listingId`, `quantity`) as the order panel
 * asks, or several of one seller (`listings`) as the cart does, and the delivery method.
 */
export const lineItemsRequestSchema = z
  .object({
    listingId: z.uuid().optional(),
    quantity: quantity.optional(),
    listings: z
      .array(z.object({ listingId: z.uuid(), quantity }))
      .min(1)
      .max(CART_LISTING_QUERY_LIMIT)
      .optional(),
    deliveryMethod: z.enum(DELIVERY_METHODS, {
      message: "ProductOrderForm.deliveryMethodRequired",
    }),
  })
  .refine((body) => (body.listingId === undefined) !== (body.listings === undefined), {
    message: "Errors.invalidParams",
    path: ["listingId"],
  })
  .refine((body) => body.listingId === undefined || body.quantity !== undefined, {
    message: "ProductOrderForm.quantityRequired",
    path: ["quantity"],
  });
export type LineItemsRequest = z.infer<typeof lineItemsRequestSchema>;

export type LineItemsResponse = {
  lineItems: LineItem[];
  payinTotal: number;
  payoutTotal: number;
};

/**
 * Prices an order without writing anything (spec §7 transaction-line-items): the prices,
 * fees and commission come from the listings as stored, never from the request.
 */
export function createLineItemsService(deps: {
  cart: Pick<CartRepository, "listings">;
  commission?: CommissionConfig;
}) {
  const { cart, commission = DEFAULT_COMMISSION } = deps;
  return {
    async forOrder(request: LineItemsRequest): Promise<LineItemsResponse> {
      const wanted = request.listings ?? [
        { listingId: request.listingId!, quantity: request.quantity! },
      ];
      const ids = new Set(wanted.map((w) => w.listingId));
      if (ids.size !== wanted.length) {
        throw new AppError("validation-invalid-params", 400, "Errors.invalidParams");
      }
      const rows = await cart.listings([...ids]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const { listingId } of wanted) {
        const row = byId.get(listingId);
        if (
          !row ||
          row.deleted ||
          row.state !== "published" ||
          row.author.banned ||
          row.author.deleted
        ) {
          throw new AppError("transaction-listing-not-found", 404, "OrderPanel.notAvailable");
        }
        if (row.priceAmount === null || row.priceCurrency !== MARKETPLACE_CURRENCY) {
          throw new AppError("validation-invalid-params", 409, "OrderPanel.notAvailable");
        }
      }
      if (new Set(rows.map((r) => r.authorId)).size > 1) {
        // One breakdown is one seller's transaction (spec §3).
        throw new AppError("validation-invalid-params", 400, "Errors.invalidParams");
      }
      const entries = wanted.map((w) => ({
        id: w.listingId,
        authorId: byId.get(w.listingId)!.authorId,
        quantity: w.quantity,
      }));
      const breakdown = sellerBreakdown(entries, byId, request.deliveryMethod, commission, {
        allParties: true,
      });
      if (!breakdown) {
        throw new AppError(
          "validation-invalid-params",
          400,
          "ProductOrderForm.deliveryMethodRequired",
        );
      }
      return {
        lineItems: breakdown.lineItems,
        payinTotal: breakdown.total,
        payoutTotal: breakdown.payoutTotal,
      };
    },
  };
}
export type LineItemsService = ReturnType<typeof createLineItemsService>;
