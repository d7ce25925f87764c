import { isCovered } from "#modules/bookings";
import { AppError } from "#modules/errors";
import { bookingTimeNotAvailable, freeSlotsFor } from "./booking-reservations.server";
import type { ApplyLocked, EngineRepos, InitiateInput } from "./engine-types";
import {
  lockAndPriceOrder,
  type PreparedOrders,
  type PricingOptions,
  priceOrder,
} from "./order-pricing.server";
import type { TransactionProcess } from "./process";
import { DEFAULT_REQUEST, type ProcessAlias } from "./processes";
import type { TransactionRow } from "./repository.server";
import { refuseOverUnpaidLimit } from "./unpaid-orders.server";

/**
 * A new order (the engine's `initiateOn`) and its dry run (`speculate`): the same pricing and
 * the same refusals, every one of them before the first write (decision 055).
 */
export function createInitiation({
  byAlias,
  pricing,
  applyLocked,
}: {
  byAlias: Record<ProcessAlias, TransactionProcess>;
  pricing: PricingOptions;
  applyLocked: ApplyLocked;
}) {
  return {
    /** Creates one seller's order with server-computed line items and runs its request. */
    async initiate(
      repos: EngineRepos,
      input: InitiateInput,
      prepared?: PreparedOrders,
    ): Promise<TransactionRow> {
      if (input.items.length === 0) {
        throw new AppError("validation-invalid-params", 400, "Errors.invalidParams");
      }
      const ids = input.items.map((i) => i.listingId);
      if (new Set(ids).size !== ids.length) {
        throw new AppError("validation-invalid-params", 400, "Errors.invalidParams");
      }
      const { alias, providerId, breakdown, booking } = await lockAndPriceOrder(
        repos,
        input,
        pricing,
        prepared,
      );
      if (input.processAlias !== undefined && input.processAlias !== alias) {
        throw new AppError("validation-invalid-params", 400, "Errors.processAliasMismatch");
      }
      // A checkout checked it before locking its listings (prepareOrdersOn).
      if (!prepared) await refuseOverUnpaidLimit(repos, input.customerId, input.checkoutId ?? null);
      const row = await repos.transactions.insert({
        processAlias: alias,
        state: byAlias[alias].initialState,
        customerId: input.customerId,
        providerId,
        listingId: ids[0]!,
        listingIds: ids,
        // A booking takes seats, not stock.
        quantities: booking
          ? {}
          : Object.fromEntries(input.items.map((i) => [i.listingId, i.quantity])),
        deliveryMethod: input.deliveryMethod,
        lineItems: breakdown.lineItems,
        // What the server computed (titles, units) wins over anything passed along with it.
        protectedData: { ...input.protectedData, ...breakdown.protectedData },
        payinTotal: breakdown.payinTotal,
        payoutTotal: breakdown.payoutTotal,
        checkoutId: input.checkoutId ?? null,
      });
      // Pending until the request's reserve-booking has counted the seats under the listing lock.
      if (booking)
        await repos.transactions.insertBooking({
          transactionId: row.id,
          listingId: ids[0]!,
          ...booking,
        });
      return applyLocked(
        repos,
        row,
        input.transition ?? DEFAULT_REQUEST[alias],
        { role: "customer", userId: input.customerId },
        { trusted: true, ...(prepared ? { locked: prepared.locked } : {}) },
      );
    },

    /**
     * Checks and prices an initiation without writing anything (spec §7 initiateSpeculative):
     * the same refusals as `initiate`, and the line items it would set.
     */
    async speculate(repos: EngineRepos, input: InitiateInput) {
      const found = new Map(
        (await repos.transactions.listingsByIds(input.items.map((i) => i.listingId))).map(
          (l) => [l.id, l] as const,
        ),
      );
      const priced = await priceOrder(repos, input, found, pricing);
      if (input.processAlias !== undefined && input.processAlias !== priced.alias) {
        throw new AppError("validation-invalid-params", 400, "Errors.processAliasMismatch");
      }
      const listing = found.get(input.items[0]?.listingId ?? "");
      if (priced.booking && listing) {
        const free = await freeSlotsFor(repos, listing, priced.booking, null);
        if (!isCovered(free, priced.booking.start, priced.booking.end, priced.booking.seats)) {
          throw bookingTimeNotAvailable();
        }
      }
      return priced;
    },
  };
}
