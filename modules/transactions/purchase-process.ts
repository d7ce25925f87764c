import {
  type ProcessTransition,
  resolveDurations,
  type TimerDurations,
  type TransactionProcess,
} from "./process";
import { MARK_RECEIVED_REMINDER, REVIEW_STAGE } from "./review-stage";

export const PURCHASE_PROCESS_ALIAS = "default-purchase/release-1";

/** Spec §4, default product process release 1. */
export const PURCHASE_STATES = [
  "initial",
  "enquiry",
  "pending-payment",
  "payment-expired",
  "purchased",
  "delivered",
  "received",
  "disputed",
  "canceled",
  "completed",
  "reviewed-by-customer",
  "reviewed-by-provider",
  "reviewed",
] as const;
export type PurchaseState = (typeof PURCHASE_STATES)[number];

type PurchaseTransition = ProcessTransition & { from: PurchaseState; to: PurchaseState };

const REQUEST_ACTIONS = [
  "update-protected-data",
  "set-line-items",
  "reserve-stock",
  "reserve-booking",
  "create-payment-intent",
] as const;
const PUSH_REQUEST_ACTIONS = [
  "update-protected-data",
  "set-line-items",
  "reserve-stock",
  "reserve-booking",
  "create-push-payment-intent",
] as const;
// Money has been taken by then: a cancel gives it back and puts the stock back.
const CANCEL_ACTIONS = ["refund", "release-stock", "cancel-booking"] as const;

/**
 * Every row of the spec's table, in its order. Roles follow Sharetribe's product
 * process: the customer pays, receives, disputes; the provider delivers; the
 * operator settles disputes and cancels (the grower may cancel before handing over, with a
 * reason: decision 068); `system` runs the timers and confirms
 * payments that arrive by webhook. The `-push-` variants are iDEAL and
 * Bancontact, where the bank, not a card form, completes the payment.
 */
const PURCHASE_TRANSITIONS: readonly PurchaseTransition[] = [
  {
    name: "transition/enquire",
    from: "initial",
    to: "enquiry",
    actors: ["customer"],
    privileged: false,
    actions: [],
  },
  {
    name: "transition/request-payment",
    from: "initial",
    to: "pending-payment",
    actors: ["customer"],
    privileged: true,
    actions: REQUEST_ACTIONS,
  },
  {
    name: "transition/request-push-payment",
    from: "initial",
    to: "pending-payment",
    actors: ["customer"],
    privileged: true,
    actions: PUSH_REQUEST_ACTIONS,
  },
  {
    name: "transition/request-payment-after-enquiry",
    from: "enquiry",
    to: "pending-payment",
    actors: ["customer"],
    privileged: true,
    actions: REQUEST_ACTIONS,
  },
  {
    name: "transition/request-push-payment-after-enquiry",
    from: "enquiry",
    to: "pending-payment",
    actors: ["customer"],
    privileged: true,
    actions: PUSH_REQUEST_ACTIONS,
  },
  {
    name: "transition/expire-payment",
    from: "pending-payment",
    to: "payment-expired",
    actors: ["system"],
    privileged: false,
    // A payment that still succeeds later is refunded by the engine (issue 16 §5).
    actions: ["cancel-payment-intent", "release-stock", "decline-booking"],
    timer: { anchor: "pending-payment", duration: "paymentWindow" },
  },
  {
    name: "transition/confirm-payment",
    from: "pending-payment",
    to: "purchased",
    // The return page confirms as the customer, the webhook as the system;
    // either way the server checks the payment intent first.
    actors: ["customer", "system"],
    privileged: true,
    actions: ["confirm-payment", "accept-stock", "accept-booking"],
  },
  {
    name: "transition/mark-delivered",
    from: "purchased",
    to: "delivered",
    actors: ["provider"],
    privileged: false,
    actions: [],
  },
  {
    name: "transition/mark-received-from-purchased",
    from: "purchased",
    to: "received",
    actors: ["customer"],
    privileged: false,
    actions: [],
  },
  {
    name: "transition/auto-cancel",
    from: "purchased",
    to: "canceled",
    actors: ["system"],
    privileged: false,
    actions: CANCEL_ACTIONS,
    timer: { anchor: "purchased", duration: "autoCancel" },
  },
  {
    name: "transition/cancel",
    from: "purchased",
    to: "canceled",
    actors: ["operator"],
    privileged: false,
    actions: CANCEL_ACTIONS,
  },
  {
    // Not in the spec: the grower who cannot deliver calls the order off, with a reason the
    // buyer reads; the same refund and stock return as the operator's cancel (decision 068).
    name: "transition/cancel-by-provider",
    from: "purchased",
    to: "canceled",
    actors: ["provider"],
    privileged: false,
    actions: ["update-protected-data", ...CANCEL_ACTIONS],
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
    name: "transition/dispute",
    from: "delivered",
    to: "disputed",
    actors: ["customer"],
    privileged: false,
    // The optional disputeReason goes into protected data (spec §4).
    actions: ["update-protected-data"],
  },
  {
    name: "transition/auto-cancel-from-disputed",
    from: "disputed",
    to: "canceled",
    actors: ["system"],
    privileged: false,
    actions: CANCEL_ACTIONS,
    timer: { anchor: "disputed", duration: "autoCancelFromDisputed" },
  },
  {
    name: "transition/cancel-from-disputed",
    from: "disputed",
    to: "canceled",
    actors: ["operator"],
    privileged: false,
    actions: CANCEL_ACTIONS,
  },
  {
    name: "transition/mark-received-from-disputed",
    from: "disputed",
    to: "received",
    actors: ["operator"],
    privileged: false,
    actions: [],
  },
  {
    name: "transition/auto-complete",
    from: "received",
    to: "completed",
    actors: ["system"],
    privileged: false,
    // The transfer to the grower waits for the payout delay (architecture: Payments).
    actions: ["create-payout"],
    timer: { anchor: "received", duration: "autoComplete" },
  },
  ...REVIEW_STAGE,
];

/** The default product process, with timer durations overridable by configuration. */
export function purchaseProcess(durations: Partial<TimerDurations> = {}): TransactionProcess {
  return {
    alias: PURCHASE_PROCESS_ALIAS,
    states: PURCHASE_STATES,
    initialState: "initial",
    finalStates: ["reviewed", "payment-expired", "canceled"],
    transitions: PURCHASE_TRANSITIONS,
    reminders: [
      { name: "reminder/ship", state: "purchased", to: "provider", duration: "shipReminder" },
      MARK_RECEIVED_REMINDER,
    ],
    durations: resolveDurations(durations),
  };
}
