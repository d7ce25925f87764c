import { type FreeSlot, isCovered } from "#modules/bookings";
import { AppError } from "#modules/errors";
import { freeSeats, generateTimeSlots } from "#modules/listings";
import type { AvailabilityPlan } from "../../db/schema";
import type { EngineRepos } from "./engine-types";
import type { TransactionRow } from "./repository.server";

/**
 * What the process's booking actions do (decision 058). The seats of a slot are not rows of
 * their own (slots come from the weekly plan and its exceptions), so the listing row is the
 * lock: reserve-booking takes it `FOR UPDATE`, then counts the seats the other pending and
 * accepted bookings hold in the booking's slots. Two buyers racing for the last seat queue on
 * that lock; the second counts the first's booking and gets 409.
 */

export const bookingTimeNotAvailable = () =>
  new AppError(
    "transaction-booking-time-not-available",
    409,
    "CheckoutPage.bookingTimeNotAvailableMessage",
  );

/** The listing's slots in [start, end) with the seats other transactions' bookings left. */
export async function freeSlotsFor(
  repos: EngineRepos,
  listing: { id: string; availabilityPlan: AvailabilityPlan | null },
  range: { start: Date; end: Date },
  exceptTransactionId: string | null,
): Promise<FreeSlot[]> {
  if (!listing.availabilityPlan) return [];
  const exceptions = await repos.transactions.availabilityExceptions(
    listing.id,
    range.start,
    range.end,
  );
  const slots = generateTimeSlots(listing.availabilityPlan, exceptions, range.start, range.end);
  const holds = await repos.transactions.holdingBookings(
    listing.id,
    range.start,
    range.end,
    exceptTransactionId,
  );
  return freeSeats(slots, holds);
}

/**
 * A booking takes seats, not stock: an order with stock quantities has no booking row (both
 * ways of ordering write one or the other), so its moves skip the read.
 */
const holdsStock = (row: TransactionRow) => Object.keys(row.quantities).length > 0;

export async function reserveBooking(repos: EngineRepos, row: TransactionRow) {
  if (holdsStock(row)) return;
  const booking = await repos.transactions.booking(row.id);
  if (!booking) return; // an order of goods: stock, not seats
  const [listing] = await repos.transactions.lockListings([booking.listingId]);
  if (!listing) throw bookingTimeNotAvailable();
  const free = await freeSlotsFor(repos, listing, booking, row.id);
  if (!isCovered(free, booking.start, booking.end, booking.seats)) throw bookingTimeNotAvailable();
}

export async function acceptBooking(repos: EngineRepos, row: TransactionRow) {
  if (holdsStock(row)) return;
  const booking = await repos.transactions.booking(row.id);
  if (booking) await repos.transactions.setBookingState(booking.id, "pending", "accepted");
}

/** Frees the seats: declined when the request lapsed, cancelled when called off. */
export async function endBooking(
  repos: EngineRepos,
  row: TransactionRow,
  to: "declined" | "cancelled",
) {
  if (holdsStock(row)) return;
  const booking = await repos.transactions.booking(row.id);
  if (!booking || (booking.state !== "pending" && booking.state !== "accepted")) return;
  await repos.transactions.setBookingState(booking.id, booking.state, to);
}
