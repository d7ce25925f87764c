import { describe, expect, it } from "vitest";
import { FREE_PROCESS_ALIAS, FREE_STATES } from "./free-process";
import {
  type InboxStatus,
  inboxStatus,
  isInboxTab,
  mayStartTransition,
  pageActions,
  providerActionStates,
  roleOfTab,
  titleKey,
  titleMessageId,
} from "./inbox-states";
import { PURCHASE_PROCESS_ALIAS, PURCHASE_STATES } from "./purchase-process";

const status = (label: InboxStatus["label"], needsAction = false): InboxStatus => ({
  label,
  needsAction,
});

// Spec §4 inbox labels, written out for every state a transaction can show in the inbox.
const PURCHASE_LABELS: Record<string, { customer: InboxStatus; provider: InboxStatus }> = {
  enquiry: { customer: status("enquiry"), provider: status("enquiry", true) },
  "pending-payment": {
    customer: status("pendingPayment", true),
    provider: status("pendingPayment"),
  },
  "payment-expired": { customer: status("paymentExpired"), provider: status("paymentExpired") },
  purchased: {
    customer: status("waitingForDelivery"),
    provider: status("waitingForDelivery", true),
  },
  delivered: { customer: status("markAsReceived", true), provider: status("delivered") },
  received: { customer: status("waitingForReview"), provider: status("waitingForReview") },
  disputed: { customer: status("disputed"), provider: status("disputed") },
  canceled: { customer: status("canceled"), provider: status("canceled") },
  completed: {
    customer: status("waitingForReview", true),
    provider: status("waitingForReview", true),
  },
  "reviewed-by-customer": {
    customer: status("inReview"),
    provider: status("waitingForReview", true),
  },
  "reviewed-by-provider": {
    customer: status("waitingForReview", true),
    provider: status("inReview"),
  },
  reviewed: { customer: status("completed"), provider: status("completed") },
};

describe("inbox labels", () => {
  it.each(Object.entries(PURCHASE_LABELS))("%s reads per role", (state, expected) => {
    expect(inboxStatus(state, "customer")).toEqual(expected.customer);
    expect(inboxStatus(state, "provider")).toEqual(expected.provider);
  });

  it("covers every state of both processes but initial, which never reaches the inbox", () => {
    for (const state of [...PURCHASE_STATES, ...FREE_STATES]) {
      if (state === "initial") {
        expect(() => inboxStatus(state, "customer")).toThrow(/No inbox label/);
        continue;
      }
      for (const role of ["customer", "provider"] as const) {
        expect(() => inboxStatus(state, role)).not.toThrow();
      }
    }
  });

  it("reads the free process's request like a paid order and its expiry as cancelled", () => {
    expect(inboxStatus("requested", "provider")).toEqual(status("waitingForDelivery", true));
    expect(inboxStatus("requested", "customer")).toEqual(status("waitingForDelivery"));
    expect(inboxStatus("request-expired", "customer")).toEqual(status("canceled"));
  });

  it("lights the sales dot for the states where the provider acts", () => {
    expect(providerActionStates(PURCHASE_STATES)).toEqual([
      "enquiry",
      "purchased",
      "completed",
      "reviewed-by-customer",
    ]);
    expect(providerActionStates(FREE_STATES)).toEqual([
      "enquiry",
      "requested",
      "completed",
      "reviewed-by-customer",
    ]);
  });

  it("takes only orders or sales as a tab", () => {
    expect(isInboxTab("orders")).toBe(true);
    expect(isInboxTab("sales")).toBe(true);
    for (const bad of ["order", "Sales", "", null, undefined, "../sales"]) {
      expect(isInboxTab(bad)).toBe(false);
    }
    expect(roleOfTab("orders")).toBe("customer");
    expect(roleOfTab("sales")).toBe("provider");
  });
});

describe("order and sale titles", () => {
  it.each([
    ["enquiry", "enquired"],
    ["pending-payment", "paymentPending"],
    ["payment-expired", "paymentExpired"],
    ["purchased", "purchased"],
    ["requested", "purchased"],
    ["delivered", "delivered"],
    ["received", "received"],
    ["canceled", "canceled"],
    ["request-expired", "canceled"],
    ["disputed", "disputed"],
    ["completed", "completed"],
    ["reviewed-by-customer", "completed"],
    ["reviewed-by-provider", "completed"],
    ["reviewed", "reviewed"],
  ])("%s → %s", (state, key) => {
    expect(titleKey(state)).toBe(key);
    expect(titleMessageId(state, "customer")).toBe(`TransactionPage.title.customer.${key}`);
    expect(titleMessageId(state, "provider")).toBe(`TransactionPage.title.provider.${key}`);
  });

  it("refuses a state it does not know", () => {
    expect(() => titleKey("initial")).toThrow();
  });
});

const kinds = (
  alias: string,
  state: string,
  role: "customer" | "provider",
  delivery: string | null,
) => pageActions(alias, state, role, delivery).map((a) => `${a.kind} ${a.transition}`);

describe("actions per state and role", () => {
  const P = PURCHASE_PROCESS_ALIAS;

  it("purchased by pickup: the provider marks delivered or cannot deliver, the buyer may mark received at once", () => {
    expect(kinds(P, "purchased", "provider", "pickup")).toEqual([
      "mark-delivered transition/mark-delivered",
      "cancel-by-provider transition/cancel-by-provider",
    ]);
    expect(kinds(P, "purchased", "customer", "pickup")).toEqual([
      "mark-received transition/mark-received-from-purchased",
    ]);
  });

  it("purchased by shipping: the provider marks shipped or cannot deliver, the buyer waits for the parcel", () => {
    expect(kinds(P, "purchased", "provider", "shipping")).toEqual([
      "mark-shipped transition/mark-delivered",
      "cancel-by-provider transition/cancel-by-provider",
    ]);
    expect(kinds(P, "purchased", "customer", "shipping")).toEqual([]);
  });

  it("delivered: the buyer marks received or disputes; the provider waits", () => {
    for (const delivery of ["pickup", "shipping"]) {
      expect(kinds(P, "delivered", "customer", delivery)).toEqual([
        "mark-received transition/mark-received",
        "dispute transition/dispute",
      ]);
      expect(kinds(P, "delivered", "provider", delivery)).toEqual([]);
    }
  });

  it("reviews: first by either side from completed, then the other side's second", () => {
    expect(kinds(P, "completed", "customer", "pickup")).toEqual([
      "review transition/review-1-by-customer",
    ]);
    expect(kinds(P, "completed", "provider", "pickup")).toEqual([
      "review transition/review-1-by-provider",
    ]);
    expect(kinds(P, "reviewed-by-customer", "provider", "pickup")).toEqual([
      "review transition/review-2-by-provider",
    ]);
    expect(kinds(P, "reviewed-by-customer", "customer", "pickup")).toEqual([]);
    expect(kinds(P, "reviewed-by-provider", "customer", "pickup")).toEqual([
      "review transition/review-2-by-customer",
    ]);
  });

  it("offers nothing where only the server, support or a timer moves the order", () => {
    for (const state of [
      "initial",
      "pending-payment",
      "payment-expired",
      "received",
      "disputed",
      "canceled",
      "reviewed",
    ]) {
      for (const role of ["customer", "provider"] as const) {
        expect(kinds(P, state, role, "pickup"), `${state} ${role}`).toEqual([]);
      }
    }
  });

  it("free process: either side may call off a request; hand-over as in the paid process", () => {
    const F = FREE_PROCESS_ALIAS;
    expect(kinds(F, "requested", "provider", "pickup")).toEqual([
      "cancel transition/cancel",
      "mark-delivered transition/mark-delivered",
    ]);
    expect(kinds(F, "requested", "customer", "pickup")).toEqual([
      "cancel transition/cancel",
      "mark-received transition/mark-received-from-requested",
    ]);
    expect(kinds(F, "requested", "customer", "shipping")).toEqual(["cancel transition/cancel"]);
  });

  it("knows no actions of an unknown process", () => {
    expect(pageActions("other/release-1", "purchased", "provider", "pickup")).toEqual([]);
  });

  it("lets one transition run at a time", () => {
    expect(mayStartTransition(null, "transition/mark-delivered")).toBe(true);
    expect(
      mayStartTransition("transition/mark-received-from-purchased", "transition/mark-delivered"),
    ).toBe(false);
  });
});
