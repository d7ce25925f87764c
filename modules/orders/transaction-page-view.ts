import type { BookingDisplay } from "#modules/bookings";
import type { LineItem } from "#modules/pricing";
import { sanitizeUserText } from "#modules/text";
import type { InboxStatus, OperatorNote, PageAction, TransactionRole } from "#modules/transactions";
import { avatarInitials } from "#modules/users";
import type { BookingRow, OrderListingRow, PartyRow } from "./inbox.repository.server";
import { text } from "./party-view";

/**
 * What the inbox and the order and sale pages show (inbox.service.server.ts builds it): the
 * shapes, and the rows turned into them with removed users hidden and user text made safe.
 */

export type Viewer = { id: string; isOperator: boolean };
export type TransactionView = "order" | "sale";

export type PartyView = {
  id: string;
  displayName: string;
  abbreviatedName: string;
  banned: boolean;
  deleted: boolean;
  profileImageKey: string | null;
};

/** A dispute photo as the pages show it: a thumbnail (1×, 2×) linking to the large view. */
export type DisputePhotoView = { id: string; thumb: string; thumb2x: string; large: string };

export type InboxItem = {
  id: string;
  /** "BO-7K3M9Q" (decision 070). */
  orderNumber: string;
  state: string;
  status: InboxStatus;
  lastTransitionedAt: string;
  other: PartyView;
  listingTitles: string[];
  /** "2 × Tomaten" per listing; empty for a question or a booking (no units). */
  quantities: Array<{ title: string; quantity: number }>;
  /** This side's amount in cents: paid by the buyer, or received by the grower. */
  amount: number;
  imageKey: string | null;
  /** The other side wrote something this user has not read yet (decision 067). */
  unread: boolean;
};

export type ShippingDetails = {
  name: string;
  phoneNumber: string | null;
  addressLine1: string;
  addressLine2: string | null;
  postalCode: string;
  city: string;
  state: string | null;
  country: string;
};

export type TransactionPageData = {
  id: string;
  /** "BO-7K3M9Q" (decision 070). */
  orderNumber: string;
  /** The checkout it was paid in: the buyer's receipt (null to the grower, or unpaid). */
  receiptCheckoutId: string | null;
  processAlias: string;
  state: string;
  /** Whose view this is: the customer's order or the provider's sale. */
  role: TransactionRole;
  /** The viewer is this side (an operator reads along without acting). */
  isParty: boolean;
  createdAt: string;
  lastTransitionedAt: string;
  deliveryMethod: string | null;
  customer: PartyView;
  provider: PartyView;
  listings: Array<{ id: string; title: string; imageKey: string | null; deleted: boolean }>;
  /** Only the lines that include this side (spec §6). */
  lineItems: LineItem[];
  payinTotal: number;
  payoutTotal: number;
  currency: string;
  /** To the buyer once paid: where to pick up. */
  pickup: { address: string; building: string | null } | null;
  /** To the provider: where to send the parcel. */
  shipping: ShippingDetails | null;
  disputeReason: string | null;
  /** Why the grower called the order off (decision 068), for both sides to read. */
  cancelReason: string | null;
  /** Buurtoogst's steps on the order with their reasons (decision 084). */
  operatorNotes: OperatorNote[];
  /** The buyer's photos with a dispute (decision 084). */
  disputePhotos: DisputePhotoView[];
  /** What a booking is for (decision 058): its first and last day, or its hours. */
  booking: TransactionBooking | null;
  /**
   * To the customer of an enquiry: what ordering from it offers (decision 055). Null in any
   * other state or view; `deliveryMethods` empty when the listing cannot be ordered now.
   */
  orderFromEnquiry: {
    listingId: string;
    title: string;
    deliveryMethods: Array<"pickup" | "shipping">;
    maxQuantity: number | null;
  } | null;
  history: Array<{ transition: string; byRole: string; createdAt: string }>;
  reviews: TransactionPageReview[];
  actions: PageAction[];
  /** When a timer of the order falls due next (ISO), so an open page can look again then. */
  nextChangeAt: string | null;
};

/** Days, nights or hours, as the checkout showed them; instants as ISO strings. */
export type TransactionBooking = BookingDisplay;

const BOOKING_UNITS = {
  "line-item/day": "day",
  "line-item/night": "night",
  "line-item/hour": "hour",
} as const;

/**
 * A booking's dates as its pages show them. The unit is the one paid for (the booking line's
 * code), so a plan changed later does not change what the order says.
 */
/** A booking's order has its days, nights or hours line; only then is there a booking to read. */
export const isBooking = (lineItems: readonly LineItem[]) =>
  lineItems.some((li) => li.code in BOOKING_UNITS);

export function bookingView(
  row: BookingRow | null,
  lineItems: readonly LineItem[],
): TransactionBooking | null {
  if (!row) return null;
  const code = lineItems.find((li) => li.code in BOOKING_UNITS)?.code;
  if (!code) return null;
  return {
    start: row.displayStart.toISOString(),
    end: row.displayEnd.toISOString(),
    unitType: BOOKING_UNITS[code as keyof typeof BOOKING_UNITS],
    timeZone: row.timeZone ?? "Europe/Amsterdam",
  };
}

/**
 * A review of this order as its page shows it, at its author's review transition (spec §4):
 * public ones, and the viewer's own while it is still pending.
 */
export type TransactionPageReview = {
  id: string;
  /** The side that wrote it: the customer's review is of the provider. */
  byRole: TransactionRole;
  rating: number;
  /** Sanitized already (spec §5), as the reviews module gives it. */
  content: string;
  createdAt: string;
  pending: boolean;
};

/** What the page needs of an order's reviews; the reviews module's repository provides it. */
export type TransactionReviewSource = (transactionId: string) => Promise<
  Array<{
    id: string;
    type: "ofProvider" | "ofCustomer";
    state: "public" | "pending";
    rating: number;
    content: string;
    createdAt: string;
  }>
>;

/**
 * Spec §4 / decision 054: a review stays hidden from the other side until it is published;
 * its author sees it at once. An operator reading along sees the public ones.
 */
export function visibleReviews(
  all: Awaited<ReturnType<TransactionReviewSource>>,
  viewerRole: TransactionRole | null,
): TransactionPageReview[] {
  return all.flatMap((r) => {
    const byRole: TransactionRole = r.type === "ofProvider" ? "customer" : "provider";
    if (r.state !== "public" && byRole !== viewerRole) return [];
    const { id, rating, content, createdAt } = r;
    return [{ id, byRole, rating, content, createdAt, pending: r.state !== "public" }];
  });
}

/** A removed user's name is not shown (spec §6): the pages say Banned/Deleted user. */
export const shownName = (p: { displayName: string; banned: boolean; deleted: boolean }) =>
  p.banned || p.deleted ? "" : sanitizeUserText(p.displayName);

export function partyView(p: PartyRow): PartyView {
  const hidden = p.banned || p.deleted;
  return {
    id: p.id,
    // Nor their picture.
    displayName: shownName(p),
    abbreviatedName: hidden ? "" : avatarInitials(p),
    banned: p.banned,
    deleted: p.deleted,
    profileImageKey: hidden ? null : p.profileImageKey,
  };
}

/**
 * protectedData.shippingDetails as checkout and the API write it, for the page: the checkout's
 * flat address (`{ name, line1, line2, postalCode, city, state, country, phone }`, modules/checkout
 * schemas), made safe.
 */
export function shippingDetails(raw: Record<string, unknown> | null): ShippingDetails | null {
  if (!raw) return null;
  const d = raw;
  const line1 = text(d.line1);
  if (!line1) return null;
  return {
    name: text(d.name) ?? "",
    phoneNumber: text(d.phone),
    addressLine1: line1,
    addressLine2: text(d.line2),
    postalCode: text(d.postalCode) ?? "",
    city: text(d.city) ?? "",
    state: text(d.state),
    country: text(d.country) ?? "",
  };
}

export function orderFromEnquiry(listing: OrderListingRow | undefined) {
  if (!listing) return null;
  const offered = listing.deleted
    ? []
    : (["pickup", "shipping"] as const).filter(
        (m) => listing.publicData[m === "pickup" ? "pickupEnabled" : "shippingEnabled"] === true,
      );
  return {
    listingId: listing.id,
    title: sanitizeUserText(listing.title),
    deliveryMethods: [...offered],
    maxQuantity: listing.currentStock,
  };
}
