import { describe, expect, it } from "vitest";
import { createReconciler } from "./reconcile.server";
import type { PaymentEvent } from "./webhook-events";

describe("the reconciliation pass", () => {
  it("re-reads every source's unsettled payments in its window, at most once per interval", async () => {
    let at = Date.parse("2031-05-01T12:00:00Z");
    const windows: { from: Date; to: Date }[] = [];
    const seen: PaymentEvent[] = [];
    const reconciler = createReconciler({
      sources: [
        async (window) => {
          windows.push(window);
          return [
            { kind: "intent-changed", paymentIntentId: "pi_1" },
            { kind: "intent-changed", paymentIntentId: "pi_bad" },
          ];
        },
        async () => [{ kind: "transfer-changed", transferId: "tr_1" }],
      ],
      onEvent: async (event) => {
        if ("paymentIntentId" in event && event.paymentIntentId === "pi_bad") {
          throw new Error("Stripe unreachable");
        }
        seen.push(event);
      },
      now: () => new Date(at),
      everyMs: 5 * 60_000,
      olderThanMs: 10 * 60_000,
      withinMs: 24 * 3_600_000,
    });
    const errors: unknown[] = [];
    expect(await reconciler.run((e) => errors.push(e))).toEqual({ reread: 2, failed: 1 });
    expect(seen).toHaveLength(2);
    expect(errors).toHaveLength(1);
    expect(windows[0]).toEqual({
      from: new Date("2031-04-30T12:00:00Z"),
      to: new Date("2031-05-01T11:50:00Z"),
    });
    at += 60_000;
    expect(await reconciler.run()).toBeNull();
    at += 5 * 60_000;
    expect(await reconciler.run()).toEqual({ reread: 2, failed: 1 });
  });
});
