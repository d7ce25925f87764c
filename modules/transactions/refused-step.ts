import { PROCESS_STATES, type ProcessState } from "./processes";

/**
 * What the order or sale page says when a step is refused because the order moved on in the
 * meantime (the grower marks delivered after the buyer marked received): what happened, by
 * the state the order is in now. States where that needs no explaining keep the spec §8
 * 'refresh' text. Keyed by every state of both processes, so a new state without its text
 * fails the typecheck (decision 072). Pure and client-safe.
 */
const REFRESH = "TransactionPage.invalidTransition";
const RECEIVED = "TransactionPage.refused.received";
const CANCELED = "TransactionPage.refused.canceled";

const REFUSED_STEP_MESSAGES: Readonly<Record<ProcessState, string>> = {
  initial: REFRESH,
  enquiry: REFRESH,
  "pending-payment": REFRESH,
  "payment-expired": "TransactionPage.refused.paymentExpired",
  purchased: REFRESH,
  requested: REFRESH,
  delivered: "TransactionPage.refused.delivered",
  received: RECEIVED,
  completed: RECEIVED,
  "reviewed-by-customer": RECEIVED,
  "reviewed-by-provider": RECEIVED,
  reviewed: RECEIVED,
  disputed: "TransactionPage.refused.disputed",
  canceled: CANCELED,
  "request-expired": CANCELED,
};

export function refusedStepMessage(stateNow: string | null): string {
  return stateNow && (PROCESS_STATES as readonly string[]).includes(stateNow)
    ? REFUSED_STEP_MESSAGES[stateNow as ProcessState]
    : REFRESH;
}
