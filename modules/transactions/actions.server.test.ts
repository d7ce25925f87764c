import { describe, expect, it } from "vitest";
import { OUTBOX_ACTIONS, PROCESS_ACTION_REGISTRY } from "./actions.server";
import { PROCESS_ACTIONS } from "./process";
import { DEFAULT_PROCESSES } from "./processes";

// Decision 072: every action a process table names has one entry saying where it runs and
// what runs it, and no entry is a placebo that no table uses.

const used = new Set(
  Object.values(DEFAULT_PROCESSES).flatMap((p) => p.transitions.flatMap((t) => t.actions)),
);

describe("the action registry", () => {
  it("has an entry for every action, each running in the database transaction, with the move, or the outbox", () => {
    expect(Object.keys(PROCESS_ACTION_REGISTRY).sort()).toEqual([...PROCESS_ACTIONS].sort());
    for (const action of PROCESS_ACTIONS) {
      const entry = PROCESS_ACTION_REGISTRY[action];
      if (entry.runs === "in-transaction") expect(typeof entry.step, action).toBe("function");
      else if (entry.runs === "with-move") expect(typeof entry.write, action).toBe("function");
      else expect(entry.runs, action).toBe("outbox");
    }
  });

  it("holds only actions a process table uses", () => {
    for (const action of PROCESS_ACTIONS) expect(used.has(action), action).toBe(true);
  });

  it("sends the payment calls through the outbox and keeps stock, bookings and reviews in the move", () => {
    expect([...OUTBOX_ACTIONS].sort()).toEqual([
      "cancel-payment-intent",
      "create-payment-intent",
      "create-push-payment-intent",
      "notify-operators",
      "refund",
    ]);
  });
});
