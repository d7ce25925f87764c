/**
 * What the inbox and the order/sale pages say about a transaction, per state and role
 * (spec §4: inbox labels, order titles, sale and customer actions). Pure and client-safe:
 * the pages, the inbox query and the notification count all ask these functions, so a label
 * and the dot can never disagree about who has to act.
 */
import { type TransitionName, transitionsFrom } from "./process";
import { DEFAULT_PROCESSES, isProcessAlias, type ProcessState } from "./processes";

export type TransactionRole = "customer" | "provider";
export const INBOX_TABS = ["orders", "sales"] as const;
export type InboxTab = (typeof INBOX_TABS)[number];

export function isInboxTab(value: unknown): value is InboxTab {
  return typeof value === "string" && (INBOX_TABS as readonly string[]).includes(value);
}

/** orders → the user is the customer; sales → the provider. */
export const roleOfTab = (tab: InboxTab): TransactionRole =>
  tab === "orders" ? "customer" : "provider";

/** Spec §4's inbox labels, as catalogue ids under `InboxPage.state.` */
export const INBOX_LABELS = [
  "canceled",
  "markAsReceived",
  "delivered",
  "disputed",
  "enquiry",
  "paymentExpired",
  "pendingPayment",
  "waitingForDelivery",
  "waitingForReview",
  "inReview",
  "completed",
] as const;
export type InboxLabel = (typeof INBOX_LABELS)[number];

export type InboxStatus = {
  label: InboxLabel;
  /** The row stands out: this user is the one who should act now. */
  needsAction: boolean;
};

/**
 * The inbox label of a state for one side. The free process's `requested` reads as the paid
 * `purchased` (waiting for the hand-over), its expired request as a cancelled order.
 */
export function inboxStatus(state: string, role: TransactionRole): InboxStatus {
  const is = (r: TransactionRole) => role === r;
  switch (state) {
    case "enquiry":
      // An enquiry waits for the seller's answer.
      return { label: "enquiry", needsAction: is("provider") };
    case "pending-payment":
      return { label: "pendingPayment", needsAction: is("customer") };
    case "payment-expired":
      return { label: "paymentExpired", needsAction: false };
    case "purchased":
    case "requested":
      return { label: "waitingForDelivery", needsAction: is("provider") };
    case "delivered":
      return is("customer")
        ? { label: "markAsReceived", needsAction: true }
        : { label: "delivered", needsAction: false };
    case "disputed":
      return { label: "disputed", needsAction: false };
    case "received":
      return { label: "waitingForReview", needsAction: false };
    case "completed":
      return { label: "waitingForReview", needsAction: true };
    case "reviewed-by-customer":
      return is("provider")
        ? { label: "waitingForReview", needsAction: true }
        : { label: "inReview", needsAction: false };
    case "reviewed-by-provider":
      return is("customer")
        ? { label: "waitingForReview", needsAction: true }
        : { label: "inReview", needsAction: false };
    case "reviewed":
      return { label: "completed", needsAction: false };
    case "canceled":
    case "request-expired":
      return { label: "canceled", needsAction: false };
    default:
      throw new Error(`No inbox label for state ${state}`);
  }
}

/** States whose sales wait for the provider: the top bar's dot (spec §7 sales notification count). */
export function providerActionStates(states: readonly string[]): string[] {
  return states.filter((s) => s !== "initial" && inboxStatus(s, "provider").needsAction);
}

/** States whose orders wait for the customer: they light the buyer's dot too (decision 067). */
export function customerActionStates(states: readonly string[]): string[] {
  return states.filter((s) => s !== "initial" && inboxStatus(s, "customer").needsAction);
}

/** Spec §4 order titles (customer) and the matching sale titles (provider), under `TransactionPage.title.` */
export const TITLE_KEYS = [
  "enquired",
  "paymentPending",
  "paymentExpired",
  "purchased",
  "delivered",
  "received",
  "canceled",
  "disputed",
  "completed",
  "reviewed",
] as const;
export type TitleKey = (typeof TITLE_KEYS)[number];

/** Keyed by every state of both processes: a new state without its title fails the typecheck. */
const TITLE_OF_STATE: Readonly<Record<Exclude<ProcessState, "initial">, TitleKey>> = {
  enquiry: "enquired",
  "pending-payment": "paymentPending",
  "payment-expired": "paymentExpired",
  purchased: "purchased",
  requested: "purchased",
  delivered: "delivered",
  received: "received",
  canceled: "canceled",
  "request-expired": "canceled",
  disputed: "disputed",
  completed: "completed",
  "reviewed-by-customer": "completed",
  "reviewed-by-provider": "completed",
  reviewed: "reviewed",
};

export function titleKey(state: string): TitleKey {
  const key = Object.hasOwn(TITLE_OF_STATE, state)
    ? TITLE_OF_STATE[state as keyof typeof TITLE_OF_STATE]
    : undefined;
  if (!key) throw new Error(`No title for state ${state}`);
  return key;
}

/** `TransactionPage.title.customer.purchased`, with {listingTitle} and {otherName}. */
export const titleMessageId = (state: string, role: TransactionRole) =>
  `TransactionPage.title.${role}.${titleKey(state)}`;

/**
 * The buttons of spec §4: sale actions (mark shipped, mark delivered) and customer actions
 * (mark received, dispute, leave review). A paid order's cancel stays with support, except the
 * grower's "Kan niet leveren" before the hand-over (decisions 034, 068).
 */
export type PageActionKind =
  | "mark-shipped"
  | "mark-delivered"
  | "mark-received"
  | "dispute"
  | "review"
  | "cancel"
  | "cancel-by-provider";
export type PageAction = { kind: PageActionKind; transition: TransitionName };

/** The transitions people run from the pages; the rest are the server's, support's or the timers'. */
function kindOf(name: TransitionName, deliveryMethod: string | null): PageActionKind | null {
  const short = name.slice("transition/".length);
  if (short === "mark-delivered")
    return deliveryMethod === "shipping" ? "mark-shipped" : "mark-delivered";
  if (short.startsWith("mark-received")) {
    // Straight from purchased only when the buyer picked it up: a parcel is marked shipped first.
    if (short !== "mark-received" && deliveryMethod === "shipping") return null;
    return "mark-received";
  }
  if (short === "dispute") return "dispute";
  if (short.startsWith("review-")) return "review";
  // Only the free process lets a party (either side) call off a request nothing was paid for.
  if (short === "cancel") return "cancel";
  if (short === "cancel-by-provider") return "cancel-by-provider";
  return null;
}

/** What this side may do now, in the order the page shows the buttons. */
export function pageActions(
  processAlias: string,
  state: string,
  role: TransactionRole,
  deliveryMethod: string | null,
): PageAction[] {
  if (!isProcessAlias(processAlias)) return [];
  // Which transitions start here and who runs them do not depend on the timer durations.
  return transitionsFrom(DEFAULT_PROCESSES[processAlias], state, role)
    .filter((t) => !t.privileged)
    .flatMap((t) => {
      const kind = kindOf(t.name, deliveryMethod);
      return kind ? [{ kind, transition: t.name }] : [];
    });
}

/**
 * Spec §4: only one of mark-received-from-purchased and mark-delivered may run at a time.
 * Given the transition already under way (if any), may `next` start? When not, the page says
 * 'Transition already in progress'.
 */
export function mayStartTransition(inProgress: string | null, _next: string): boolean {
  return inProgress === null;
}
