import {
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

const REQUEST_ACTIONS = [
  "update-protected-data",
  "set-line-items",
  "reserve-stock",
  "reserve-booking",
] as const;

const FREE_TRANSITIONS: readonly FreeTransition[] = [
  {
    name: "transition/enquire",
    from: "initial",
    to: "enquiry",
    actors: ["customer"],
    privileged: false,
    actions: [],
  },
  {
    name: "transition/request",
    from: "initial",
    to: "requested",
    actors: ["customer"],
    privileged: true,
    actions: REQUEST_ACTIONS,
  },
  {
    name: "transition/request-after-enquiry",
    from: "enquiry",
    to: "requested",
    actors: ["customer"],
    privileged: true,
    actions: REQUEST_ACTIONS,
  },
  {
    name: "transition/expire-request",
    from: "requested",
    to: "request-expired",
    actors: ["system"],
    privileged: false,
    actions: ["release-stock", "decline-booking"],
    timer: { anchor: "requested", duration: "freeRequestExpiry" },
  },
  {
    // Either side may call it off before the hand-over: nothing was paid.
    name: "transition/cancel",
    from: "requested",
    to: "canceled",
    actors: ["customer", "provider", "operator"],
    privileged: false,
    actions: ["release-stock", "cancel-booking"],
  },
  {
    // Sent, or brought round: the goods have left the giver, so the stock is taken.
    name: "transition/mark-delivered",
    from: "requested",
    to: "delivered",
    actors: ["provider"],
    privileged: false,
    actions: ["accept-stock", "accept-booking"],
  },
  {
    // Picked up at the garden: the customer confirms straight away.
    name: "transition/mark-received-from-requested",
    from: "requested",
    to: "received",
    actors: ["customer"],
    privileged: false,
    actions: ["accept-stock", "accept-booking"],
  },
  {
    name: "transition/mark-received",
    from: "delivered",
    to: "received",
    actors: ["customer"],
    privileged: false,
    actions: [],
  },
  {
    name: "transition/auto-mark-received",
    from: "delivered",
    to: "received",
    actors: ["system"],
    privileged: false,
    actions: [],
    timer: { anchor: "delivered", duration: "autoMarkReceived" },
  },
  {
    name: "transition/auto-complete",
    from: "received",
    to: "completed",
    actors: ["system"],
    privileged: false,
    actions: [],
    timer: { anchor: "received", duration: "autoComplete" },
  },
  ...REVIEW_STAGE,
];

export function freeProcess(durations: Partial<TimerDurations> = {}): TransactionProcess {
  return {
    alias: FREE_PROCESS_ALIAS,
    states: FREE_STATES,
    initialState: "initial",
    finalStates: ["reviewed", "request-expired", "canceled"],
    transitions: FREE_TRANSITIONS,
    // Nothing to ship: the giver is reminded to hand the request over.
    reminders: [
      { name: "reminder/ship", state: "requested", to: "provider", duration: "shipReminder" },
      MARK_RECEIVED_REMINDER,
    ],
    durations: resolveDurations(durations),
  };
}
