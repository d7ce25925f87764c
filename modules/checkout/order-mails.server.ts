import { NEW_MESSAGE_MAIL, type TransactionMailData, transactionMail } from "#modules/mail";
import type { Mailer } from "#modules/mail/server";
import { operatorReasonFor } from "#modules/transactions";
import type { TransactionRow } from "#modules/transactions/server";
import { itemsOf } from "./order-items";
import type { PaidMailReader } from "./paid-mail-reader";
import { sendPaymentMail } from "./payment-mail.server";
import type { CheckoutRepository } from "./repository.server";

/**
 * The outbox's `transaction-mail` rows turned into e-mails (decisions 042, 056): the engine
 * wrote one row per event and recipient in the state change's database transaction; here the
 * recipient's text is chosen in their language, with a link to their side's page. A deleted
 * or banned recipient gets nothing: the link would not open for them.
 */

export type TransactionMailRow = { transactionId: string; transition: string; to: string };

export function createOrderMails({
  checkouts,
  find,
  ordersOf,
  reader,
  mailer,
  appUrl,
}: {
  checkouts: CheckoutRepository;
  find: (id: string) => Promise<TransactionRow | null>;
  /** A checkout's orders: the buyer's one paid mail lists them all (decision 070). */
  ordersOf: (checkoutId: string) => Promise<TransactionRow[]>;
  /** The order reader (modules/orders), for the paid order's mails. */
  reader: PaidMailReader;
  mailer: Mailer;
  appUrl: string;
}) {
  async function items(row: TransactionRow, titlesOnly: boolean): Promise<string> {
    const known = itemsOf(row).filter((i) => i.title);
    if (known.length > 0) {
      return known.map((i) => (titlesOnly ? i.title : `${i.quantity} × ${i.title}`)).join(", ");
    }
    const listings = await checkouts.listingsFor(row.listingIds);
    return listings.map((l) => l.title).join(", ");
  }

  return {
    async send({ transactionId, transition, to }: TransactionMailRow): Promise<void> {
      const party = to === "provider" ? "provider" : "customer";
      // The paid order's mails say more (address, what to prepare): their own templates.
      if (transition === "transition/confirm-payment") {
        const checkoutId = party === "customer" ? (await find(transactionId))?.checkoutId : null;
        if (checkoutId) {
          return sendPaymentMail({ checkoutId, checkouts, ordersOf, reader, mailer, appUrl });
        }
        return reader.sendPaidMails(mailer, appUrl, transactionId, party);
      }
      const row = await find(transactionId);
      if (!row) return;
      const people = new Map(
        (await checkouts.people([row.customerId, row.providerId])).map((p) => [p.id, p] as const),
      );
      const recipient = people.get(party === "customer" ? row.customerId : row.providerId);
      const other = people.get(party === "customer" ? row.providerId : row.customerId);
      if (!recipient || recipient.deleted || recipient.banned || !other) return;
      const reason = row.protectedData.disputeReason;
      const cancelReason = row.protectedData.cancelReason;
      const data: TransactionMailData = {
        url: `${appUrl}/${party === "customer" ? "order" : "sale"}/${row.id}/details`,
        name: recipient.firstName || recipient.displayName,
        other: other.displayName,
        // A question or a message is about a listing, not a quantity of it.
        items: await items(
          row,
          transition === "transition/enquire" || transition === NEW_MESSAGE_MAIL,
        ),
        deliveryMethod: row.deliveryMethod,
        disputeReason: typeof reason === "string" ? reason : null,
        cancelReason: typeof cancelReason === "string" ? cancelReason : null,
        operatorReason: operatorReasonFor(row.protectedData, transition),
        amount: party === "customer" ? row.payinTotal : row.payoutTotal,
        // A question is no order yet.
        orderNumber: transition === "transition/enquire" ? null : row.orderNumber,
      };
      const locale = recipient.locale === "en" ? "en" : "nl";
      const mail = transactionMail(locale, recipient.email, transition, party, data);
      if (mail) await mailer.send(mail);
    },
  };
}
