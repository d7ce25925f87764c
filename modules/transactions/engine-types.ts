import type { BookingInput } from "#modules/bookings";
import { AppError } from "#modules/errors";
import type { CommissionConfig, DeliveryMethod } from "#modules/pricing";
import type { ActorRole, TimerDurations } from "./process";
import type { TransactionRepository } from "./repository.server";
import type { ReviewStore } from "./review-actions.server";

/** The engine's inputs and settings (engine.server.ts), for the files its steps live in. */

export type Actor = { role: ActorRole; userId: string | null };

export type EngineRepos = { transactions: TransactionRepository; reviews: ReviewStore };

export type EngineConfig = {
  durations?: Partial<TimerDurations>;
  commission?: CommissionConfig;
  /** What a day plan books (BOOKING_UNIT_TYPE): days, or nights; time plans book hours. */
  bookingDayUnit?: "day" | "night";
};

export type { TransitionParams } from "./transition-params";

export type InitiateInput = {
  customerId: string;
  /** One seller's listings with the quantities asked for. */
  items: ReadonlyArray<{
    listingId: string;
    quantity: number;
    /** The unit price the buyer saw: a different price now is refused (409) rather than charged. */
    expectedUnitPrice?: number;
  }>;
  deliveryMethod: DeliveryMethod;
  /** Defaults to the process's plain request (`request-payment`, or `request` when Gratis). */
  transition?: string;
  /**
   * The process the caller asked for (the API's processAlias): one that does not fit the
   * listing's price is refused (400) before anything is written.
   */
  processAlias?: string;
  checkoutId?: string | null;
  protectedData?: Record<string, unknown>;
  /** A booking of the (one) listing, managed by availability (decision 058). */
  booking?: BookingInput & { seats?: number };
};

export const invalidTransition = () =>
  new AppError("transaction-invalid-transition", 409, "TransactionPage.invalidTransition");
