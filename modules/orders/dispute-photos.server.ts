import { AppError } from "#modules/errors";
import type { DisputeImages } from "#modules/images/server";
import type { TransactionEngine } from "#modules/transactions/server";
import type { Database } from "../../db/client";

/**
 * A buyer's dispute with photos (decision 084; spec §4's dispute, the terms ask for photos).
 * The photos' variants are made first — seconds of work, outside any database transaction —
 * then the dispute and the photos' rows are one transaction on the engine's seam
 * (`applyTransitionOn`). A dispute that is refused (not delivered any more, a second click)
 * leaves no rows, and its files are removed.
 */
export function createDisputeWithPhotos({
  db,
  engine,
  photos,
  sides,
}: {
  db: Database;
  engine: Pick<TransactionEngine, "applyTransitionOn">;
  photos: Pick<DisputeImages, "prepare" | "discard" | "writesOn">;
  sides: (id: string) => Promise<{ customerId: string; providerId: string } | null>;
}) {
  return async (
    viewer: { id: string },
    transactionId: string,
    input: { disputeReason: string; files: readonly Buffer[] },
  ) => {
    const side = await sides(transactionId);
    // Only the buyer disputes; to anyone else the order is not there.
    if (side?.customerId !== viewer.id) throw new AppError("not-found", 404, "Errors.notFound");
    const prepared = await photos.prepare(input.files);
    try {
      return await db.transaction(async (tx) => {
        const { after } = await engine.applyTransitionOn(tx, {
          transactionId,
          transition: "transition/dispute",
          actor: { role: "customer", userId: viewer.id },
          params: { protectedData: { disputeReason: input.disputeReason } },
          fromState: "delivered",
        });
        await photos.writesOn(tx).attach(transactionId, viewer.id, prepared);
        return after;
      });
    } catch (error) {
      await photos.discard(prepared);
      throw error;
    }
  };
}
