// The ledger module's client-safe entry point: the pure reconciliation and its types.
export {
  type CheckoutBalance,
  type Difference,
  describeDifference,
  type LedgerKind,
  type LedgerLine,
  latestStates,
  type OpenReason,
  type Reconciliation,
  reconcile,
} from "./reconcile";
export { checkReport } from "./report";
