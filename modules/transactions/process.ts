/**
 * A transaction process as data (spec §4), and the pure questions the engine
 * asks of it: may this role run this transition now, where does it lead,
 * which timers does entering a state arm. No database and no clock here; the
 * engine applies the answers in one database transaction (decision 072).
 */

export const ACTOR_ROLES = ["customer", "provider", "system", "operator"] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];

/** Transition names as Sharetribe's SDK sends them, e.g. `transition/request-payment`. */
export type TransitionName = `transition/${string}`;

/**
 * What the engine does when a transition runs, in this order. Names, not code: the action
 * registry (actions.server.ts) says for each whether it runs inside the transition's database
 * transaction or through the outbox, and what runs it (decision 072). Line items are not an
 * action: the server prices them before the request runs.
 */
export const PROCESS_ACTIONS = [
  "update-protected-data",
  "reserve-stock",
  "accept-stock",
  "release-stock",
  // Bookings (decision 058): take the slot's seats, keep them on payment, free them.
  "reserve-booking",
  "accept-booking",
  "decline-booking",
  "cancel-booking",
  "create-payment-intent",
  "create-push-payment-intent",
  "cancel-payment-intent",
  "refund",
  // Money (decision 079): the order's charge in the ledger, its payout after receipt.
  "record-charge",
  "schedule-payout",
  // A new dispute: every operator is mailed (decision 084).
  "notify-operators",
  "post-review-by-customer",
  "post-review-by-provider",
  "publish-reviews",
] as const;
export type ProcessAction = (typeof PROCESS_ACTIONS)[number];

/** Configurable waiting times, each in milliseconds. */
export type TimerDurations = {
  /** pending-payment → payment-expired (spec §4: the customer has 15 minutes). */
  paymentWindow: number;
  /** purchased → canceled when nothing happens. */
  autoCancel: number;
  /** delivered → received when the customer does not confirm. */
  autoMarkReceived: number;
  /** received → completed; 0 means on entering received. */
  autoComplete: number;
  /** completed → reviewed when one or both reviews are missing. */
  reviewPeriod: number;
  /** disputed → canceled when the operator does not decide. */
  autoCancelFromDisputed: number;
  /** free process: a request nobody handed over is cancelled, releasing the stock. */
  freeRequestExpiry: number;
  /** Reminder to the grower: ship or hand over, this long after the purchase (decision 056). */
  shipReminder: number;
  /** Reminder to the buyer: mark as received, this long after delivery (decision 056). */
  receiveReminder: number;
};
export type TimerKey = keyof TimerDurations;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const DEFAULT_TIMER_DURATIONS: Readonly<TimerDurations> = Object.freeze({
  paymentWindow: 15 * MINUTE,
  autoCancel: 14 * DAY,
  autoMarkReceived: 14 * DAY,
  autoComplete: 0,
  reviewPeriod: 7 * DAY,
  autoCancelFromDisputed: 60 * DAY,
  freeRequestExpiry: 7 * DAY,
  shipReminder: 3 * DAY,
  receiveReminder: 12 * DAY,
});

/**
 * A delayed transition runs `duration` after the transaction first entered
 * `anchor`. The anchor is usually the transition's own `from` state; the
 * second-review expiries count from `completed`, so one review does not
 * restart the other side's clock.
 */
export type TransitionTimer = { anchor: string; duration: TimerKey };

/** Who hears of a move by e-mail (decision 056): the party who should act next, or needs to know. */
export type MailParty = "customer" | "provider";

/**
 * One row of a process table (decision 072): everything one transition is and does, so a
 * reader of the table sees what the engine will do.
 */
export type ProcessTransition = {
  name: TransitionName;
  from: string;
  to: string;
  /** Who may run it. Timed transitions are run by `system` only. */
  actors: readonly ActorRole[];
  /** Server only: needs server-computed params (line items) or a verified payment. */
  privileged: boolean;
  actions: readonly ProcessAction[];
  timer?: TransitionTimer;
  /** Who is mailed when it runs; an empty list sends nothing. */
  notify: readonly MailParty[];
};

/** Reminder names live beside transition names in the timers table (decision 056). */
export type ReminderName = `reminder/${string}`;

/**
 * A timer that moves nothing: `duration` after entering `state`, if the transaction is still
 * there, the party `to` gets an e-mail (decision 056).
 */
export type ProcessReminder = {
  name: ReminderName;
  state: string;
  to: MailParty;
  duration: TimerKey;
};

export type TransactionProcess = {
  alias: string;
  states: readonly string[];
  initialState: string;
  finalStates: readonly string[];
  transitions: readonly ProcessTransition[];
  reminders?: readonly ProcessReminder[];
  durations: Readonly<TimerDurations>;
};

export type TransitionCheck =
  | { ok: true; transition: ProcessTransition; from: string; to: string }
  | { ok: false; reason: "unknownTransition" | "invalidState" | "forbiddenRole" };

export function findTransition(
  process: TransactionProcess,
  name: string,
): ProcessTransition | undefined {
  return process.transitions.find((t) => t.name === name);
}

/**
 * Why a role may not run a transition from a state, or where it leads. An
 * unknown name or a wrong state is the API's 409 `transaction-invalid-transition`;
 * a wrong role is a 403.
 */
export function checkTransition(
  process: TransactionProcess,
  state: string,
  name: string,
  role: ActorRole,
): TransitionCheck {
  const transition = findTransition(process, name);
  if (!transition) return { ok: false, reason: "unknownTransition" };
  if (transition.from !== state) return { ok: false, reason: "invalidState" };
  if (!transition.actors.includes(role)) return { ok: false, reason: "forbiddenRole" };
  return { ok: true, transition, from: state, to: transition.to };
}

export function canTransition(
  process: TransactionProcess,
  state: string,
  name: string,
  role: ActorRole,
): boolean {
  return checkTransition(process, state, name, role).ok;
}

/** The state a transition leads to from `state`, or null when it does not start there. */
export function nextState(process: TransactionProcess, state: string, name: string): string | null {
  const transition = findTransition(process, name);
  return transition && transition.from === state ? transition.to : null;
}

/** Transitions that start in `state`, optionally only those `role` may run. */
export function transitionsFrom(
  process: TransactionProcess,
  state: string,
  role?: ActorRole,
): ProcessTransition[] {
  return process.transitions.filter(
    (t) => t.from === state && (role === undefined || t.actors.includes(role)),
  );
}

export type ArmedTimer = {
  transition: TransitionName;
  /** The state whose first entry the delay counts from. */
  anchor: string;
  afterMs: number;
};

/** The timers entering `state` arms: its delayed transitions and their delays. */
export function timersArmedOn(process: TransactionProcess, state: string): ArmedTimer[] {
  return transitionsFrom(process, state).flatMap((t) =>
    t.timer
      ? [
          {
            transition: t.name,
            anchor: t.timer.anchor,
            afterMs: process.durations[t.timer.duration],
          },
        ]
      : [],
  );
}

export function findReminder(
  process: TransactionProcess,
  name: string,
): ProcessReminder | undefined {
  return process.reminders?.find((r) => r.name === name);
}

/** The reminders entering `state` arms, each counted from that entry. */
export function remindersArmedOn(
  process: TransactionProcess,
  state: string,
): Array<ProcessReminder & { afterMs: number }> {
  return (process.reminders ?? [])
    .filter((r) => r.state === state)
    .map((r) => ({ ...r, afterMs: process.durations[r.duration] }));
}

/** When a timer is due, given when the transaction first entered the timer's anchor state. */
export function timerDueAt(timer: ArmedTimer, anchorEnteredAt: Date): Date {
  return new Date(anchorEnteredAt.getTime() + timer.afterMs);
}

/**
 * A timer fires only while the transaction is still in the state that armed it;
 * anything else means a person (or another timer) moved it on first.
 */
export function isTimerCurrent(
  process: TransactionProcess,
  transition: string,
  currentState: string,
): boolean {
  const t = findTransition(process, transition);
  return t?.timer !== undefined && t.from === currentState;
}

export function isFinalState(process: TransactionProcess, state: string): boolean {
  return process.finalStates.includes(state);
}

/**
 * The state after a history of transitions from the initial state, or null if
 * any step does not start where the previous one ended (a corrupt history).
 */
export function replayHistory(
  process: TransactionProcess,
  history: readonly string[],
): string | null {
  let state: string | null = process.initialState;
  for (const name of history) {
    if (state === null) return null;
    state = nextState(process, state, name);
  }
  return state;
}

/**
 * The review transition a role runs now (spec §4: the first review depends on
 * the reviewer's role; after the other side reviewed it is the second one).
 * Null when the role has nothing to review in this state.
 */
export function reviewTransitionFor(
  process: TransactionProcess,
  state: string,
  role: "customer" | "provider",
): TransitionName | null {
  const candidates = [`transition/review-1-by-${role}`, `transition/review-2-by-${role}`];
  const found = transitionsFrom(process, state, role).find((t) => candidates.includes(t.name));
  return found?.name ?? null;
}

/** Timer durations with overrides, refusing anything that is not a whole, non-negative ms count. */
export function resolveDurations(overrides: Partial<TimerDurations> = {}): TimerDurations {
  const durations = { ...DEFAULT_TIMER_DURATIONS, ...overrides };
  for (const [key, value] of Object.entries(durations)) {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new Error(`Invalid timer duration ${key}: ${String(value)}`);
    }
  }
  return durations;
}

/** The `notify` column's values: both parties, the buyer, the grower, or nobody. */
export const BOTH = ["customer", "provider"] as const;
export const BUYER = ["customer"] as const;
export const GROWER = ["provider"] as const;
export const NOBODY = [] as const;
