import { AppError } from "#modules/errors";
import type { Actor, EngineRepos } from "./engine-types";
import type { TransactionRow } from "./repository.server";

/**
 * What the process's stock actions do (architecture: stock reservations): reserve takes the
 * quantities with a compare-and-set that cannot go below zero, accept keeps them, release gives
 * back what is still held. Listing rows are locked in ascending id order so two carts sharing
 * listings cannot deadlock; every change lands in the adjustments ledger with its reservation.
 */

/** Spec §8 409 insufficient-stock, naming the listing so checkout can say which item is short. */
export class InsufficientStockError extends AppError {
  constructor(
    readonly listingId: string,
    readonly listingTitle: string,
  ) {
    super("transaction-listing-insufficient-stock", 409, "CheckoutPage.notEnoughStockMessage", {
      listingId,
    });
  }
}

/**
 * Takes the order's quantities. `locked`: the listings the caller locked in this database
 * transaction already (a checkout locks them all at once, then prices on them): only the others
 * are locked here, so the hot listing row is locked once per checkout.
 */
export async function reserveStock(
  repos: EngineRepos,
  row: TransactionRow,
  actor: Actor,
  locked?: ReadonlyMap<string, { id: string; title: string }>,
) {
  const ids = Object.keys(row.quantities).sort();
  const missing = ids.filter((id) => !locked?.has(id));
  const titles = new Map([...(locked?.values() ?? [])].map((l) => [l.id, l.title]));
  if (missing.length > 0) {
    for (const l of await repos.transactions.lockListings(missing)) titles.set(l.id, l.title);
  }
  for (const listingId of ids) {
    const left = await repos.transactions.reserveUnits({
      transactionId: row.id,
      listingId,
      quantity: row.quantities[listingId]!,
      byUserId: actor.userId,
    });
    if (left === null) {
      throw new InsufficientStockError(listingId, titles.get(listingId) ?? "");
    }
  }
}

/** Keeps what the order holds: written with its move (the move's own statement). */
export const acceptStock = (repos: EngineRepos, row: TransactionRow) =>
  repos.transactions.acceptReservationsQuery(row.id);

/** Gives back what is still held (pending or accepted), in ascending listing order. */
export async function releaseStock(repos: EngineRepos, row: TransactionRow, actor: Actor) {
  const held = (await repos.transactions.reservations(row.id)).filter(
    (r) => r.state !== "released",
  );
  await repos.transactions.lockListings(held.map((r) => r.listingId));
  for (const reservation of held) {
    const after = await repos.transactions.giveBackStock(
      reservation.listingId,
      reservation.quantity,
    );
    if (after === null) continue; // the listing row is gone; nothing to give back to
    await repos.transactions.setReservationState(reservation.id, "released");
    await repos.transactions.recordAdjustment({
      listingId: reservation.listingId,
      byUserId: actor.userId,
      oldTotal: after - reservation.quantity,
      newTotal: after,
      reason: "release",
      reservationId: reservation.id,
    });
  }
}
