import {
  BOTH,
  BUYER,
  GROWER,
  type ProcessReminder,
  type ProcessTransition,
  resolveDurations,
  type TimerDurations,
  type TransactionProcess,
} from "./process";
import { MARK_RECEIVED_REMINDER, REVIEW_STAGE } from "./review-stage";

export const FREE_PROCESS_ALIAS = "free-purchase/release-1";

/**
 * The process for Gratis listings. The spec names it but leaves out its
 * transitions; this design is decision 034: no money moves, so there is no
 * payment step, no refund and no dispute, but stock is reserved on request and
 * given back if the hand-over never happens.
 */
export const FREE_STATES = [
  "initial",
  "enquiry",
  "requested",
  "request-expired",
  "delivered",
  "received",
  "canceled",
  "completed",
  "reviewed-by-customer",
  "reviewed-by-provider",
  "reviewed",
] as const;
export type FreeState = (typeof FREE_STATES)[number];

type FreeTransition = ProcessTransition & { from: FreeState; to: FreeState };

const REQUEST = ["update-protected-data", "reserve-stock", "reserve-booking"] as const;
// The goods have left the giver (sent, brought round or picked up): the stock is taken.
const HANDED_OVER = ["accept-stock", "accept-booking"] as const;
const SERVER = { privileged: true } as const;
const PARTY = { privileged: false } as const;

/**
 * One row per transition (decision 072). A request is news for both: the giver hands over,
 * the taker has it confirmed; either side may call it off before the hand-over, as nothing
 * was paid.
 */
// biome-ignore format: one row per transition reads as a table (decision 072)
const FREE_TRANSITIONS = [
  { name: "transition/enquire", from: "initial", to: "enquiry", actors: ["customer"], ...PARTY, actions: [], notify: GROWER },
  { name: "transition/request", from: "initial", to: "requested", actors: ["customer"], ...SERVER, actions: REQUEST, notify: BOTH },
  { name: "transition/request-after-enquiry", from: "enquiry", to: "requested", actors: ["customer"], ...SERVER, actions: REQUEST, notify: BOTH },
  { name: "transition/expire-request", from: "requested", to: "request-expired", actors: ["system"], ...PARTY, actions: ["release-stock", "decline-booking"], timer: { anchor: "requested", duration: "freeRequestExpiry" }, notify: BOTH },
  { name: "transition/cancel", from: "requested", to: "canceled", actors: ["customer", "provider", "operator"], ...PARTY, actions: ["update-protected-data", "release-stock", "cancel-booking"], notify: BOTH },
  { name: "transition/mark-delivered", from: "requested", to: "delivered", actors: ["provider"], ...PARTY, actions: HANDED_OVER, notify: BUYER },
  // Picked up at the garden: the customer confirms straight away.
  { name: "transition/mark-received-from-requested", from: "requested", to: "received", actors: ["customer"], ...PARTY, actions: HANDED_OVER, notify: GROWER },
  { name: "transition/mark-received", from: "delivered", to: "received", actors: ["customer"], ...PARTY, actions: [], notify: GROWER },
  { name: "transition/auto-mark-received", from: "delivered", to: "received", actors: ["system"], ...PARTY, actions: [], timer: { anchor: "delivered", duration: "autoMarkReceived" }, notify: BOTH },
  { name: "transition/auto-complete", from: "received", to: "completed", actors: ["system"], ...PARTY, actions: [], timer: { anchor: "received", duration: "autoComplete" }, notify: BOTH },
  ...REVIEW_STAGE,
] as const satisfies readonly FreeTransition[];

export type FreeRow = (typeof FREE_TRANSITIONS)[number];
export type FreeTransitionName = FreeRow["name"];

// Nothing to ship: the giver is reminded to hand the request over.
const FREE_REMINDERS = [
  { name: "reminder/ship", state: "requested", to: "provider", duration: "shipReminder" },
  MARK_RECEIVED_REMINDER,
] as const satisfies readonly ProcessReminder[];
export type FreeReminderName = (typeof FREE_REMINDERS)[number]["name"];

export function freeProcess(durations: Partial<TimerDurations> = {}): TransactionProcess {
  return {
    alias: FREE_PROCESS_ALIAS,
    states: FREE_STATES,
    initialState: "initial",
    finalStates: ["reviewed", "request-expired", "canceled"],
    transitions: FREE_TRANSITIONS,
    reminders: FREE_REMINDERS,
    durations: resolveDurations(durations),
  };
}
