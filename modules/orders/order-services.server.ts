import type { LineItem } from "#modules/pricing";
import type { Executor } from "../../db/unit-of-work";
import { createInboxRepository } from "./inbox.repository.server";
import { createInboxService } from "./inbox.service.server";
import { createOrderReader } from "./order-reader.server";
import { bookingView, isBooking } from "./transaction-page-view";

type InboxDeps = Omit<Parameters<typeof createInboxService>[0], "inbox">;
type ReaderDeps = Pick<Parameters<typeof createOrderReader>[0], "find">;

/**
 * The orders module's services on one read repository, built here once (decision 077): the
 * order reader for the API and the mails, the inbox and pages, and who the two sides of a
 * conversation are (for messages). Other modules get these functions, never the repository.
 */
export function createOrderServices({
  db,
  find,
  ...inboxDeps
}: { db: Executor } & ReaderDeps & InboxDeps) {
  const reads = createInboxRepository(db);
  const reader = createOrderReader({
    reads,
    find,
    bookingOf: async (row) => {
      const lines = row.lineItems as LineItem[];
      return isBooking(lines) ? bookingView(await reads.booking(row.id), lines) : null;
    },
  });
  const inbox = createInboxService({ inbox: reads, ...inboxDeps });
  return { reader, inbox, sides: (transactionId: string) => reads.sides(transactionId) };
}
