import { type BookingDisplay, bookingDisplayText } from "#modules/bookings";
import { itemsOf } from "#modules/checkout";
import { AppError } from "#modules/errors";
import { type OrderMailData, orderMail } from "#modules/mail";
import type { Mailer } from "#modules/mail/server";
import type { TransactionRow } from "#modules/transactions/server";
import type { InboxRepository } from "./inbox.repository.server";
import { type OrderRole, orderForParty, type PickupAddress, roleOf } from "./party-view";
import { shownName } from "./transaction-page-view";

/**
 * Orders as their parties see them through the JSON API and the paid-order mails (spec §3
 * Transaction, §7): only the customer, the provider or an operator may see one; everyone else
 * gets 404, as if it did not exist. What each side sees is `orderForParty`'s (decision 073),
 * the same function the order and sale pages read.
 */

export type Viewer = { id: string; isOperator?: boolean };

export type OrderView = ReturnType<typeof toOrderView>;

type Person = { displayName: string; banned: boolean; deleted: boolean };

/** The checkout's flat address on one line, for a mail. */
const addressLine = (a: Record<string, unknown>) =>
  [a.name, a.line1, a.line2, `${a.postalCode ?? ""} ${a.city ?? ""}`.trim(), a.state, a.country]
    .filter((part) => typeof part === "string" && part !== "")
    .join(", ");

const pickupLine = (p: PickupAddress | null) =>
  p ? [p.address, p.building].filter(Boolean).join(", ") : null;

function toOrderView(
  row: TransactionRow,
  role: OrderRole,
  people: Map<string, Person>,
  listingLocation: unknown,
) {
  const seen = orderForParty(row, role, listingLocation);
  const party = (id: string) => {
    const p = people.get(id);
    return { id, displayName: p ? shownName(p) : "" };
  };
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
    checkoutId: seen.checkoutId,
    customer: party(row.customerId),
    provider: party(row.providerId),
    listingId: row.listingId,
    items: itemsOf(row),
    deliveryMethod: row.deliveryMethod,
    lineItems: seen.lineItems,
    payinTotal: { amount: row.payinTotal, currency: row.currency },
    payoutTotal: { amount: row.payoutTotal, currency: row.currency },
    pickupAddress: pickupLine(seen.pickup),
    shippingDetails: seen.shippingDetails,
    message: seen.message,
    disputeReason: seen.disputeReason,
    cancelReason: seen.cancelReason,
  };
}

export function createOrderReader({
  reads,
  find,
  bookingOf,
}: {
  reads: InboxRepository;
  find: (id: string) => Promise<TransactionRow | null>;
  /** A booking's days or hours (decision 058); null for an order of products. */
  bookingOf: (row: TransactionRow) => Promise<BookingDisplay | null>;
}) {
  const peopleOf = async (row: TransactionRow) =>
    new Map((await reads.people([row.customerId, row.providerId])).map((p) => [p.id, p] as const));

  async function view(row: TransactionRow, role: OrderRole) {
    const [people, [listing]] = await Promise.all([peopleOf(row), reads.listings([row.listingId])]);
    return toOrderView(row, role, people, listing?.publicData.location);
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
      const rows = await reads.transactionsOf(viewer.id, only, perPage, (page - 1) * perPage);
      return Promise.all(rows.map((row) => view(row, roleOf(row, viewer)!)));
    },
    async transitions(viewer: Viewer, id: string) {
      await reader.show(viewer, id);
      return (await reads.history(id)).map((h) => ({
        createdAt: h.createdAt,
        by: h.byRole,
        transition: h.transition,
      }));
    },

    /** What a paid order's mail says to one side, in their language; null for nobody to tell. */
    async paidMailData(row: TransactionRow, to: "customer" | "provider", appUrl: string) {
      const people = await peopleOf(row);
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
