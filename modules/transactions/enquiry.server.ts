import { AppError } from "#modules/errors";
import type { ApplyLocked, EngineRepos, InitiateInput, OrderFields } from "./engine-types";
import { FREE_PROCESS_ALIAS } from "./free-process";
import {
  lockAndPriceOrder,
  type PreparedOrders,
  type PricingOptions,
} from "./order-pricing.server";
import type { TransactionProcess } from "./process";
import { type ProcessAlias, processAliasForPrices } from "./processes";
import type { TransactionRow } from "./repository.server";
import { refuseOverUnpaidLimit } from "./unpaid-orders.server";

/**
 * Enquiries (spec §4: initial → enquiry, then request-payment-after-enquiry and its push
 * variant, or request-after-enquiry for Gratis). An enquiry is a transaction about one listing
 * with no order in it yet: no quantities, no line items, no money. When the buyer orders from
 * it, that same transaction gets the order's fields and moves to pending payment (decision 055).
 */

const invalidTransition = () =>
  new AppError("transaction-invalid-transition", 409, "TransactionPage.invalidTransition");

const listingGone = () =>
  new AppError("transaction-listing-not-found", 404, "CheckoutPage.listingNotFoundError");

/** The request transition that leaves an enquiry, by process and by the plain one asked for. */
function afterEnquiry(alias: ProcessAlias, requested: string | undefined): string {
  if (alias === FREE_PROCESS_ALIAS) return "transition/request-after-enquiry";
  return requested === "transition/request-push-payment"
    ? "transition/request-push-payment-after-enquiry"
    : "transition/request-payment-after-enquiry";
}

export function createEnquirySteps({
  byAlias,
  pricing,
  applyLocked,
  lockOrFail,
}: {
  byAlias: Record<ProcessAlias, TransactionProcess>;
  pricing: PricingOptions;
  applyLocked: ApplyLocked;
  lockOrFail: (repos: EngineRepos, id: string) => Promise<TransactionRow>;
}) {
  return {
    /**
     * Opens an enquiry about a published listing. Refused: the customer banned or deleted, the
     * listing gone or not published, its seller banned or deleted (spec §6: no messages to a
     * removed user), or the customer's own listing. A seller who cannot take payments yet may
     * still be asked (spec §6: "only a notice and contact button").
     */
    async enquireOn(
      repos: EngineRepos,
      input: { customerId: string; listingId: string },
    ): Promise<TransactionRow> {
      const [listing] = await repos.transactions.listingsByIds([input.listingId]);
      if (!listing || listing.deleted || listing.state !== "published") throw listingGone();
      const people = new Map(
        (await repos.transactions.users([input.customerId, listing.authorId])).map(
          (u) => [u.id, u] as const,
        ),
      );
      const customer = people.get(input.customerId);
      if (!customer || customer.deleted || customer.banned) {
        throw new AppError("forbidden", 403, "Errors.forbidden");
      }
      if (listing.authorId === input.customerId) {
        throw new AppError("forbidden", 403, "EnquiryForm.ownListingError");
      }
      const seller = people.get(listing.authorId);
      if (!seller || seller.banned || seller.deleted) {
        throw new AppError("forbidden", 403, "TransactionPage.messageToRemovedUser");
      }
      // A listing without a price is asked about under the paid process, like one with a price.
      const alias = processAliasForPrices([listing.priceAmount ?? 1]);
      const row = await repos.transactions.insert({
        processAlias: alias,
        state: byAlias[alias].initialState,
        customerId: input.customerId,
        providerId: listing.authorId,
        listingId: listing.id,
        listingIds: [listing.id],
        quantities: {},
        deliveryMethod: null,
        lineItems: [],
        protectedData: {},
        payinTotal: 0,
        payoutTotal: 0,
        checkoutId: null,
      });
      return applyLocked(repos, row, "transition/enquire", {
        role: "customer",
        userId: input.customerId,
      });
    },

    /**
     * The buyer orders from their enquiry: the enquiry's own listing, priced and refused exactly
     * as a new order would be (priceOrder), written onto the enquiry's row under its lock with
     * the request-after-enquiry move, which reserves the stock and asks for the payment.
     */
    async requestAfterEnquiryOn(
      repos: EngineRepos,
      enquiryId: string,
      input: InitiateInput,
      prepared?: PreparedOrders,
    ): Promise<TransactionRow> {
      const row = await lockOrFail(repos, enquiryId);
      // Someone else's enquiry is as unknown as a missing one.
      if (row.customerId !== input.customerId) {
        throw new AppError("not-found", 404, "Errors.notFound");
      }
      // Ordered already (or expired): say so before judging the order itself.
      if (row.state !== "enquiry") throw invalidTransition();
      const ids = input.items.map((i) => i.listingId);
      if (ids.length !== 1 || ids[0] !== row.listingId) {
        throw new AppError("validation-invalid-params", 400, "Errors.invalidParams");
      }
      const { alias, providerId, breakdown, booking } = await lockAndPriceOrder(
        repos,
        input,
        pricing,
        prepared,
      );
      // The price went from paid to Gratis (or back) since the enquiry: its process no longer fits.
      if (alias !== row.processAlias || providerId !== row.providerId) throw invalidTransition();
      // A checkout checked it before locking its listings (prepareOrdersOn).
      if (!prepared) await refuseOverUnpaidLimit(repos, input.customerId, input.checkoutId ?? null);
      // A booking takes seats, not stock (decision 058), as in initiateOn.
      const quantities = booking
        ? {}
        : Object.fromEntries(input.items.map((i) => [i.listingId, i.quantity]));
      const order: OrderFields = {
        listingIds: ids,
        quantities,
        deliveryMethod: input.deliveryMethod,
        lineItems: breakdown.lineItems,
        payinTotal: breakdown.payinTotal,
        payoutTotal: breakdown.payoutTotal,
        checkoutId: input.checkoutId ?? null,
      };
      // What reserve-stock and the later steps read: the row as it is after this move.
      const ordered: TransactionRow = {
        ...row,
        listingIds: ids,
        quantities,
        deliveryMethod: input.deliveryMethod,
        lineItems: breakdown.lineItems,
        payinTotal: breakdown.payinTotal,
        payoutTotal: breakdown.payoutTotal,
        checkoutId: input.checkoutId ?? null,
        // What the server computed (titles, units) wins over anything passed along with it.
        protectedData: { ...row.protectedData, ...input.protectedData, ...breakdown.protectedData },
      };
      // Pending until the request's reserve-booking has counted the seats under the listing lock.
      if (booking) {
        await repos.transactions.insertBooking({
          transactionId: row.id,
          listingId: ids[0]!,
          ...booking,
        });
      }
      return applyLocked(
        repos,
        ordered,
        afterEnquiry(alias, input.transition),
        { role: "customer", userId: input.customerId },
        { trusted: true, order, ...(prepared ? { locked: prepared.locked } : {}) },
      );
    },
  };
}
