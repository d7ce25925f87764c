// The payouts module's server entry point (decision 079). Code outside the module imports only
// this and index.ts (decision 036); its repository stays inside, and the engine schedules a
// payout on its own database transaction through `payoutWritesOn(tx, now, delayMs)` (decision 077).
export { PAYOUT_KIND, type PayoutWrites, payoutWritesOn } from "./repository.server";
export {
  createPayoutService,
  destinationOf,
  type PayoutHistory,
  type PayoutService,
  type RefundedOrder,
} from "./service.server";
