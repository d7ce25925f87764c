export { PayoutHistory, type PayoutHistoryData } from "./payout-history";
