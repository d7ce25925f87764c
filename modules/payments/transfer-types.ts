/**
 * Separate charges and transfers (architecture: Payments): the platform charges once per
 * checkout and later moves each grower's payout total to their connected account. The fields
 * of Stripe's Transfer and Refund that Buurtoogst reads, camel-cased.
 */
export type TransferStatus = "pending" | "paid" | "failed" | "reversed";

export type Transfer = {
  id: string;
  amount: number;
  amountReversed: number;
  currency: string;
  destination: string;
  /** The payment intent whose charge funds it (Stripe's source_transaction is its charge). */
  sourcePaymentIntent: string | null;
  transferGroup: string | null;
  status: TransferStatus;
  failureCode: string | null;
  metadata: Record<string, string>;
};

export type RefundStatus = "pending" | "succeeded" | "failed" | "canceled";

export type Refund = {
  id: string;
  paymentIntentId: string;
  amount: number;
  status: RefundStatus;
  failureReason: string | null;
};

export interface TransferProcessor {
  createTransfer(input: {
    amount: number;
    currency: string;
    destination: string;
    sourcePaymentIntent: string;
    transferGroup: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<Transfer>;
  retrieveTransfer(id: string): Promise<Transfer | null>;
  /** transfers.createReversal: money already moved to a grower comes back to the platform. */
  reverseTransfer(input: {
    transferId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ id: string; amount: number }>;
  retrieveRefund(id: string): Promise<Refund | null>;
}
