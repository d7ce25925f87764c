import { z } from "zod";
import { bookingLineItems, bookingSeatsSchema, isCovered } from "#modules/bookings";
import { AppError } from "#modules/errors";
import { bookingTimeNotAvailable, freeSlotsFor } from "./booking-reservations.server";
import type { EngineRepos } from "./engine-types";
import { bookingOf, type PricingOptions } from "./order-pricing.server";

/** `POST /api/transaction-line-items` for a booking: the listing and the chosen start and end. */
export const bookingLineItemsRequestSchema = z.object({
  listingId: z.uuid("Errors.invalidParams"),
  bookingStart: z.string("BookingDatesForm.requiredStart").max(40),
  bookingEnd: z.string("BookingDatesForm.requiredEnd").max(40),
  seats: bookingSeatsSchema,
});
export type BookingLineItemsRequest = z.infer<typeof bookingLineItemsRequestSchema>;

/**
 * The booking form's breakdown (spec §4: refetched when both dates are set), before anyone
 * is logged in: the listing is bookable, the dates keep the spec §5 rules and are still free.
 */
export async function quoteBooking(
  repos: EngineRepos,
  options: PricingOptions,
  request: BookingLineItemsRequest,
) {
  const [listing] = await repos.transactions.listingsByIds([request.listingId]);
  const [author] = listing ? await repos.transactions.users([listing.authorId]) : [];
  if (
    !listing ||
    listing.deleted ||
    listing.state !== "published" ||
    !author ||
    author.banned ||
    author.deleted
  ) {
    throw new AppError("transaction-listing-not-found", 404, "OrderPanel.notAvailable");
  }
  if (listing.priceAmount === null || (listing.priceCurrency ?? "EUR") !== "EUR") {
    throw new AppError("validation-invalid-params", 409, "OrderPanel.notAvailable");
  }
  const seats = request.seats ?? 1;
  const { booking, unitType } = bookingOf(
    { start: request.bookingStart, end: request.bookingEnd, seats },
    listing,
    options,
  );
  const free = await freeSlotsFor(repos, listing, booking, null);
  if (!isCovered(free, booking.start, booking.end, seats)) throw bookingTimeNotAvailable();
  const { lineItems, payinTotal, payoutTotal } = bookingLineItems(
    { unitType, units: booking.units },
    { listingId: listing.id, title: listing.title, unitPrice: listing.priceAmount },
    options.commission,
  );
  return { lineItems, payinTotal, payoutTotal, unitType, units: booking.units };
}
