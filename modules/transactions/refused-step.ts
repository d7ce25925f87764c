import { titleKey } from "./inbox-states";

/**
 * What the order or sale page says when a step is refused because the order moved on in the
 * meantime (issue 22 §2.9: the grower marks delivered after the buyer marked received): what
 * happened, by the state the order is in now. Other states keep the spec §8 'refresh' text.
 * Pure and client-safe.
 */
export function refusedStepMessage(stateNow: string | null): string {
  const key = stateNow ? safeTitleKey(stateNow) : null;
  switch (key) {
    case "delivered":
      return "TransactionPage.refused.delivered";
    case "received":
    case "completed":
    case "reviewed":
      return "TransactionPage.refused.received";
    case "disputed":
      return "TransactionPage.refused.disputed";
    case "canceled":
      return "TransactionPage.refused.canceled";
    case "paymentExpired":
      return "TransactionPage.refused.paymentExpired";
    default:
      return "TransactionPage.invalidTransition";
  }
}

function safeTitleKey(state: string) {
  try {
    return titleKey(state);
  } catch {
    return null;
  }
}
