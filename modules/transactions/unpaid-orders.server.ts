import { AppError } from "#modules/errors";
import type { EngineRepos } from "./engine-types";

/**
 * At most this many orders of one buyer wait for payment at once (decision
 * 063): each holds its stock for the payment window, so without a cap one account could keep
 * a listing's whole stock away from everyone else, window after window.
 */
export const MAX_UNPAID_ORDERS = 5;

/**
 * Refuses a new order (429) while the buyer already has MAX_UNPAID_ORDERS waiting for payment;
 * the orders of `checkoutId` itself (a cart's other gardens) do not count. Runs before the
 * order is written, under a lock on the buyer's row, so racing checkouts cannot both pass.
 */
export async function refuseOverUnpaidLimit(
  repos: EngineRepos,
  customerId: string,
  checkoutId: string | null,
) {
  refuseAtUnpaidLimit(await repos.transactions.lockCustomerAndCountUnpaid(customerId, checkoutId));
}

/** The refusal itself, for a count read under the buyer's lock some other way (a checkout's). */
export function refuseAtUnpaidLimit(unpaid: number) {
  if (unpaid >= MAX_UNPAID_ORDERS) {
    throw new AppError(
      "transaction-too-many-unpaid-orders",
      429,
      `CheckoutPage.tooManyUnpaidOrders?max=${MAX_UNPAID_ORDERS}`,
    );
  }
}
