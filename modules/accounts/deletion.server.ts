import { verifyPassword } from "#modules/auth/server";
import { AppError } from "#modules/errors";
import { ordersInProgressOn } from "#modules/transactions/server";
import { type ErasedImage, userAccountsOn } from "#modules/users/server";
import type { Database } from "../../db/client";
import { DELETE_CONFIRMATION } from "./confirmation";
import { eraseAccountOn } from "./erase.server";

/**
 * A user deleting their own account (decision 083): refused while an order or a sale is in
 * progress (the page lists them); otherwise erased by the same `eraseAccountOn` as an
 * operator's removal, every session included, in one transaction.
 */
export function createAccountDeletion(deps: {
  db: Database;
  now: () => Date;
  /** Removes an erased photo's files after the commit; a failure leaves files, not an error. */
  removeImages?: (images: ErasedImage[]) => Promise<void>;
}) {
  const { db, now } = deps;
  return {
    /** The user's orders and sales that stop the deletion; none means it may go ahead. */
    blockers: (userId: string) => ordersInProgressOn(db, userId),

    /** Whether the account has a password to ask for (an OpenID-only account has none). */
    async hasPassword(userId: string) {
      return Boolean(await userAccountsOn(db, now).passwordHash(userId));
    },

    async deleteOwn(userId: string, proof: { password?: string; confirmation?: string }) {
      const images = await db.transaction(async (tx) => {
        const users = userAccountsOn(tx, now);
        const user = await users.lockById(userId);
        if (!user || user.deleted) throw new AppError("not-found", 404, "Errors.notFound");
        const hash = await users.passwordHash(userId);
        if (hash) {
          if (!proof.password || !(await verifyPassword(hash, proof.password))) {
            throw new AppError("invalid-credentials", 403, "DeleteAccountForm.passwordFailed", {
              password: "DeleteAccountForm.passwordFailed",
            });
          }
        } else {
          const typed = proof.confirmation?.trim().toUpperCase();
          if (typed !== DELETE_CONFIRMATION.nl && typed !== DELETE_CONFIRMATION.en) {
            throw new AppError(
              "validation-invalid-value",
              400,
              "DeleteAccountForm.confirmationFailed",
              { confirmation: "DeleteAccountForm.confirmationFailed" },
            );
          }
        }
        if ((await ordersInProgressOn(tx, userId)).length > 0) {
          throw new AppError("validation-invalid-value", 409, "DeleteAccountForm.inProgress");
        }
        // Every session of the account ends with it (eraseAccountOn forgets them all).
        return (await eraseAccountOn(tx, userId, now)).images;
      });
      await deps.removeImages?.(images).catch(() => undefined);
    },
  };
}
export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
