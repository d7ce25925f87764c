import {
  BOOKABLE_DAYS,
  type Booking,
  type BookingUnitType,
  bookingLineItems,
  bookingUnitType,
  checkBooking,
} from "#modules/bookings";
import { AppError } from "#modules/errors";
import {
  CHARGE_MAX_CENTS,
  type CommissionConfig,
  LineItemError,
  ORDER_QUANTITY_MAX,
  type OrderListing,
  orderLineItems,
  zeroChargeCode,
} from "#modules/pricing";
import type { EngineRepos, InitiateInput } from "./engine-types";
import { processAliasForPrices } from "./processes";
import { PURCHASE_PROCESS_ALIAS } from "./purchase-process";
import type { TransactionRepository } from "./repository.server";

const listingNotFound = (listingId: string) =>
  new AppError("transaction-listing-not-found", 404, "CheckoutPage.listingNotFoundError", {
    listingId,
  });

export type ListingRow = Awaited<ReturnType<TransactionRepository["lockListings"]>>[number];
export type PartyRow = Awaited<ReturnType<TransactionRepository["users"]>>[number];

/**
 * What a checkout did in its database transaction before its orders are priced (the engine's
 * `prepareOrdersOn`): the buyer's row locked and the unpaid cap checked, the parties read, and
 * then every listing locked. Its orders price and reserve on these, without a second read or
 * lock.
 */
export type PreparedOrders = {
  locked: ReadonlyMap<string, ListingRow>;
  parties: ReadonlyMap<string, PartyRow>;
};

export type PricingOptions = {
  commission: CommissionConfig;
  now: () => Date;
  bookingDayUnit: "day" | "night";
};

export type PricedBooking = Omit<Booking, "units"> & { seats: number };
/** How a booking is shown: in days, nights or hours, in the plan's time zone. */
export type BookingDisplay = { unitType: BookingUnitType; timeZone: string };

/** Spec §5 booking dates against the listing's plan; a 400 naming the rule that failed. */
export function bookingOf(
  input: NonNullable<InitiateInput["booking"]>,
  listing: ListingRow,
  options: PricingOptions,
): { booking: Booking; unitType: BookingUnitType } {
  const plan = listing.availabilityPlan;
  if (!plan) {
    throw new AppError(
      "transaction-booking-time-not-available",
      409,
      "CheckoutPage.bookingTimeNotAvailableMessage",
      { listingId: listing.id },
    );
  }
  const unitType = bookingUnitType(plan.type, options.bookingDayUnit);
  const checked = checkBooking({
    unitType,
    input,
    now: options.now(),
    timeZone: plan.timezone,
    slots: null,
  });
  if (!checked.ok) {
    // The range rule's text names the bookable days ("… tot {days} dagen vooruit"): the
    // reference carries the value, so every page and API answer can fill it in.
    const messageRef =
      checked.messageId === "BookingDatesForm.outsideRange"
        ? `${checked.messageId}?days=${BOOKABLE_DAYS}`
        : checked.messageId;
    throw new AppError("validation-invalid-params", 400, messageRef, {
      listingId: listing.id,
      ...(checked.field ? { field: checked.field } : {}),
    });
  }
  return { booking: checked.booking, unitType };
}

/**
 * Every refusal of spec §7 and §8 before anything is written: the customer may buy, each
 * listing is still for sale at the price the buyer saw, with the chosen delivery method,
 * in the marketplace currency, from a seller who can take payments; then the server's
 * line items. Errors carry the listing id so checkout can say which item and why.
 */
export async function priceOrder(
  repos: EngineRepos,
  input: InitiateInput,
  found: ReadonlyMap<string, ListingRow>,
  options: PricingOptions,
  known?: ReadonlyMap<string, PartyRow>,
) {
  const { commission } = options;
  if (input.items.length === 0) {
    throw new AppError("validation-invalid-params", 400, "Errors.invalidParams");
  }
  const authorIds = [...new Set([...found.values()].map((l) => l.authorId))];
  const wanted = [input.customerId, ...authorIds];
  const parties =
    known && wanted.every((id) => known.has(id))
      ? known
      : new Map((await repos.transactions.users(wanted)).map((u) => [u.id, u] as const));
  const customer = parties.get(input.customerId);
  if (!customer || customer.deleted) throw new AppError("forbidden", 403, "Errors.forbidden");
  if (customer.banned) {
    throw new AppError("forbidden", 403, "CheckoutPage.customerBannedError");
  }
  const orderListings: OrderListing[] = [];
  for (const item of input.items) {
    const listing = found.get(item.listingId);
    if (!listing) throw listingNotFound(item.listingId);
    const fields = { listingId: listing.id };
    // A quantity from a URL or an old cart: said, before it can overflow a total.
    if (item.quantity > ORDER_QUANTITY_MAX) {
      throw new AppError(
        "validation-invalid-params",
        400,
        "CheckoutPage.quantityTooLargeError",
        fields,
      );
    }
    if (listing.deleted) {
      throw new AppError(
        "transaction-listing-not-found",
        404,
        "CheckoutPage.listingDeletedError",
        fields,
      );
    }
    const author = parties.get(listing.authorId);
    if (listing.state !== "published" || !author || author.banned || author.deleted) {
      throw listingNotFound(listing.id);
    }
    if (listing.authorId === input.customerId) {
      throw new AppError("forbidden", 403, "CheckoutPage.ownListingError", fields);
    }
    if (listing.priceAmount === null) {
      throw new AppError(
        "validation-invalid-params",
        400,
        "CheckoutPage.listingPriceMissingError",
        fields,
      );
    }
    if ((listing.priceCurrency ?? "EUR") !== "EUR") {
      throw new AppError(
        "validation-invalid-params",
        400,
        "CheckoutPage.listingCurrencyInvalidError",
        fields,
      );
    }
    if (item.expectedUnitPrice !== undefined && item.expectedUnitPrice !== listing.priceAmount) {
      throw new AppError(
        "transaction-listing-price-changed",
        409,
        "CheckoutPage.priceChangedError",
        fields,
      );
    }
    const delivery = input.deliveryMethod;
    const offered =
      delivery === "pickup" ? listing.publicData.pickupEnabled : listing.publicData.shippingEnabled;
    // A booking hands nothing over: the time is spent at the provider's.
    if (!input.booking && (!delivery || offered !== true)) {
      throw new AppError(
        "validation-invalid-params",
        400,
        "CheckoutPage.noDeliveryMethodError",
        fields,
      );
    }
    if (listing.priceAmount > 0 && !author.stripeConnected) {
      throw new AppError(
        "transaction-missing-stripe-account",
        400,
        "CheckoutPage.providerStripeAccountMissingError",
        fields,
      );
    }
    orderListings.push({
      listingId: listing.id,
      title: listing.title,
      unit: listing.publicData.unit ?? null,
      unitPrice: listing.priceAmount,
      quantity: item.quantity,
      shippingPriceOneItem: listing.publicData.shippingPriceInSubunitsOneItem ?? null,
      shippingPriceAdditionalItems:
        listing.publicData.shippingPriceInSubunitsAdditionalItems ?? null,
      minimumOrderFee: listing.minimumOrderFee,
    });
  }
  if (authorIds.length !== 1) {
    throw new AppError("validation-invalid-params", 400, "Errors.invalidParams");
  }
  let breakdown: ReturnType<typeof orderLineItems>;
  let booking: PricedBooking | null = null;
  let bookingDisplay: BookingDisplay | null = null;
  try {
    if (input.booking) {
      const listing = found.get(input.items[0]!.listingId)!;
      if (input.items.length !== 1) {
        throw new AppError("validation-invalid-params", 400, "Errors.invalidParams");
      }
      const dated = bookingOf(input.booking, listing, options);
      const { units, ...times } = dated.booking;
      booking = { ...times, seats: input.booking.seats ?? 1 };
      bookingDisplay = { unitType: dated.unitType, timeZone: listing.availabilityPlan!.timezone };
      breakdown = bookingLineItems(
        { unitType: dated.unitType, units },
        orderListings[0]!,
        commission,
      );
    } else {
      breakdown = orderLineItems(
        { deliveryMethod: input.deliveryMethod, listings: orderListings },
        commission,
      );
    }
  } catch (error) {
    if (error instanceof LineItemError) {
      throw new AppError("validation-invalid-params", 400, "Errors.invalidParams");
    }
    throw error;
  }
  if (breakdown.payinTotal > CHARGE_MAX_CENTS) {
    throw new AppError("validation-invalid-params", 400, "CheckoutPage.amountTooHighError", {
      listingId: orderListings[0]!.listingId,
    });
  }
  const alias = processAliasForPrices(orderListings.map((l) => l.unitPrice));
  // A priced order must move money both ways (spec §7): nothing to pay or nothing to pay out.
  if (alias === PURCHASE_PROCESS_ALIAS) {
    const zero = zeroChargeCode(breakdown.lineItems);
    if (zero) {
      throw new AppError(
        zero,
        400,
        zero === "transaction-charge-zero-payin"
          ? "CheckoutPage.chargeZeroPayinError"
          : "CheckoutPage.chargeZeroPayoutError",
      );
    }
  }
  return {
    alias,
    providerId: authorIds[0]!,
    breakdown,
    listings: orderListings,
    booking,
    bookingDisplay,
  };
}

/**
 * Locks the order's listings (ascending ids, so carts cannot deadlock) and prices it on them.
 * Listings a checkout locked in this database transaction already (`prepared`) are priced as
 * read then: nothing else can have changed them since.
 */
export async function lockAndPriceOrder(
  repos: EngineRepos,
  input: InitiateInput,
  options: PricingOptions,
  prepared?: PreparedOrders,
) {
  const locked = prepared?.locked;
  const ids = input.items.map((i) => i.listingId);
  const missing = ids.filter((id) => !locked?.has(id));
  const found = new Map<string, ListingRow>();
  for (const id of ids) if (locked?.has(id)) found.set(id, locked.get(id)!);
  if (missing.length > 0) {
    for (const l of await repos.transactions.lockListings(missing)) found.set(l.id, l);
  }
  return priceOrder(repos, input, found, options, prepared?.parties);
}
