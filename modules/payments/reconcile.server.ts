import type { PaymentEvent } from "./webhook-events";

/**
 * The reconciliation pass (decision 080): webhooks get lost, so every few minutes the
 * payments still unsettled are re-read through the same path an event takes — `onEvent`
 * with news that they may have changed; the handler reads the current state itself. Generic:
 * each source names what is unsettled (checkout: intents waiting in requires_action or
 * processing; later the ledger: pending refunds and transfers).
 */
export type ReconcileSource = (window: { from: Date; to: Date }) => Promise<PaymentEvent[]>;

export function createReconciler({
  sources,
  onEvent,
  now,
  everyMs,
  olderThanMs,
  withinMs,
}: {
  sources: ReconcileSource[];
  onEvent: (event: PaymentEvent) => Promise<void>;
  now: () => Date;
  /** At most one pass in this time; calls in between answer null. */
  everyMs: number;
  /** Only what has been waiting this long: younger ones are still with the buyer or bank. */
  olderThanMs: number;
  /** Not what is older than this: given up, or settled by hand. */
  withinMs: number;
}) {
  let last: number | null = null;
  return {
    async run(
      onError?: (error: unknown, event: PaymentEvent) => void,
    ): Promise<{ reread: number; failed: number } | null> {
      const at = now().getTime();
      if (last !== null && at - last < everyMs) return null;
      last = at;
      const window = { from: new Date(at - withinMs), to: new Date(at - olderThanMs) };
      let reread = 0;
      let failed = 0;
      for (const source of sources) {
        for (const event of await source(window)) {
          try {
            await onEvent(event);
            reread++;
          } catch (error) {
            // One unreachable intent does not stop the others; the next pass tries again.
            failed++;
            onError?.(error, event);
          }
        }
      }
      return { reread, failed };
    },
  };
}
