import { AppError } from "#modules/errors";
import type { MessageRepository } from "#modules/messages/server";
import type { RateLimiter } from "#modules/rate-limit/server";
import type { EngineRepos, TransactionEngine } from "#modules/transactions/server";
import type { UnitOfWork } from "../../db/unit-of-work";
import { ENQUIRIES_PER_HOUR, enquirySchema } from "./schemas";

type Repos = EngineRepos & {
  messages: MessageRepository;
  limits: RateLimiter;
};

const HOUR_MS = 60 * 60_000;

/**
 * "Contact the seller" (spec §2, §4): an enquiry transaction and its first message, written in
 * one database transaction, so there is never an enquiry without the question it asks nor a
 * message without its conversation. The order page carries the conversation on from there.
 */
export function createEnquiryService({
  work,
  engine,
  now,
  perHour = ENQUIRIES_PER_HOUR,
}: {
  work: UnitOfWork<Repos>;
  engine: Pick<TransactionEngine, "enquireOn">;
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
      return work.withTransaction(async (repos) => {
        // Counted in this transaction: a refused enquiry rolls its count back with it.
        const count = await repos.limits.hit(`enquiry:${customerId}`, HOUR_MS, now());
        if (count > perHour) {
          throw new AppError("too-many-requests", 429, "EnquiryForm.tooManyEnquiries");
        }
        const tx = await engine.enquireOn(repos, {
          customerId,
          listingId: parsed.listingId,
        });
        if (parsed.message) {
          const message = await repos.messages.insert({
            transactionId: tx.id,
            senderId: customerId,
            content: parsed.message,
          });
          // Unread for the grower; the enquiry's own mail tells them (decision 067).
          await repos.messages.noteUnread(tx.id, tx.providerId, message.createdAt, true);
        }
        return tx;
      });
    },
  };
}

export type EnquiryService = ReturnType<typeof createEnquiryService>;
