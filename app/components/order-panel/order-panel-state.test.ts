import { describe, expect, it } from "vitest";
import {
  mayContactSeller,
  type OrderPanelListing,
  orderPanelState,
  safeExternalUrl,
} from "./order-panel-state";

const SELLER = "11111111-1111-4111-8111-111111111111";
const BUYER = { id: "22222222-2222-4222-8222-222222222222" };
const stock = { stockManaged: true };

function listing(overrides: Partial<OrderPanelListing> = {}): OrderPanelListing {
  return {
    state: "published",
    price: { amount: 350, currency: "EUR" },
    currentStock: 10,
    metadata: {},
    author: { id: SELLER, banned: false, deleted: false, stripeConnected: true },
    ...overrides,
  };
}
const author = (extra: Partial<OrderPanelListing["author"]>) => ({
  author: { ...listing().author, ...extra },
});

describe("orderPanelState", () => {
  it("lets a visitor and a buyer order a normal listing", () => {
    expect(orderPanelState(listing(), null, stock)).toEqual({ kind: "order" });
    expect(orderPanelState(listing(), BUYER, stock)).toEqual({ kind: "order" });
  });

  it("shows the owner their own-listing message, whatever else applies", () => {
    const owner = { id: SELLER };
    expect(orderPanelState(listing(), owner, stock)).toEqual({ kind: "own" });
    expect(orderPanelState(listing({ state: "closed" }), owner, stock)).toEqual({ kind: "own" });
    expect(orderPanelState(listing({ state: "draft", currentStock: 0 }), owner, stock)).toEqual({
      kind: "own",
    });
    expect(orderPanelState(listing({ state: "pendingApproval" }), owner, stock)).toEqual({
      kind: "own",
    });
  });

  it("shows a closed listing as closed", () => {
    expect(orderPanelState(listing({ state: "closed" }), BUYER, stock)).toEqual({
      kind: "closed",
    });
    expect(orderPanelState(listing({ state: "closed", currentStock: 0 }), null, stock).kind).toBe(
      "closed",
    );
  });

  it("treats drafts and pending listings seen by others as unavailable", () => {
    expect(orderPanelState(listing({ state: "draft" }), BUYER, stock).kind).toBe("unavailable");
    expect(orderPanelState(listing({ state: "pendingApproval" }), null, stock).kind).toBe(
      "unavailable",
    );
  });

  it("blocks ordering from banned and deleted sellers", () => {
    expect(orderPanelState(listing(author({ banned: true })), BUYER, stock).kind).toBe(
      "sellerUnavailable",
    );
    expect(orderPanelState(listing(author({ deleted: true })), BUYER, stock).kind).toBe(
      "sellerUnavailable",
    );
  });

  it("sends affiliate listings to the seller's website, also without stock or payments", () => {
    const affiliate = listing({
      metadata: { isAffiliate: true, websiteAffiliate: "https://boer.example/tomaten" },
      currentStock: 0,
      ...author({ stripeConnected: false }),
    });
    expect(orderPanelState(affiliate, BUYER, stock)).toEqual({
      kind: "affiliate",
      url: "https://boer.example/tomaten",
    });
  });

  it("disables the affiliate button when the website is missing or unsafe", () => {
    expect(orderPanelState(listing({ metadata: { isAffiliate: true } }), null, stock)).toEqual({
      kind: "affiliate",
      url: null,
    });
    expect(
      orderPanelState(
        listing({ metadata: { isAffiliate: true, websiteAffiliate: "javascript:alert(1)" } }),
        null,
        stock,
      ),
    ).toEqual({ kind: "affiliate", url: null });
  });

  it("shows out of stock for a stock-managed listing with 0 (or unknown) stock", () => {
    expect(orderPanelState(listing({ currentStock: 0 }), BUYER, stock).kind).toBe("outOfStock");
    expect(orderPanelState(listing({ currentStock: null }), BUYER, stock).kind).toBe("outOfStock");
  });

  it("ignores stock when listings are managed by availability", () => {
    expect(orderPanelState(listing({ currentStock: 0 }), BUYER, { stockManaged: false }).kind).toBe(
      "order",
    );
  });

  it("asks to contact a seller who is not payment-connected for a paid listing", () => {
    expect(orderPanelState(listing(author({ stripeConnected: false })), BUYER, stock).kind).toBe(
      "sellerNotConnected",
    );
  });

  it("lets a free listing be ordered from a seller without payments", () => {
    const free = listing({
      price: { amount: 0, currency: "EUR" },
      ...author({ stripeConnected: false }),
    });
    expect(orderPanelState(free, BUYER, stock).kind).toBe("order");
  });

  it("treats a listing without a price in euros as unavailable", () => {
    expect(orderPanelState(listing({ price: null }), BUYER, stock).kind).toBe("unavailable");
    expect(
      orderPanelState(listing({ price: { amount: 100, currency: "USD" } }), BUYER, stock).kind,
    ).toBe("unavailable");
  });
});

describe("safeExternalUrl", () => {
  it("accepts http and https URLs only", () => {
    expect(safeExternalUrl("https://a.example/x?y=1")).toBe("https://a.example/x?y=1");
    expect(safeExternalUrl("http://a.example")).toBe("http://a.example/");
    expect(safeExternalUrl("ftp://a.example")).toBeNull();
    expect(safeExternalUrl("/relative")).toBeNull();
    expect(safeExternalUrl("")).toBeNull();
    expect(safeExternalUrl(undefined)).toBeNull();
  });
});

describe("mayContactSeller", () => {
  const contact = (l: OrderPanelListing, viewer: { id: string } | null = BUYER) =>
    mayContactSeller(orderPanelState(l, viewer, stock));

  it("offers contact about a published listing of an active seller", () => {
    expect(contact(listing())).toBe(true);
    expect(contact(listing(), null)).toBe(true);
    expect(contact(listing({ currentStock: 0 }))).toBe(true);
    expect(contact(listing(author({ stripeConnected: false })))).toBe(true);
    expect(contact(listing({ metadata: { isAffiliate: true } }))).toBe(true);
  });

  it("not on one's own listing, a closed or unpublished one, nor to a removed seller", () => {
    expect(contact(listing(), { id: SELLER })).toBe(false);
    expect(contact(listing({ state: "closed" }))).toBe(false);
    expect(contact(listing({ state: "draft" }))).toBe(false);
    expect(contact(listing(author({ banned: true })))).toBe(false);
    expect(contact(listing(author({ deleted: true })))).toBe(false);
  });
});
