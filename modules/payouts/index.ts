// The payouts module's client-safe entry point: the schedule's pure logic and the views.
export {
  DEFAULT_PAYOUT_DELAY_MS,
  type MonthTotal,
  monthlyTotals,
  PAYOUT_MAX_ATTEMPTS,
  type PayoutView,
  payoutDueAt,
  payoutView,
  retryAt,
} from "./schedule";
