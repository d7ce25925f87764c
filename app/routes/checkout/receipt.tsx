import { data, Link, useLoaderData } from "react-router";
import { receiptLineText, receiptMoney } from "#modules/checkout";
import { isUuid } from "#modules/urls";
import { requireUser } from "~/auth/session.server";
import styles from "~/components/checkout/receipt.module.css";
import { Page } from "~/components/layout/page";
import { MethodName } from "~/components/payments/ideal-wero-logo";
import { Button, ButtonLink } from "~/components/ui/button";
import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import { throwRouteError } from "../route-error.server";
import type { Route } from "./+types/receipt";

/**
 * /checkout/{id}/receipt — the buyer's printable receipt of one payment (decision 070): each
 * garden's order with its number, lines and total. Anyone else gets the 404 of an unknown id.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const user = requireUser(context, request, "login");
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  try {
    const receipt = await context.services.checkout.receipt(user.id, params.id);
    return {
      seo: seo(context, request, "ReceiptPage.title", "ReceiptPage.title"),
      receipt,
    };
  } catch (error) {
    throwRouteError(error, context, "load-data-failed");
  }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function ReceiptPage() {
  const t = useT();
  const intl = useIntl();
  const { receipt } = useLoaderData<typeof loader>();
  const paidAt = intl.formatDate(receipt.paidAt, {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Amsterdam",
  });
  return (
    <Page className={styles.page}>
      <div className={styles.actions}>
        <Link to={`/checkout/${receipt.checkoutId}/summary`}>‹ {t("ReceiptPage.back")}</Link>
        <span className={styles.buttons}>
          {/* Printing needs script; the PDF is a plain link that works without it. */}
          <Button type="button" variant="secondary" onClick={() => window.print()}>
            {t("ReceiptPage.print")}
          </Button>
          <ButtonLink to={`/checkout/${receipt.checkoutId}/receipt.pdf`} reloadDocument download>
            {t("ReceiptPage.downloadPdf")}
          </ButtonLink>
        </span>
      </div>
      <article className={styles.receipt} aria-labelledby="receipt-heading">
        <p className={styles.brand}>Buurtoogst</p>
        <h1 id="receipt-heading" className={styles.heading}>
          {t("ReceiptPage.heading")}
        </h1>
        <dl className={styles.facts}>
          <div>
            <dt>{t("ReceiptPage.paidAtLabel")}</dt>
            <dd>{paidAt}</dd>
          </div>
          {receipt.method ? (
            <div>
              <dt>{t("ReceiptPage.methodLabel")}</dt>
              <dd>
                {/* iDEAL with its iDEAL | Wero wordmark (decision 081). */}
                <MethodName
                  method={receipt.method === "CheckoutPage.methodIdeal" ? "ideal" : receipt.method}
                  label={t(receipt.method)}
                />
              </dd>
            </div>
          ) : null}
          {receipt.billingName ? (
            <div>
              <dt>{t("ReceiptPage.billedToLabel")}</dt>
              <dd>{receipt.billingName}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t("ReceiptPage.referenceLabel")}</dt>
            <dd className={styles.reference}>{receipt.checkoutId}</dd>
          </div>
        </dl>
        {receipt.orders.map((order) => (
          <section key={order.id} className={styles.order} aria-labelledby={`order-${order.id}`}>
            <h2 id={`order-${order.id}`} className={styles.orderHeading}>
              {t("ReceiptPage.orderHeading", {
                number: order.number,
                name: order.garden ?? t("UserDisplay.deletedUser"),
              })}
            </h2>
            <table className={styles.lines}>
              <tbody>
                {order.lines.map((line, i) => (
                  // Lines have no id of their own; their order is fixed by the server.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <tr key={i}>
                    <td>{t(line.label.id, line.label.values)}</td>
                    <td className={styles.amount}>{receiptMoney(line.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t("ReceiptPage.orderTotal")}</th>
                  <td className={styles.amount}>{receiptMoney(order.total)}</td>
                </tr>
                {order.refunds.map((line, i) => (
                  // What went back, after what was paid (decision 079); order fixed by the server.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <tr key={i}>
                    <td>{receiptLineText(line, t)}</td>
                    <td className={styles.amount}>{receiptMoney(line.amount)}</td>
                  </tr>
                ))}
              </tfoot>
            </table>
            <p className={styles.noPrint}>
              <Link to={`/order/${order.id}/details`}>{t("ReceiptPage.viewOrder")}</Link>
            </p>
          </section>
        ))}
        <div className={styles.total}>
          <span>{t("ReceiptPage.total")}</span>
          <span className={styles.amount}>{receiptMoney(receipt.total)}</span>
        </div>
        {receipt.refunded > 0 ? (
          <div className={styles.total}>
            <span>{t("ReceiptPage.totalRefunded")}</span>
            <span className={styles.amount}>{receiptMoney(receipt.refunded)}</span>
          </div>
        ) : null}
        <p className={styles.footer}>{t("ReceiptPage.footer")}</p>
      </article>
    </Page>
  );
}
