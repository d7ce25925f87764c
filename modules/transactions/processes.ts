import { FREE_PROCESS_ALIAS, freeProcess } from "./free-process";
import type { TimerDurations, TransactionProcess } from "./process";
import { PURCHASE_PROCESS_ALIAS, purchaseProcess } from "./purchase-process";

export const PROCESS_ALIASES = [PURCHASE_PROCESS_ALIAS, FREE_PROCESS_ALIAS] as const;
export type ProcessAlias = (typeof PROCESS_ALIASES)[number];

export function isProcessAlias(value: unknown): value is ProcessAlias {
  return typeof value === "string" && (PROCESS_ALIASES as readonly string[]).includes(value);
}

/** Both processes with one set of configured timer durations. */
export function processes(
  durations: Partial<TimerDurations> = {},
): Record<ProcessAlias, TransactionProcess> {
  return {
    [PURCHASE_PROCESS_ALIAS]: purchaseProcess(durations),
    [FREE_PROCESS_ALIAS]: freeProcess(durations),
  };
}

/**
 * An order whose every unit is Gratis goes through the free process; anything
 * with a price is paid for (decision 034).
 */
export function processAliasForPrices(unitPrices: readonly number[]): ProcessAlias {
  return unitPrices.length > 0 && unitPrices.every((amount) => amount === 0)
    ? FREE_PROCESS_ALIAS
    : PURCHASE_PROCESS_ALIAS;
}
