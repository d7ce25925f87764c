import {
  FREE_PROCESS_ALIAS,
  FREE_STATES,
  type FreeReminderName,
  type FreeRow,
  type FreeState,
  type FreeTransitionName,
  freeProcess,
} from "./free-process";
import type { MailParty, TimerDurations, TransactionProcess } from "./process";
import {
  PURCHASE_PROCESS_ALIAS,
  PURCHASE_STATES,
  type PurchaseReminderName,
  type PurchaseRow,
  type PurchaseState,
  type PurchaseTransitionName,
  purchaseProcess,
} from "./purchase-process";

export const PROCESS_ALIASES = [PURCHASE_PROCESS_ALIAS, FREE_PROCESS_ALIAS] as const;
export type ProcessAlias = (typeof PROCESS_ALIASES)[number];

/** Every transition name of either process: notifications, mail books and labels key on it. */
export type ProcessTransitionName = PurchaseTransitionName | FreeTransitionName;
/** The transitions whose row mails someone: the mail books hold a text for each. */
export type MailedTransitionName = Extract<
  PurchaseRow | FreeRow,
  { notify: readonly [MailParty, ...MailParty[]] }
>["name"];
export type ProcessReminderName = PurchaseReminderName | FreeReminderName;
/** Every state of either process. */
export type ProcessState = PurchaseState | FreeState;
export const PROCESS_STATES: readonly ProcessState[] = [
  ...new Set<ProcessState>([...PURCHASE_STATES, ...FREE_STATES]),
];

/** Both processes by alias, as the engine holds them (built once at start, decision 072). */
export type Processes = Readonly<Record<ProcessAlias, TransactionProcess>>;

export function isProcessAlias(value: unknown): value is ProcessAlias {
  return typeof value === "string" && (PROCESS_ALIASES as readonly string[]).includes(value);
}

/** Both processes with one set of configured timer durations. */
export function processes(durations: Partial<TimerDurations> = {}): Processes {
  return {
    [PURCHASE_PROCESS_ALIAS]: purchaseProcess(durations),
    [FREE_PROCESS_ALIAS]: freeProcess(durations),
  };
}

/**
 * Both processes with the default durations, for what does not depend on them (the pages'
 * buttons, the mail tests). The engine builds its own with the configured durations.
 */
export const DEFAULT_PROCESSES: Processes = processes();

/** The transition an order starts with when the caller names none. */
export const DEFAULT_REQUEST: Readonly<Record<ProcessAlias, ProcessTransitionName>> = {
  [PURCHASE_PROCESS_ALIAS]: "transition/request-payment",
  [FREE_PROCESS_ALIAS]: "transition/request",
};

/**
 * An order whose every unit is Gratis goes through the free process; anything
 * with a price is paid for (decision 034).
 */
export function processAliasForPrices(unitPrices: readonly number[]): ProcessAlias {
  return unitPrices.length > 0 && unitPrices.every((amount) => amount === 0)
    ? FREE_PROCESS_ALIAS
    : PURCHASE_PROCESS_ALIAS;
}
