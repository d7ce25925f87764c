import type { CartProtectedData } from "#modules/pricing";
import type { TransactionRow } from "#modules/transactions/server";

/** What an order holds, with the titles and units the checkout showed (its protected data). */
export function itemsOf(row: Pick<TransactionRow, "protectedData" | "listingIds" | "quantities">) {
  const data = row.protectedData as Partial<CartProtectedData>;
  const titles = new Map<string, { title: string; unit: string | null }>();
  for (const l of data.cartListingLineItems ?? []) titles.set(l.listingId, l);
  for (const l of Object.values(data.cartAdditionalListings ?? {})) titles.set(l.listingId, l);
  return row.listingIds.map((listingId) => ({
    listingId,
    quantity: row.quantities[listingId] ?? 0,
    title: titles.get(listingId)?.title ?? "",
    unit: titles.get(listingId)?.unit ?? null,
  }));
}
