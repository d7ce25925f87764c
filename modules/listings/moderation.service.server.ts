import { type AuditAction, auditActorOf } from "#modules/audit";
import { auditOn } from "#modules/audit/server";
import { AppError } from "#modules/errors";
import type { UserRecord } from "#modules/users";
import type { Database } from "../../db/client";
import {
  type ListingModeration,
  listingModerationOn,
  type ModeratedListing,
} from "./moderation.server";

function requireOperator(user: UserRecord) {
  if (!user.isOperator) throw new AppError("forbidden", 403, "Errors.forbidden");
}

/**
 * The console's listing moderation (decision 082, 083): each change and its audit row are one
 * database transaction. The label names the listing and its grower as they were.
 */
export function createListingModerationService({ db, now }: { db: Database; now: () => Date }) {
  async function moderate(
    operator: UserRecord,
    action: AuditAction,
    change: (m: ListingModeration) => Promise<ModeratedListing>,
    extra: { reason?: string; details?: Record<string, unknown> } = {},
  ) {
    requireOperator(operator);
    return db.transaction(async (tx) => {
      const listing = await change(listingModerationOn(tx, now));
      await auditOn(tx, now).record({
        actor: auditActorOf(operator),
        action,
        targetType: "listing",
        targetId: listing.id,
        targetLabel: `${listing.title} (${listing.author.displayName})`,
        ...extra,
      });
      return listing;
    });
  }

  return {
    search(operator: UserRecord, input: { id: string | null; words: string }) {
      requireOperator(operator);
      return listingModerationOn(db, now).search(input);
    },
    approve: (operator: UserRecord, id: string) =>
      moderate(operator, "listing.approve", (m) => m.approve(id)),
    reject: (operator: UserRecord, id: string) =>
      moderate(operator, "listing.reject", (m) => m.reject(id)),
    close: (operator: UserRecord, id: string, reason: string) =>
      moderate(operator, "listing.close", (m) => m.close(id), { reason }),
    remove: (operator: UserRecord, id: string, reason: string) =>
      moderate(operator, "listing.delete", (m) => m.remove(id), { reason }),
    setAffiliate: (
      operator: UserRecord,
      id: string,
      input: { isAffiliate: boolean; websiteAffiliate?: string },
    ) =>
      moderate(operator, "listing.affiliate", (m) => m.setAffiliate(id, input), {
        details: { ...input },
      }),
  };
}
export type ListingModerationService = ReturnType<typeof createListingModerationService>;
