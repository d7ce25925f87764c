import { AppError } from "#modules/errors";
import { type OrderMailData, orderMail } from "#modules/mail";
import type { Mailer } from "#modules/mail/server";
import {
  type BookingDisplay,
  bookingDisplayText,
  type CartProtectedData,
  type LineItem,
} from "#modules/transactions";
import type { TransactionRow } from "#modules/transactions/server";
import type { CheckoutRepository } from "./repository.server";
import type { ShippingDetails } from "./schemas";

/**
 * Orders as their parties see them (spec §3 Transaction, §6): only the customer, the
 * provider or an operator may see one; everyone else gets 404, as if it did not exist.
 * The customer sees the customer's line items and payinTotal, the provider the provider's
 * and payoutTotal (spec §6).
 */

export type Viewer = { id: string; isOperator?: boolean };

export type OrderView = ReturnType<typeof toOrderView>;

const addressLine = (a: ShippingDetails) =>
  [a.name, a.line1, a.line2, `${a.postalCode} ${a.city}`, a.state, a.country]
    .filter(Boolean)
    .join(", ");

const UNPAID = new Set(["initial", "enquiry", "pending-payment", "payment-expired"]);
const isPaid = (state: string) => !UNPAID.has(state);
/** Whether an order has been paid for (whatever happened after). */
export const isPaidState = isPaid;

export function itemsOf(row: TransactionRow) {
  const data = row.protectedData as Partial<CartProtectedData>;
  const titles = new Map<string, { title: string; unit: string | null }>();
  for (const l of data.cartListingLineItems ?? []) titles.set(l.listingId, l);
  for (const l of Object.values(data.cartAdditionalListings ?? {})) titles.set(l.listingId, l);
  return row.listingIds.map((listingId) => ({
    listingId,
    quantity: row.quantities[listingId] ?? 0,
    title: titles.get(listingId)?.title ?? "",
    unit: titles.get(listingId)?.unit ?? null,
  }));
}

function toOrderView(
  row: TransactionRow,
  role: "customer" | "provider" | "operator",
  people: Map<string, { displayName: string }>,
  pickupAddress: string | null,
) {
  const lineItems = (row.lineItems as LineItem[]).filter(
    (l) => role === "operator" || l.includeFor.includes(role),
  );
  const shipping = (row.protectedData.shippingDetails as ShippingDetails | undefined) ?? null;
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    type: "transaction" as const,
    processName: row.processAlias,
    state: row.state,
    lastTransition: row.lastTransition,
    lastTransitionedAt: row.lastTransitionedAt,
    createdAt: row.createdAt,
    role,
    checkoutId: row.checkoutId,
    customer: { id: row.customerId, displayName: people.get(row.customerId)?.displayName ?? "" },
    provider: { id: row.providerId, displayName: people.get(row.providerId)?.displayName ?? "" },
    listingId: row.listingId,
    items: itemsOf(row),
    deliveryMethod: row.deliveryMethod,
    lineItems,
    payinTotal: { amount: row.payinTotal, currency: row.currency },
    payoutTotal: { amount: row.payoutTotal, currency: row.currency },
    // The pickup address is the grower's home (decision 025): a buyer learns it once paid.
    pickupAddress:
      row.deliveryMethod === "pickup" && (role !== "customer" || isPaid(row.state))
        ? pickupAddress
        : null,
    // The buyer's address and phone likewise: the grower learns them once the order is paid.
    shippingDetails:
      row.deliveryMethod === "shipping" && (role !== "provider" || isPaid(row.state))
        ? shipping
        : null,
    message: (row.protectedData.message as string | undefined) ?? null,
  };
}

export function createOrderReader({
  checkouts,
  find,
  bookingOf,
}: {
  checkouts: CheckoutRepository;
  find: (id: string) => Promise<TransactionRow | null>;
  /** A booking's days or hours (decision 058); null for an order of products. */
  bookingOf: (row: TransactionRow) => Promise<BookingDisplay | null>;
}) {
  async function view(row: TransactionRow, role: "customer" | "provider" | "operator") {
    const people = new Map(
      (await checkouts.people([row.customerId, row.providerId])).map((p) => [p.id, p] as const),
    );
    const [listing] = await checkouts.listingsFor([row.listingId]);
    const location = listing?.publicData.location;
    const pickup = location
      ? [location.address, location.building].filter(Boolean).join(", ")
      : null;
    return toOrderView(row, role, people, pickup);
  }

  function roleOf(row: TransactionRow, viewer: Viewer) {
    if (row.customerId === viewer.id) return "customer" as const;
    if (row.providerId === viewer.id) return "provider" as const;
    if (viewer.isOperator) return "operator" as const;
    return null;
  }

  const reader = {
    roleOf,
    /** One order for a party of it; 404 to anyone else. */
    async show(viewer: Viewer, id: string) {
      const row = await find(id);
      const role = row ? roleOf(row, viewer) : null;
      if (!row || !role) throw new AppError("not-found", 404, "Errors.notFound");
      return view(row, role);
    },
    async query(viewer: Viewer, only: "order" | "sale" | null, page: number, perPage: number) {
      const rows = await checkouts.transactionsOf(viewer.id, only, perPage, (page - 1) * perPage);
      return Promise.all(rows.map((row) => view(row, roleOf(row, viewer)!)));
    },
    async transitions(viewer: Viewer, id: string) {
      await reader.show(viewer, id);
      return (await checkouts.history(id)).map((h) => ({
        createdAt: h.createdAt,
        by: h.byRole,
        transition: h.transition,
      }));
    },

    /** What a paid order's mail says to one side, in their language; null for nobody to tell. */
    async paidMailData(row: TransactionRow, to: "customer" | "provider", appUrl: string) {
      const people = new Map(
        (await checkouts.people([row.customerId, row.providerId])).map((p) => [p.id, p] as const),
      );
      const buyer = people.get(row.customerId);
      const grower = people.get(row.providerId);
      const recipient = to === "customer" ? buyer : grower;
      if (!buyer || !grower || !recipient || recipient.deleted) return null;
      const order = await view(row, to);
      const locale = recipient.locale === "en" ? ("en" as const) : ("nl" as const);
      const booking = await bookingOf(row);
      const data: OrderMailData = {
        orderUrl: `${appUrl}/${to === "customer" ? "order" : "sale"}/${row.id}/details`,
        orderNumber: row.orderNumber,
        buyerName: buyer.displayName,
        gardenName: grower.displayName,
        items: order.items,
        deliveryMethod: row.deliveryMethod,
        address:
          row.deliveryMethod === "shipping"
            ? order.shippingDetails
              ? addressLine(order.shippingDetails)
              : null
            : order.pickupAddress,
        message: order.message,
        booking: booking ? bookingDisplayText(booking, locale) : null,
        payinTotal: row.payinTotal,
        payoutTotal: row.payoutTotal,
      };
      return { data, locale, recipient };
    },

    /** The paid order's mails: confirmation to the buyer, the new order to the grower. */
    async sendPaidMails(
      mailer: Mailer,
      appUrl: string,
      transactionId: string,
      to: "customer" | "provider",
    ) {
      const row = await find(transactionId);
      if (!row) return;
      const mail = await reader.paidMailData(row, to, appUrl);
      if (!mail) return;
      await mailer.send(
        orderMail(
          mail.locale,
          mail.recipient.email,
          to === "customer" ? "buyer" : "provider",
          mail.data,
        ),
      );
    },
  };
  return reader;
}

export type OrderReader = ReturnType<typeof createOrderReader>;
