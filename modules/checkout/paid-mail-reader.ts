import type { OrderMailData } from "#modules/mail";
import type { Mailer } from "#modules/mail/server";
import type { TransactionRow } from "#modules/transactions/server";

/**
 * What the checkout's mails need of the order reader (modules/orders, decision 073): a paid
 * order as one side may see it. Passed in by the composition root, so checkout does not import
 * the module that reads orders (which imports checkout).
 */
export type PaidMailReader = {
  paidMailData(
    row: TransactionRow,
    to: "customer" | "provider",
    appUrl: string,
  ): Promise<{ data: OrderMailData } | null>;
  sendPaidMails(
    mailer: Mailer,
    appUrl: string,
    transactionId: string,
    to: "customer" | "provider",
  ): Promise<void>;
};
