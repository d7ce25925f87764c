import { type OrderMailData, paymentMail } from "#modules/mail";
import type { Mailer } from "#modules/mail/server";
import type { TransactionRow } from "#modules/transactions/server";
import type { PaidMailReader } from "./paid-mail-reader";
import { isPaidState } from "./paid-states";
import type { CheckoutRepository } from "./repository.server";

/**
 * The buyer's one payment confirmation for a checkout (decision 070), sent from the outbox row
 * the first confirmed order wrote under the checkout's key. It lists every paid order of the
 * checkout; while another order of it is still being confirmed (confirm moves them one after
 * the other), it throws, and the outbox tries again a few seconds later.
 */
export async function sendPaymentMail({
  checkoutId,
  checkouts,
  ordersOf,
  reader,
  mailer,
  appUrl,
}: {
  checkoutId: string;
  checkouts: CheckoutRepository;
  ordersOf: (checkoutId: string) => Promise<TransactionRow[]>;
  reader: PaidMailReader;
  mailer: Mailer;
  appUrl: string;
}): Promise<void> {
  const checkout = await checkouts.find(checkoutId);
  if (!checkout) return;
  const [buyer] = await checkouts.people([checkout.customerId]);
  // A deleted or banned buyer gets nothing: the links would not open for them.
  if (!buyer || buyer.deleted || buyer.banned) return;
  const orders = await ordersOf(checkoutId);
  if (orders.some((o) => o.state === "pending-payment")) {
    throw new Error(`checkout ${checkoutId} is still being confirmed`);
  }
  const datas: OrderMailData[] = [];
  for (const order of orders.filter((o) => isPaidState(o.state))) {
    const mail = await reader.paidMailData(order, "customer", appUrl);
    if (mail) datas.push(mail.data);
  }
  if (datas.length === 0) return;
  const locale = buyer.locale === "en" ? "en" : "nl";
  await mailer.send(
    paymentMail(locale, buyer.email, {
      receiptUrl: `${appUrl}/checkout/${checkoutId}/receipt`,
      buyerName: buyer.displayName,
      orders: datas,
      total: datas.reduce((sum, d) => sum + d.payinTotal, 0),
    }),
  );
}
