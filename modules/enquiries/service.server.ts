import { AppError } from "#modules/errors";
import type { MessageService } from "#modules/messages/server";
import type { TransactionEngine } from "#modules/transactions/server";
import type { Database } from "../../db/client";
import type { Executor } from "../../db/unit-of-work";
import { ENQUIRIES_PER_HOUR, enquirySchema } from "./schemas";

/** Counts a hit on `key` within the window, on the given executor; answers the count so far. */
export type HitCounterOn = (tx: Executor) => {
  hit(key: string, windowMs: number, at: Date): Promise<number>;
};

const HOUR_MS = 60 * 60_000;

/**
 * "Contact the seller" (spec §2, §4): an enquiry transaction and its first message, written in
 * one database transaction, so there is never an enquiry without the question it asks nor a
 * message without its conversation. The order page carries the conversation on from there.
 * The enquiry service opens that transaction and hands it to the rate limit, the engine and
 * messages, each of which writes on it with its own repositories (decision 077).
 */
export function createEnquiryService({
  db,
  engine,
  messages,
  limitsOn,
  now,
  perHour = ENQUIRIES_PER_HOUR,
}: {
  db: Database;
  engine: Pick<TransactionEngine, "enquireOn">;
  messages: Pick<MessageService, "postEnquiryOn">;
  limitsOn: HitCounterOn;
  now: () => Date;
  perHour?: number;
}) {
  return {
    /**
     * Validates `input` (listing id and a message of 1 to 5000 characters), then opens the
     * enquiry as `customerId` with the message as its first. `message: null` is the API's
     * initiate, whose first message follows through messages.send.
     */
    async start(customerId: string, input: unknown, { messageRequired = true } = {}) {
      const parsed = messageRequired
        ? enquirySchema.parse(input)
        : enquirySchema.partial({ message: true }).parse(input);
      return db.transaction(async (tx) => {
        // Counted in this transaction: a refused enquiry rolls its count back with it.
        const count = await limitsOn(tx).hit(`enquiry:${customerId}`, HOUR_MS, now());
        if (count > perHour) {
          throw new AppError("too-many-requests", 429, "EnquiryForm.tooManyEnquiries");
        }
        const enquiry = await engine.enquireOn(tx, {
          customerId,
          listingId: parsed.listingId,
        });
        if (parsed.message) {
          await messages.postEnquiryOn(tx, {
            transactionId: enquiry.id,
            customerId,
            providerId: enquiry.providerId,
            content: parsed.message,
          });
        }
        return enquiry;
      });
    },
  };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
