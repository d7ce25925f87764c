/**
 * The listings a checkout took the last units of: their stock as it was locked, less what its
 * orders took. The rows stay locked until the commit, so this is the stock the commit leaves.
 * Cached pages that offer a listing change only then (decision 087), not on every unit sold.
 */
export function soldOutBy(
  locked: ReadonlyMap<string, { currentStock: number | null }>,
  orders: readonly { quantities: Readonly<Record<string, number>> }[],
): string[] {
  const taken = new Map<string, number>();
  for (const order of orders) {
    for (const [id, quantity] of Object.entries(order.quantities)) {
      taken.set(id, (taken.get(id) ?? 0) + quantity);
    }
  }
  return [...taken]
    .filter(([id, quantity]) => {
      const stock = locked.get(id)?.currentStock;
      return stock != null && quantity > 0 && stock - quantity <= 0;
    })
    .map(([id]) => id);
}
