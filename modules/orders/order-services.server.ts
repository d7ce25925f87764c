import type { DisputeImages } from "#modules/images/server";
import type { LineItem } from "#modules/pricing";
import type { TransactionEngine } from "#modules/transactions/server";
import type { Database } from "../../db/client";
import { createDisputeWithPhotos } from "./dispute-photos.server";
import { createInboxRepository } from "./inbox.repository.server";
import { createInboxService } from "./inbox.service.server";
import { createOrderReader } from "./order-reader.server";
import { bookingView, isBooking } from "./transaction-page-view";

type InboxDeps = Omit<Parameters<typeof createInboxService>[0], "inbox" | "disputePhotosOf">;
type ReaderDeps = Pick<Parameters<typeof createOrderReader>[0], "find">;

/**
 * The orders module's services on one read repository, built here once (decision 077): the
 * order reader for the API and the mails, the inbox and pages, and who the two sides of a
 * conversation are (for messages). Other modules get these functions, never the repository.
 */
export function createOrderServices({
  db,
  find,
  disputePhotos,
  ...inboxDeps
}: {
  db: Database;
  /** The dispute's photos (decision 084): shown on the pages, written with the dispute. */
  disputePhotos: Pick<DisputeImages, "prepare" | "discard" | "writesOn" | "of">;
} & ReaderDeps &
  InboxDeps & { engine: Pick<TransactionEngine, "applyTransitionOn"> }) {
  const reads = createInboxRepository(db);
  const reader = createOrderReader({
    reads,
    find,
    bookingOf: async (row) => {
      const lines = row.lineItems as LineItem[];
      return isBooking(lines) ? bookingView(await reads.booking(row.id), lines) : null;
    },
  });
  const inbox = createInboxService({
    inbox: reads,
    disputePhotosOf: disputePhotos.of,
    ...inboxDeps,
  });
  const disputeWithPhotos = createDisputeWithPhotos({
    db,
    engine: inboxDeps.engine,
    photos: disputePhotos,
    sides: (id) => reads.sides(id),
  });
  return {
    reader,
    inbox,
    disputeWithPhotos,
    sides: (transactionId: string) => reads.sides(transactionId),
  };
}
