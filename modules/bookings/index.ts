// The bookings module's client-safe entry point: booking calendar arithmetic (days, nights,
// hours in the listing's time zone), how a booking is named, its seats, and its line items.
// All pure: no database, no HTTP, no clock (callers pass `now`). The reservations that take
// seats under the listing lock stay with the transaction engine (decision 058).
export {
  BOOKABLE_DAYS,
  BOOKING_UNIT_TYPES,
  type Booking,
  type BookingCheck,
  type BookingField,
  type BookingInput,
  type BookingUnitType,
  bookableDayRange,
  bookingUnitType,
  checkBooking,
  dateOfDayNumber,
  dayNumber,
  type FreeSlot,
  isCovered,
  localDateString,
  midnight,
} from "./booking-dates";
export { type BookingDisplay, bookingDisplayParts, bookingDisplayText } from "./booking-display";
export { bookingLineItems } from "./booking-line-items";
export { bookingSeatsSchema } from "./booking-seats";
