import { describe, expect, it } from "vitest";
import type { LineItem } from "#modules/pricing";
import { FREE_STATES, PURCHASE_STATES } from "#modules/transactions";
import { type OrderRole, orderForParty, type PartyOrder, roleOf } from "./party-view";

// What each side may see of an order (decision 073), for every state of both processes, each
// role and each delivery method. The API, the pages and the paid mails all read this.

const LOCATION = { address: "Kerkstraat 17, 7731 CN Ommen", building: "Achterhuis" };
const ADDRESS = { name: "Anna", line1: "Dorpsweg 3", postalCode: "1234 AB", phone: "0612" };
const line = (code: string, includeFor: Array<"customer" | "provider">) =>
  ({ code, includeFor }) as LineItem;
const LINES = [
  line("line-item/units", ["customer", "provider"]),
  line("line-item/customer-commission", ["customer"]),
  line("line-item/provider-commission", ["provider"]),
];

const order = (state: string, deliveryMethod: string | null): PartyOrder => ({
  state,
  deliveryMethod,
  checkoutId: "checkout-1",
  lineItems: LINES,
  protectedData: {
    shippingDetails: ADDRESS,
    message: "Graag na vijven",
    disputeReason: "Kapot <b>",
    cancelReason: "Hagel",
  },
});

const UNPAID = ["initial", "enquiry", "pending-payment", "payment-expired"];
const ENDED_UNDELIVERED = ["canceled", "request-expired"];
const STATES = [...new Set<string>([...PURCHASE_STATES, ...FREE_STATES])];
const ROLES: OrderRole[] = ["customer", "provider", "operator"];

describe("orderForParty", () => {
  it("reads states both processes have (a renamed state fails here, not silently)", () => {
    expect(STATES).toEqual(expect.arrayContaining([...UNPAID, ...ENDED_UNDELIVERED]));
  });

  describe.each(STATES)("in %s", (state) => {
    const paid = !UNPAID.includes(state);
    const collectable = paid && !ENDED_UNDELIVERED.includes(state);

    it("shows the pickup address to the grower and an operator; to the buyer only to collect", () => {
      const seen = (role: OrderRole) => orderForParty(order(state, "pickup"), role, LOCATION);
      const address = { address: LOCATION.address, building: LOCATION.building };
      expect(seen("provider").pickup).toEqual(address);
      expect(seen("operator").pickup).toEqual(address);
      expect(seen("customer").pickup).toEqual(collectable ? address : null);
      // A pickup order has no address to ship to, whoever asks.
      for (const role of ROLES) expect(seen(role).shippingDetails).toBeNull();
    });

    it("shows the shipping address to the buyer and an operator; to the grower once paid", () => {
      const seen = (role: OrderRole) => orderForParty(order(state, "shipping"), role, LOCATION);
      expect(seen("customer").shippingDetails).toEqual(ADDRESS);
      expect(seen("operator").shippingDetails).toEqual(ADDRESS);
      expect(seen("provider").shippingDetails).toEqual(paid ? ADDRESS : null);
      // A parcel is not picked up: the grower's home stays out of it.
      for (const role of ROLES) expect(seen(role).pickup).toBeNull();
    });

    it("gives the checkout to the buyer (receipt once paid), never to the grower", () => {
      for (const method of ["pickup", "shipping", null]) {
        const seen = (role: OrderRole) => orderForParty(order(state, method), role, LOCATION);
        expect(seen("customer").checkoutId).toBe("checkout-1");
        expect(seen("customer").receiptCheckoutId).toBe(paid ? "checkout-1" : null);
        expect(seen("operator").checkoutId).toBe("checkout-1");
        expect(seen("operator").receiptCheckoutId).toBeNull();
        expect(seen("provider").checkoutId).toBeNull();
        expect(seen("provider").receiptCheckoutId).toBeNull();
      }
    });
  });

  it("shows each side its own line items and an operator all of them (spec §6)", () => {
    const codes = (role: OrderRole) =>
      orderForParty(order("purchased", "pickup"), role, LOCATION).lineItems.map((l) => l.code);
    expect(codes("customer")).toEqual(["line-item/units", "line-item/customer-commission"]);
    expect(codes("provider")).toEqual(["line-item/units", "line-item/provider-commission"]);
    expect(codes("operator")).toEqual(LINES.map((l) => l.code));
  });

  it("gives both sides the reasons made safe and the checkout message as written", () => {
    for (const role of ROLES) {
      const seen = orderForParty(order("disputed", "pickup"), role, LOCATION);
      expect(seen.disputeReason).toBe("Kapot ＜b＞");
      expect(seen.cancelReason).toBe("Hagel");
      expect(seen.message).toBe("Graag na vijven");
    }
  });

  it("has no pickup address for a listing without a location, and none from malformed data", () => {
    const paidPickup = order("purchased", "pickup");
    expect(orderForParty(paidPickup, "customer", undefined).pickup).toBeNull();
    expect(orderForParty(paidPickup, "customer", { address: "  " }).pickup).toBeNull();
    expect(orderForParty(paidPickup, "customer", { address: "Laan 1" }).pickup).toEqual({
      address: "Laan 1",
      building: null,
    });
    const noAddress = { ...order("purchased", "shipping"), protectedData: {} };
    for (const role of ROLES)
      expect(orderForParty(noAddress, role, LOCATION).shippingDetails).toBeNull();
  });

  it("knows a side by membership, an operator by flag, and no one else", () => {
    const o = { customerId: "c", providerId: "p" };
    expect(roleOf(o, { id: "c" })).toBe("customer");
    expect(roleOf(o, { id: "p", isOperator: true })).toBe("provider");
    expect(roleOf(o, { id: "x", isOperator: true })).toBe("operator");
    expect(roleOf(o, { id: "x" })).toBeNull();
    expect(roleOf(o, { id: "x", isOperator: false })).toBeNull();
  });
});
