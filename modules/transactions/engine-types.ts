import type { BookingInput } from "#modules/bookings";
import { AppError } from "#modules/errors";
import type { LedgerWrites } from "#modules/ledger/server";
import type { PayoutWrites } from "#modules/payouts/server";
import type { CommissionConfig, DeliveryMethod } from "#modules/pricing";
import type { ActorRole, TimerDurations } from "./process";
import type { TransactionInsert, TransactionRepository, TransactionRow } from "./repository.server";
import type { ReviewStore } from "./review-actions.server";

/** The engine's inputs and settings (engine.server.ts), for the files its steps live in. */

export type Actor = { role: ActorRole; userId: string | null };

/**
 * The engine's repositories on one executor: its own and the reviews it writes. The engine
 * builds them from the database transaction it is handed; they never leave the module
 * (decision 077).
 */
export type EngineRepos = {
  transactions: TransactionRepository;
  reviews: ReviewStore;
  /** The ledger and the payout schedule, written with the move (decision 079). */
  ledger: LedgerWrites;
  payouts: PayoutWrites;
};

/** The order fields a request after an enquiry writes together with the move. */
export type OrderFields = Pick<
  TransactionInsert,
  | "listingIds"
  | "quantities"
  | "deliveryMethod"
  | "lineItems"
  | "payinTotal"
  | "payoutTotal"
  | "checkoutId"
>;

/** The checks and writes of one transition on a row the caller has locked (engine.server.ts). */
export type ApplyLocked = (
  repos: EngineRepos,
  row: TransactionRow,
  name: string,
  actor: Actor,
  options?: {
    params?: TransitionParams;
    trusted?: boolean;
    /** The order's fields, newly priced, written with the move (a request after an enquiry). */
    order?: OrderFields;
    /** Listings locked in this database transaction already: not locked again. */
    locked?: LockedListings;
  },
) => Promise<TransactionRow>;

/** Listing rows locked in the current database transaction, by id. */
export type LockedListings = ReadonlyMap<string, { id: string; title: string }>;

export type EngineConfig = {
  durations?: Partial<TimerDurations>;
  commission?: CommissionConfig;
  /** What a day plan books (BOOKING_UNIT_TYPE): days, or nights; time plans book hours. */
  bookingDayUnit?: "day" | "night";
  /** How long after receipt the grower's payout runs (PAYOUT_DELAY, decision 079). */
  payoutDelayMs?: number;
};

import type { TransitionParams } from "./transition-params";

export type { TransitionParams };

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
