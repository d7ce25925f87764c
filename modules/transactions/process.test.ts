import { describe, expect, it } from "vitest";
import { FREE_PROCESS_ALIAS, FREE_STATES, freeProcess } from "./free-process";
import {
  ACTOR_ROLES,
  type ActorRole,
  canTransition,
  checkTransition,
  DEFAULT_TIMER_DURATIONS,
  findReminder,
  findTransition,
  isFinalState,
  isTimerCurrent,
  type MailParty,
  nextState,
  PROCESS_ACTIONS,
  remindersArmedOn,
  replayHistory,
  resolveDurations,
  reviewTransitionFor,
  type TransactionProcess,
  timerDueAt,
  timersArmedOn,
  transitionsFrom,
} from "./process";
import { DEFAULT_PROCESSES, isProcessAlias, processAliasForPrices } from "./processes";
import { PURCHASE_PROCESS_ALIAS, PURCHASE_STATES, purchaseProcess } from "./purchase-process";

type Row = [
  from: string,
  transition: string,
  to: string,
  roles: ActorRole[],
  notify: readonly MailParty[],
];
// Who is mailed (decision 056).
const BOTH = ["customer", "provider"] as const;
const BUYER = ["customer"] as const;
const GROWER = ["provider"] as const;
const NOBODY = [] as const;

// The spec §4 table, written out again by hand so the data cannot drift from it unnoticed.
const PURCHASE_TABLE: Row[] = [
  ["initial", "enquire", "enquiry", ["customer"], GROWER],
  ["initial", "request-payment", "pending-payment", ["customer"], NOBODY],
  ["initial", "request-push-payment", "pending-payment", ["customer"], NOBODY],
  ["enquiry", "request-payment-after-enquiry", "pending-payment", ["customer"], NOBODY],
  ["enquiry", "request-push-payment-after-enquiry", "pending-payment", ["customer"], NOBODY],
  ["pending-payment", "expire-payment", "payment-expired", ["system"], BUYER],
  ["pending-payment", "confirm-payment", "purchased", ["customer", "system"], BOTH],
  ["purchased", "mark-delivered", "delivered", ["provider", "operator"], BUYER],
  ["purchased", "mark-received-from-purchased", "received", ["customer"], GROWER],
  ["purchased", "auto-cancel", "canceled", ["system"], BOTH],
  ["purchased", "cancel", "canceled", ["operator"], BOTH],
  // Decision 068: the grower who cannot deliver, with a reason.
  ["purchased", "cancel-by-provider", "canceled", ["provider"], BOTH],
  ["delivered", "mark-received", "received", ["customer"], GROWER],
  ["delivered", "auto-mark-received", "received", ["system"], BOTH],
  ["delivered", "dispute", "disputed", ["customer"], BOTH],
  ["disputed", "auto-cancel-from-disputed", "canceled", ["system"], BOTH],
  ["disputed", "cancel-from-disputed", "canceled", ["operator"], BOTH],
  ["disputed", "mark-received-from-disputed", "received", ["operator"], BOTH],
  ["received", "auto-complete", "completed", ["system"], BOTH],
  ["completed", "expire-review-period", "reviewed", ["system"], NOBODY],
  ["completed", "review-1-by-customer", "reviewed-by-customer", ["customer"], GROWER],
  ["completed", "review-1-by-provider", "reviewed-by-provider", ["provider"], BUYER],
  ["reviewed-by-customer", "review-2-by-provider", "reviewed", ["provider"], BOTH],
  ["reviewed-by-customer", "expire-provider-review-period", "reviewed", ["system"], BOTH],
  ["reviewed-by-provider", "review-2-by-customer", "reviewed", ["customer"], BOTH],
  ["reviewed-by-provider", "expire-customer-review-period", "reviewed", ["system"], BOTH],
];

// Decision 034.
const FREE_TABLE: Row[] = [
  ["initial", "enquire", "enquiry", ["customer"], GROWER],
  ["initial", "request", "requested", ["customer"], BOTH],
  ["enquiry", "request-after-enquiry", "requested", ["customer"], BOTH],
  ["requested", "expire-request", "request-expired", ["system"], BOTH],
  ["requested", "cancel", "canceled", ["customer", "provider", "operator"], BOTH],
  ["requested", "mark-delivered", "delivered", ["provider"], BUYER],
  ["requested", "mark-received-from-requested", "received", ["customer"], GROWER],
  ["delivered", "mark-received", "received", ["customer"], GROWER],
  ["delivered", "auto-mark-received", "received", ["system"], BOTH],
  ["received", "auto-complete", "completed", ["system"], BOTH],
  ["completed", "expire-review-period", "reviewed", ["system"], NOBODY],
  ["completed", "review-1-by-customer", "reviewed-by-customer", ["customer"], GROWER],
  ["completed", "review-1-by-provider", "reviewed-by-provider", ["provider"], BUYER],
  ["reviewed-by-customer", "review-2-by-provider", "reviewed", ["provider"], BOTH],
  ["reviewed-by-customer", "expire-provider-review-period", "reviewed", ["system"], BOTH],
  ["reviewed-by-provider", "review-2-by-customer", "reviewed", ["customer"], BOTH],
  ["reviewed-by-provider", "expire-customer-review-period", "reviewed", ["system"], BOTH],
];

const cases: Array<[string, TransactionProcess, Row[], readonly string[]]> = [
  [PURCHASE_PROCESS_ALIAS, purchaseProcess(), PURCHASE_TABLE, PURCHASE_STATES],
  [FREE_PROCESS_ALIAS, freeProcess(), FREE_TABLE, FREE_STATES],
];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(cases)("%s", (_alias, process, table, states) => {
  const names = table.map(([, name]) => `transition/${name}`);

  it("has exactly the table's states and transitions", () => {
    expect([...process.states].sort()).toEqual([...states].sort());
    expect(process.transitions.map((t) => t.name).sort()).toEqual([...names].sort());
    expect(new Set(names).size).toBe(names.length);
  });

  it("mails exactly the table's parties on each transition", () => {
    for (const [, name, , , notify] of table) {
      expect(findTransition(process, `transition/${name}`)?.notify, name).toEqual(notify);
    }
  });

  it("lets exactly the table's roles run each transition from its state, and nothing else", () => {
    const allowed = new Map<string, string>();
    for (const [from, name, to, roles] of table) {
      for (const role of roles) allowed.set(`${from}|transition/${name}|${role}`, to);
    }
    let checked = 0;
    for (const state of process.states) {
      for (const name of names) {
        for (const role of ACTOR_ROLES) {
          const key = `${state}|${name}|${role}`;
          const result = checkTransition(process, state, name, role);
          expect(result.ok, key).toBe(allowed.has(key));
          if (result.ok) expect(result.to, key).toBe(allowed.get(key));
          expect(canTransition(process, state, name, role), key).toBe(allowed.has(key));
          checked++;
        }
      }
    }
    expect(checked).toBe(process.states.length * names.length * ACTOR_ROLES.length);
  });

  it("says why a transition is refused", () => {
    const [from, name, , roles] = table[0]!;
    const otherRole = ACTOR_ROLES.find((r) => !roles.includes(r))!;
    expect(checkTransition(process, from, `transition/${name}`, otherRole)).toEqual({
      ok: false,
      reason: "forbiddenRole",
    });
    expect(checkTransition(process, "reviewed", `transition/${name}`, roles[0]!)).toEqual({
      ok: false,
      reason: "invalidState",
    });
    expect(checkTransition(process, from, "transition/teleport", roles[0]!)).toEqual({
      ok: false,
      reason: "unknownTransition",
    });
    expect(checkTransition(process, from, name, roles[0]!)).toMatchObject({
      reason: "unknownTransition",
    });
  });

  it("gives the next state only from the transition's own state", () => {
    for (const [from, name, to] of table) {
      for (const state of process.states) {
        expect(nextState(process, state, `transition/${name}`)).toBe(state === from ? to : null);
      }
    }
  });

  it("lists the transitions from a state, per role", () => {
    for (const state of process.states) {
      for (const role of ACTOR_ROLES) {
        const expected = table
          .filter(([from, , , roles]) => from === state && roles.includes(role))
          .map(([, name]) => `transition/${name}`)
          .sort();
        expect(
          transitionsFrom(process, state, role)
            .map((t) => t.name)
            .sort(),
        ).toEqual(expected);
      }
      expect(transitionsFrom(process, state).length).toBe(
        table.filter(([from]) => from === state).length,
      );
    }
  });

  it("reaches every state from initial", () => {
    const reached = new Set([process.initialState]);
    const queue = [process.initialState];
    while (queue.length > 0) {
      const state = queue.shift()!;
      for (const t of transitionsFrom(process, state)) {
        if (!reached.has(t.to)) {
          reached.add(t.to);
          queue.push(t.to);
        }
      }
    }
    expect([...reached].sort()).toEqual([...process.states].sort());
  });

  it("ends only in final states, which have no way out, and reaches one from every state", () => {
    for (const state of process.states) {
      expect(isFinalState(process, state), state).toBe(
        transitionsFrom(process, state).length === 0,
      );
    }
    expect(process.finalStates).toContain("reviewed");
    const canFinish = new Set(process.finalStates);
    let grew = true;
    while (grew) {
      grew = false;
      for (const t of process.transitions) {
        if (canFinish.has(t.to) && !canFinish.has(t.from)) {
          canFinish.add(t.from);
          grew = true;
        }
      }
    }
    expect([...canFinish].sort()).toEqual([...process.states].sort());
  });

  it("gives every timer to a system-only transition that starts in the arming state", () => {
    const timed = process.transitions.filter((t) => t.timer);
    expect(timed.length).toBeGreaterThan(0);
    for (const t of timed) {
      expect(t.actors, t.name).toEqual(["system"]);
      const armed = timersArmedOn(process, t.from);
      expect(armed.map((a) => a.transition)).toContain(t.name);
      // The anchor is entered on the way to the timer's state: it is the state
      // itself or one every path to it passes through.
      expect(process.states).toContain(t.timer!.anchor);
      const withoutAnchor = new Set([process.initialState]);
      const queue = [process.initialState];
      while (queue.length > 0) {
        const s = queue.shift()!;
        for (const next of transitionsFrom(process, s)) {
          if (next.to !== t.timer!.anchor && !withoutAnchor.has(next.to)) {
            withoutAnchor.add(next.to);
            queue.push(next.to);
          }
        }
      }
      expect(withoutAnchor.has(t.from), `${t.name} reachable without ${t.timer!.anchor}`).toBe(
        t.from === process.initialState,
      );
    }
    // System-only transitions without a timer could never run.
    for (const t of process.transitions) {
      if (t.actors.length === 1 && t.actors[0] === "system") expect(t.timer, t.name).toBeDefined();
    }
  });

  it("names only known actions and never lets a user run a privileged transition as another role", () => {
    for (const t of process.transitions) {
      for (const action of t.actions) expect(PROCESS_ACTIONS).toContain(action);
      if (t.privileged) expect(t.actors).not.toContain("provider");
    }
  });

  it("replays a history and refuses a broken one", () => {
    expect(replayHistory(process, [])).toBe("initial");
    expect(replayHistory(process, ["transition/enquire"])).toBe("enquiry");
    expect(replayHistory(process, ["transition/enquire", "transition/enquire"])).toBeNull();
  });

  it("picks the first or second review transition by role and state", () => {
    expect(reviewTransitionFor(process, "completed", "customer")).toBe(
      "transition/review-1-by-customer",
    );
    expect(reviewTransitionFor(process, "completed", "provider")).toBe(
      "transition/review-1-by-provider",
    );
    expect(reviewTransitionFor(process, "reviewed-by-customer", "provider")).toBe(
      "transition/review-2-by-provider",
    );
    expect(reviewTransitionFor(process, "reviewed-by-provider", "customer")).toBe(
      "transition/review-2-by-customer",
    );
    expect(reviewTransitionFor(process, "reviewed-by-customer", "customer")).toBeNull();
    expect(reviewTransitionFor(process, "reviewed", "provider")).toBeNull();
    expect(reviewTransitionFor(process, "received", "customer")).toBeNull();
  });
});

describe("default purchase process", () => {
  const process = purchaseProcess();

  it("walks the happy path with reviews from both sides", () => {
    expect(
      replayHistory(process, [
        "transition/request-payment",
        "transition/confirm-payment",
        "transition/mark-delivered",
        "transition/mark-received",
        "transition/auto-complete",
        "transition/review-1-by-customer",
        "transition/review-2-by-provider",
      ]),
    ).toBe("reviewed");
  });

  it("arms the spec's timers with the default durations", () => {
    expect(timersArmedOn(process, "pending-payment")).toEqual([
      { transition: "transition/expire-payment", anchor: "pending-payment", afterMs: 15 * MINUTE },
    ]);
    expect(timersArmedOn(process, "purchased")).toEqual([
      { transition: "transition/auto-cancel", anchor: "purchased", afterMs: 14 * DAY },
    ]);
    expect(timersArmedOn(process, "delivered")).toEqual([
      { transition: "transition/auto-mark-received", anchor: "delivered", afterMs: 14 * DAY },
    ]);
    expect(timersArmedOn(process, "received")).toEqual([
      { transition: "transition/auto-complete", anchor: "received", afterMs: 0 },
    ]);
    expect(timersArmedOn(process, "completed")).toEqual([
      { transition: "transition/expire-review-period", anchor: "completed", afterMs: 7 * DAY },
    ]);
    expect(timersArmedOn(process, "reviewed-by-customer")).toEqual([
      {
        transition: "transition/expire-provider-review-period",
        anchor: "completed",
        afterMs: 7 * DAY,
      },
    ]);
    expect(timersArmedOn(process, "reviewed-by-provider")).toEqual([
      {
        transition: "transition/expire-customer-review-period",
        anchor: "completed",
        afterMs: 7 * DAY,
      },
    ]);
    expect(timersArmedOn(process, "disputed")).toEqual([
      {
        transition: "transition/auto-cancel-from-disputed",
        anchor: "disputed",
        afterMs: 60 * DAY,
      },
    ]);
    for (const state of ["initial", "enquiry", "payment-expired", "canceled", "reviewed"]) {
      expect(timersArmedOn(process, state)).toEqual([]);
    }
  });

  it("takes configured durations", () => {
    const quick = purchaseProcess({ paymentWindow: 5 * MINUTE, reviewPeriod: DAY });
    expect(timersArmedOn(quick, "pending-payment")[0]!.afterMs).toBe(5 * MINUTE);
    expect(timersArmedOn(quick, "reviewed-by-provider")[0]!.afterMs).toBe(DAY);
    expect(timersArmedOn(quick, "purchased")[0]!.afterMs).toBe(14 * DAY);
  });

  it("refuses durations that are not whole non-negative milliseconds", () => {
    expect(() => purchaseProcess({ paymentWindow: -1 })).toThrow(/paymentWindow/);
    expect(() => purchaseProcess({ autoCancel: 1.5 })).toThrow(/autoCancel/);
    expect(() => resolveDurations({ reviewPeriod: Number.NaN })).toThrow(/reviewPeriod/);
    expect(resolveDurations()).toEqual(DEFAULT_TIMER_DURATIONS);
  });

  it("computes when a timer is due from when its anchor state was entered", () => {
    const [timer] = timersArmedOn(process, "pending-payment");
    expect(timerDueAt(timer!, new Date("2025-05-01T10:00:00Z")).toISOString()).toBe(
      "2025-05-01T10:15:00.000Z",
    );
  });

  it("fires a timer only while the transaction is still in the arming state", () => {
    expect(isTimerCurrent(process, "transition/expire-payment", "pending-payment")).toBe(true);
    expect(isTimerCurrent(process, "transition/expire-payment", "purchased")).toBe(false);
    expect(isTimerCurrent(process, "transition/confirm-payment", "pending-payment")).toBe(false);
    expect(isTimerCurrent(process, "transition/nope", "pending-payment")).toBe(false);
  });

  it("reserves stock on request, takes it on payment and gives it back on expiry or cancel", () => {
    const actions = (name: string) =>
      process.transitions.find((t) => t.name === `transition/${name}`)!.actions;
    for (const name of [
      "request-payment",
      "request-push-payment",
      "request-payment-after-enquiry",
      "request-push-payment-after-enquiry",
    ]) {
      expect(actions(name)).toEqual(
        expect.arrayContaining(["update-protected-data", "reserve-stock"]),
      );
    }
    expect(actions("request-payment")).toContain("create-payment-intent");
    expect(actions("request-push-payment")).toContain("create-push-payment-intent");
    // The payment was verified before the move (privileged): nothing is left to call; the
    // charge is a ledger row written with the move (decision 079).
    expect(actions("confirm-payment")).toEqual(["accept-stock", "accept-booking", "record-charge"]);
    // Every way into received schedules the grower's payout (decision 079).
    for (const name of [
      "mark-received",
      "mark-received-from-purchased",
      "auto-mark-received",
      "mark-received-from-disputed",
    ]) {
      // The operator's settlement keeps its reason first (decision 084).
      expect(actions(name).filter((a) => a !== "update-protected-data")).toEqual([
        "schedule-payout",
      ]);
    }
    expect(actions("expire-payment")).toContain("release-stock");
    expect(actions("expire-payment")).toContain("decline-booking");
    expect(actions("request-payment")).toContain("reserve-booking");
    expect(actions("request-push-payment")).toContain("reserve-booking");
    for (const name of [
      "cancel",
      "auto-cancel",
      "cancel-from-disputed",
      "auto-cancel-from-disputed",
    ]) {
      // The operator's cancels keep their reason first (decision 084).
      expect(actions(name).filter((a) => a !== "update-protected-data")).toEqual([
        "refund",
        "release-stock",
        "cancel-booking",
      ]);
    }
    // The grower's cancel keeps its reason, then refunds and gives back the same way.
    expect(actions("cancel-by-provider")).toEqual([
      "update-protected-data",
      "refund",
      "release-stock",
      "cancel-booking",
    ]);
    // No payout until payouts exist (decision 072): the table does not pretend to pay growers.
    expect(actions("auto-complete")).toEqual([]);
    expect(actions("review-2-by-customer")).toContain("publish-reviews");
  });

  it("marks as privileged exactly the transitions the server must compute or verify", () => {
    expect(
      process.transitions
        .filter((t) => t.privileged)
        .map((t) => t.name)
        .sort(),
    ).toEqual([
      "transition/confirm-payment",
      "transition/request-payment",
      "transition/request-payment-after-enquiry",
      "transition/request-push-payment",
      "transition/request-push-payment-after-enquiry",
    ]);
  });
});

describe("free process", () => {
  const process = freeProcess();

  it("hands over by pickup or by delivery and ends with two reviews", () => {
    expect(
      replayHistory(process, [
        "transition/request",
        "transition/mark-received-from-requested",
        "transition/auto-complete",
        "transition/review-1-by-provider",
        "transition/review-2-by-customer",
      ]),
    ).toBe("reviewed");
    expect(
      replayHistory(process, [
        "transition/enquire",
        "transition/request-after-enquiry",
        "transition/mark-delivered",
        "transition/auto-mark-received",
      ]),
    ).toBe("received");
  });

  it("moves no money", () => {
    const money = [
      "create-payment-intent",
      "create-push-payment-intent",
      "cancel-payment-intent",
      "refund",
    ];
    for (const t of process.transitions) {
      for (const action of money) expect(t.actions, t.name).not.toContain(action);
    }
  });

  it("gives the stock back on cancel and expiry, and takes it on hand-over", () => {
    const actions = (name: string) =>
      process.transitions.find((t) => t.name === `transition/${name}`)!.actions;
    expect(actions("request")).toContain("reserve-stock");
    expect(actions("request")).toContain("reserve-booking");
    expect(actions("cancel")).toEqual(["update-protected-data", "release-stock", "cancel-booking"]);
    expect(actions("expire-request")).toEqual(["release-stock", "decline-booking"]);
    expect(actions("mark-delivered")).toEqual(["accept-stock", "accept-booking"]);
    expect(actions("mark-received-from-requested")).toEqual(["accept-stock", "accept-booking"]);
  });

  it("expires an open request after 7 days by default", () => {
    expect(timersArmedOn(process, "requested")).toEqual([
      { transition: "transition/expire-request", anchor: "requested", afterMs: 7 * DAY },
    ]);
    expect(timersArmedOn(freeProcess({ freeRequestExpiry: DAY }), "requested")[0]!.afterMs).toBe(
      DAY,
    );
  });
});

describe("process registry", () => {
  it("knows both aliases", () => {
    const all = DEFAULT_PROCESSES;
    expect(Object.keys(all).sort()).toEqual([
      "default-purchase/release-1",
      "free-purchase/release-1",
    ]);
    expect(all["default-purchase/release-1"].alias).toBe("default-purchase/release-1");
    expect(all["free-purchase/release-1"].alias).toBe("free-purchase/release-1");
    expect(isProcessAlias("default-purchase/release-1")).toBe(true);
    expect(isProcessAlias("default-purchase/release-2")).toBe(false);
    expect(isProcessAlias(undefined)).toBe(false);
  });

  it("sends an all-Gratis order through the free process and anything priced through the paid one", () => {
    expect(processAliasForPrices([0])).toBe("free-purchase/release-1");
    expect(processAliasForPrices([0, 0])).toBe("free-purchase/release-1");
    expect(processAliasForPrices([0, 350])).toBe("default-purchase/release-1");
    expect(processAliasForPrices([350])).toBe("default-purchase/release-1");
    expect(processAliasForPrices([])).toBe("default-purchase/release-1");
  });
});

describe("reminders (decision 056)", () => {
  const DAY = 24 * 60 * 60_000;
  it("arms the grower's reminder on purchased and the buyer's on delivered, with their delays", () => {
    const purchase = purchaseProcess();
    expect(remindersArmedOn(purchase, "purchased").map((r) => [r.name, r.to, r.afterMs])).toEqual([
      ["reminder/ship", "provider", 3 * DAY],
    ]);
    expect(remindersArmedOn(purchase, "delivered").map((r) => [r.name, r.to, r.afterMs])).toEqual([
      ["reminder/mark-received", "customer", 12 * DAY],
    ]);
    for (const state of ["pending-payment", "received", "disputed", "completed"]) {
      expect(remindersArmedOn(purchase, state)).toEqual([]);
    }
    const quick = purchaseProcess({ shipReminder: DAY, receiveReminder: 2 * DAY });
    expect(remindersArmedOn(quick, "purchased")[0]?.afterMs).toBe(DAY);
    expect(remindersArmedOn(quick, "delivered")[0]?.afterMs).toBe(2 * DAY);
  });

  it("keeps reminders apart from transitions: no transition is named like one", () => {
    for (const process of [purchaseProcess(), freeProcess()]) {
      for (const r of process.reminders ?? []) {
        expect(findTransition(process, r.name)).toBeUndefined();
        expect(findReminder(process, r.name)).toBe(r);
        expect(process.states).toContain(r.state);
        // Not a transition's timer: the engine's transition path would call it stale.
        expect(isTimerCurrent(process, r.name, r.state)).toBe(false);
      }
    }
  });
});
