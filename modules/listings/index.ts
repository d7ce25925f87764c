// The listings module's client-safe entry point: types, schemas and pure code.
// Code outside the module imports only this and server.ts (decision 036).
export {
  DAYS_OF_WEEK,
  type DayOfWeek,
  freeSeats,
  generateTimeSlots,
  type SeatHold,
  type TimeSlot,
  timeSlotWindows,
  zonedTime,
} from "./availability";
export { CATEGORIES, type CategoryId, FOOTER_CATEGORIES } from "./categories";
export { isIsoDateWithinBounds } from "./date-bounds";
export { type ListingCardView, listingPath, toListingCard } from "./listing-card";
export { PAYOUT_REFUSAL_LINKS } from "./listing-states";
export { authorDisplay, type ListingAuthorView, type ListingView } from "./listing-view";
export {
  BRANDS,
  type Brand,
  DESCRIPTION_MAX,
  DISCLAIMER_MAX,
  INTEGER_COLUMN_MAX,
  SIZES,
  type Size,
  TITLE_MAX,
} from "./options";
export {
  affiliateSchema,
  listingDeliverySchema,
  listingDetailsSchema,
  listingPhotosSchema,
  listingPricingSchema,
  stockUpdateSchema,
} from "./schemas";
export {
  END_HOURS,
  START_HOURS,
  TIME_ENTRIES_PER_DAY,
  type TimeEntry,
  timeEntryProblems,
} from "./time-plan";
export { comparablePriceAmount, pricePerKg } from "./unit-price";
export { isUnit, UNITS, type Unit } from "./units";
