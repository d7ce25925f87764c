import { accountAccessOn, identitiesOn } from "#modules/auth/server";
import { listingModerationOn } from "#modules/listings/server";
import { type ErasedImage, userAccountsOn } from "#modules/users/server";
import type { Executor } from "../../db/unit-of-work";

/**
 * Erases an account, on the caller's transaction (decision 083): the one place both the
 * operator's delete and the user's own deletion go through, so what is erased is decided once.
 * Erased: name, bio, photo, phone, postal code and town, website, birth date, the cart, the
 * e-mail (a tombstone, so the address can sign up again), the password, every session, link
 * and recorded sign-in. Closed: the user's listings. Kept: the row (marked deleted, shown as
 * "Deleted user"), orders with their messages and reviews, the ledger and payouts, the audit
 * log. Linked identity-provider accounts go too (decision 086): a later sign-in with one starts afresh.
 *
 * Returns the profile photos whose rows went: the caller removes their files once the
 * transaction has committed (files are not part of it).
 */
export async function eraseAccountOn(
  tx: Executor,
  userId: string,
  now: () => Date,
): Promise<{ images: ErasedImage[] }> {
  await accountAccessOn(tx).forget(userId);
  await identitiesOn(tx).removeAllOf(userId);
  await listingModerationOn(tx, now).closeAllOf(userId);
  const images = await userAccountsOn(tx, now).erase(userId);
  return { images };
}
