import type { CartItemProblem } from "#modules/cart";
import { formatPrice } from "#modules/money";

/** The catalogue id and values of a flagged item's reason (decision 038). */
export function problemMessage(problem: CartItemProblem): {
  id: string;
  values?: Record<string, string | number>;
} {
  const id = `CartPage.problem.${problem.reason}`;
  switch (problem.reason) {
    case "priceChanged":
      return {
        id,
        values: {
          was: formatPrice({ amount: problem.was, currency: "EUR" }),
          now: formatPrice({ amount: problem.now, currency: "EUR" }),
        },
      };
    case "insufficientStock":
      return { id, values: { available: problem.available } };
    case "currencyInvalid":
      return { id, values: { currency: problem.currency } };
    default:
      return { id };
  }
}

/** Quantity choices on the cart page: 1 to current stock, and always the quantity in the cart. */
export function cartQuantityChoices(stock: number | null, quantity: number): number[] {
  const top = Math.max(stock ?? 100, quantity, 1);
  return Array.from({ length: top }, (_, i) => i + 1);
}
