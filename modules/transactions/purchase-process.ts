import {
  BOTH,
  BUYER,
  GROWER,
  NOBODY,
  type ProcessReminder,
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

const REQUEST = [
  "update-protected-data",
  "reserve-stock",
  "reserve-booking",
  "create-payment-intent",
] as const;
const PUSH_REQUEST = [
  "update-protected-data",
  "reserve-stock",
  "reserve-booking",
  "create-push-payment-intent",
] as const;
// Money has been taken by then: a cancel gives it back and puts the stock back.
const CANCEL = ["refund", "release-stock", "cancel-booking"] as const;
// A payment that still succeeds after expiry is refunded by checkout (its late-payment-refund).
const EXPIRE = ["cancel-payment-intent", "release-stock", "decline-booking"] as const;
// The payment intent was verified before the move (privileged): the move keeps what it reserved.
const CONFIRM = ["accept-stock", "accept-booking", "record-charge"] as const;
// Received: the grower's payout is scheduled with the move (decision 079).
const RECEIVE = ["schedule-payout"] as const;
// An operator's step keeps its reason in the order's notes first (decision 084); a party running
// the same transition sends no reason and the step writes nothing.
const NOTE = "update-protected-data";
const SERVER = { privileged: true } as const;
const PARTY = { privileged: false } as const;

/**
 * Every row of the spec's table, in its order, one row per transition (decision 072). Roles
 * follow Sharetribe's product process: the customer pays, receives, disputes; the provider
 * delivers; the operator settles disputes and cancels (the grower may cancel before handing
 * over, with a reason: decision 068); `system` runs the timers and confirms payments that
 * arrive by webhook. The `-push-` variants are iDEAL and Bancontact, where the bank, not a card
 * form, completes the payment. `notify`: who is mailed (decision 056) — nobody before the
 * payment; the buyer's paid mail is one per checkout (decision 070). Every way into `received`
 * schedules the grower's payout (decision 079).
 */
// biome-ignore format: one row per transition reads as a table (decision 072)
const PURCHASE_TRANSITIONS = [
  { name: "transition/enquire", from: "initial", to: "enquiry", actors: ["customer"], ...PARTY, actions: [], notify: GROWER },
  { name: "transition/request-payment", from: "initial", to: "pending-payment", actors: ["customer"], ...SERVER, actions: REQUEST, notify: NOBODY },
  { name: "transition/request-push-payment", from: "initial", to: "pending-payment", actors: ["customer"], ...SERVER, actions: PUSH_REQUEST, notify: NOBODY },
  { name: "transition/request-payment-after-enquiry", from: "enquiry", to: "pending-payment", actors: ["customer"], ...SERVER, actions: REQUEST, notify: NOBODY },
  { name: "transition/request-push-payment-after-enquiry", from: "enquiry", to: "pending-payment", actors: ["customer"], ...SERVER, actions: PUSH_REQUEST, notify: NOBODY },
  { name: "transition/expire-payment", from: "pending-payment", to: "payment-expired", actors: ["system"], ...PARTY, actions: EXPIRE, timer: { anchor: "pending-payment", duration: "paymentWindow" }, notify: BUYER },
  // The return page confirms as the customer, the webhook as the system.
  { name: "transition/confirm-payment", from: "pending-payment", to: "purchased", actors: ["customer", "system"], ...SERVER, actions: CONFIRM, notify: BOTH },
  // The operator too, when the hand-over happened but the grower did not mark it (decision 084).
  { name: "transition/mark-delivered", from: "purchased", to: "delivered", actors: ["provider", "operator"], ...PARTY, actions: [NOTE], notify: BUYER },
  { name: "transition/mark-received-from-purchased", from: "purchased", to: "received", actors: ["customer"], ...PARTY, actions: RECEIVE, notify: GROWER },
  { name: "transition/auto-cancel", from: "purchased", to: "canceled", actors: ["system"], ...PARTY, actions: CANCEL, timer: { anchor: "purchased", duration: "autoCancel" }, notify: BOTH },
  { name: "transition/cancel", from: "purchased", to: "canceled", actors: ["operator"], ...PARTY, actions: [NOTE, ...CANCEL], notify: BOTH },
  // Not in the spec: the grower who cannot deliver calls it off, with a reason (decision 068).
  { name: "transition/cancel-by-provider", from: "purchased", to: "canceled", actors: ["provider"], ...PARTY, actions: ["update-protected-data", ...CANCEL], notify: BOTH },
  { name: "transition/mark-received", from: "delivered", to: "received", actors: ["customer"], ...PARTY, actions: RECEIVE, notify: GROWER },
  { name: "transition/auto-mark-received", from: "delivered", to: "received", actors: ["system"], ...PARTY, actions: RECEIVE, timer: { anchor: "delivered", duration: "autoMarkReceived" }, notify: BOTH },
  // The optional disputeReason goes into protected data (spec §4); the operators are mailed.
  { name: "transition/dispute", from: "delivered", to: "disputed", actors: ["customer"], ...PARTY, actions: ["update-protected-data", "notify-operators"], notify: BOTH },
  { name: "transition/auto-cancel-from-disputed", from: "disputed", to: "canceled", actors: ["system"], ...PARTY, actions: CANCEL, timer: { anchor: "disputed", duration: "autoCancelFromDisputed" }, notify: BOTH },
  { name: "transition/cancel-from-disputed", from: "disputed", to: "canceled", actors: ["operator"], ...PARTY, actions: [NOTE, ...CANCEL], notify: BOTH },
  { name: "transition/mark-received-from-disputed", from: "disputed", to: "received", actors: ["operator"], ...PARTY, actions: [NOTE, ...RECEIVE], notify: BOTH },
  { name: "transition/auto-complete", from: "received", to: "completed", actors: ["system"], ...PARTY, actions: [], timer: { anchor: "received", duration: "autoComplete" }, notify: BOTH },
  ...REVIEW_STAGE,
] as const satisfies readonly PurchaseTransition[];

export type PurchaseRow = (typeof PURCHASE_TRANSITIONS)[number];
export type PurchaseTransitionName = PurchaseRow["name"];

const PURCHASE_REMINDERS = [
  { name: "reminder/ship", state: "purchased", to: "provider", duration: "shipReminder" },
  MARK_RECEIVED_REMINDER,
] as const satisfies readonly ProcessReminder[];
export type PurchaseReminderName = (typeof PURCHASE_REMINDERS)[number]["name"];

/** The default product process, with timer durations overridable by configuration. */
export function purchaseProcess(durations: Partial<TimerDurations> = {}): TransactionProcess {
  return {
    alias: PURCHASE_PROCESS_ALIAS,
    states: PURCHASE_STATES,
    initialState: "initial",
    finalStates: ["reviewed", "payment-expired", "canceled"],
    transitions: PURCHASE_TRANSITIONS,
    reminders: PURCHASE_REMINDERS,
    durations: resolveDurations(durations),
  };
}
