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

export async function reserveStock(repos: EngineRepos, row: TransactionRow, actor: Actor) {
  const ids = Object.keys(row.quantities).sort();
  const locked = await repos.transactions.lockListings(ids);
  const titles = new Map(locked.map((l) => [l.id, l.title]));
  for (const listingId of ids) {
    const quantity = row.quantities[listingId]!;
    const left = await repos.transactions.takeStock(listingId, quantity);
    if (left === null) {
      throw new InsufficientStockError(listingId, titles.get(listingId) ?? "");
    }
    const reservation = await repos.transactions.insertReservation({
      transactionId: row.id,
      listingId,
      quantity,
    });
    await repos.transactions.recordAdjustment({
      listingId,
      byUserId: actor.userId,
      oldTotal: left + quantity,
      newTotal: left,
      reason: "reserve",
      reservationId: reservation.id,
    });
  }
}

export async function acceptStock(repos: EngineRepos, row: TransactionRow) {
  for (const reservation of await repos.transactions.reservations(row.id, "pending")) {
    await repos.transactions.setReservationState(reservation.id, "accepted");
  }
}

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
