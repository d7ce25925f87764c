import { z } from "zod";

/**
 * A booking's seats as a party may send them: one, or none (one), as the pages offer. The line
 * items price one seat, so more would be seats for the price of one (decision 064).
 */
export const bookingSeatsSchema = z.coerce
  .number("CheckoutPage.bookingOneSeatError")
  .int("CheckoutPage.bookingOneSeatError")
  .min(1, "CheckoutPage.bookingOneSeatError")
  .max(1, "CheckoutPage.bookingOneSeatError")
  .optional();
