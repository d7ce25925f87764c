import type { PaymentIntent } from "#modules/payments";
import type { TransactionRow } from "#modules/transactions/server";
import type { Executor } from "../../db/unit-of-work";
import type { BillingDetails, CheckoutRequest } from "./schemas";

/** What the checkout service (service.server.ts) takes and answers. */

export type CheckoutStart = {
  customerId: string;
  idempotencyKey: string;
  /** The checkout page's path, so a bank's return lands there. */
  source: string;
  orders: CheckoutRequest["orders"];
  /** The pay form always sends it; the API's one-listing initiate may leave it out. */
  billing?: BillingDetails;
  /** The request transition (spec §7 initiate); by default the process's plain request. */
  transition?: string;
  /** The process the API's caller named: one that does not fit is refused before any write. */
  processAlias?: string;
  /**
   * The buyer's enquiry this one-seller order comes from: that transaction becomes the order
   * (request-payment-after-enquiry) instead of a new one being created (decision 055).
   */
  enquiryId?: string;
  /**
   * The API's digest of the request body: the same key with another body is refused (409
   * idempotency-key-reused, as Stripe does) instead of answering with the first checkout.
   */
  requestFingerprint?: string;
};

export type PayOutcome =
  | { kind: "paid"; checkoutId: string; transactions: TransactionRow[] }
  | { kind: "redirect"; url: string }
  | { kind: "processing"; checkoutId: string }
  | { kind: "failed"; messageId: string };

export type ConfirmResult = {
  status: PaymentIntent["status"] | "none";
  /** Orders moved to purchased by this call (0 on a repeat). */
  confirmed: number;
  /** Orders that had expired before the payment came, refunded in full. */
  refunded: number;
  /** Orders refunded because the customer was banned after the request (spec §8). */
  refusedBanned: number;
  transactions: TransactionRow[];
};

export type CartPort = {
  removeListings(userId: string, listingIds: string[]): Promise<unknown>;
  /** The same on the confirmation's database transaction. */
  removeListingsOn(tx: Executor, userId: string, listingIds: string[]): Promise<unknown>;
};
