import { Link, useActionData, useLoaderData } from "react-router";
import { formatPrice } from "#modules/money";
import { daysLeft } from "#modules/orders";
import { DisputePhotos } from "~/components/transaction-page/dispute-photos";
import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import { translate } from "~/i18n/translate.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/order";
import styles from "./operator.module.css";
import { orderAction, orderDetail } from "./order.server";
import { OrderSteps } from "./order-steps";
import { ROLE_TEXT, STATE_TEXT, textOf } from "./order-texts";
import own from "./orders.module.css";

/** GET /operator/orders/:id: one order, all of it, and the operator's steps (decision 084). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const detail = await orderDetail(context, params.id);
  return {
    ...detail,
    now: context.services.now().toISOString(),
    seo: {
      title: `${translate(context.locale, "OperatorPage.navOrders")} ${detail.order.orderNumber}`,
      description: translate(context.locale, "OperatorPage.heading"),
      path: `/operator/orders/${params.id}`,
      appUrl: context.services.env.APP_URL,
      locale: context.locale,
      noIndex: true,
    },
  };
}

export const action = orderAction;

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function OperatorOrderPage() {
  const t = useT();
  const intl = useIntl();
  const { order, lineItems, history, messages, ledger, payout, steps, photos, now } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const when = (iso: string) =>
    intl.formatDate(iso, { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Amsterdam" });
  const eur = (amount: number, currency = order.currency) => formatPrice({ amount, currency });
  const left = order.state === "disputed" ? daysLeft(order.disputeDueAt, new Date(now)) : null;
  return (
    <section className={styles.section} aria-labelledby="operator-order">
      <p>
        <Link to="/operator/orders">{t("OperatorOrders.back")}</Link>
      </p>
      <h2 id="operator-order">
        {t("OperatorOrders.orderTitle", { number: order.orderNumber })} ·{" "}
        {t(textOf(STATE_TEXT, order.state))}
      </h2>
      <div className={own.grid}>
        <div className={own.steps}>
          {order.disputeReason || order.state === "disputed" || photos.length > 0 ? (
            <section className={own.card} aria-labelledby="order-dispute">
              <h3 id="order-dispute">{t("OperatorOrders.disputeTitle")}</h3>
              {order.disputeReason ? (
                <p className={own.quote}>{order.disputeReason}</p>
              ) : (
                <p>{t("OperatorOrders.noDisputeReason")}</p>
              )}
              {left !== null ? <p>{t("OperatorOrders.daysLeft", { days: left })}</p> : null}
              <DisputePhotos photos={photos} />
            </section>
          ) : null}
          {order.cancelReason ? (
            <section className={own.card} aria-labelledby="order-cancel-reason">
              <h3 id="order-cancel-reason">{t("OperatorOrders.cancelReasonTitle")}</h3>
              <p className={own.quote}>{order.cancelReason}</p>
            </section>
          ) : null}
          <OrderSteps steps={steps} state={order.state} result={result} />
          <section className={own.card} aria-labelledby="order-history">
            <h3 id="order-history">{t("OperatorOrders.historyTitle")}</h3>
            <ol className={own.rows}>
              {history.map((h) => {
                const note = order.operatorNotes
                  .filter((n) => n.transition === h.transition)
                  .at(-1);
                return (
                  <li key={h.id}>
                    <strong>{h.transition.replace("transition/", "")}</strong> ·{" "}
                    {t(textOf(ROLE_TEXT, h.byRole))}
                    {h.byName ? ` (${h.byName})` : ""} · {when(h.at)}
                    {h.byRole === "operator" && note ? (
                      <span className={own.quote}> — „{note.reason}”</span>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </section>
          <section className={own.card} aria-labelledby="order-messages">
            <h3 id="order-messages">
              {t("OperatorOrders.messagesTitle", { count: messages.length })}
            </h3>
            {messages.length === 0 ? <p>{t("OperatorOrders.noMessages")}</p> : null}
            <ol className={own.rows}>
              {messages.map((m) => (
                <li key={m.id}>
                  <strong>{m.sender.displayName || t("UserDisplay.deletedUser")}</strong> ·{" "}
                  {when(m.createdAt)}
                  <p className={own.quote}>{m.content}</p>
                </li>
              ))}
            </ol>
          </section>
        </div>
        <div className={own.steps}>
          <section className={own.card} aria-labelledby="order-parties">
            <h3 id="order-parties">{t("OperatorOrders.partiesTitle")}</h3>
            <dl className={own.dl}>
              <dt>{t("OperatorOrders.buyer")}</dt>
              <dd>
                <Link to={`/operator/users/${order.customer.id}`}>
                  {order.customer.displayName}
                </Link>{" "}
                &lt;
                {order.customer.email}&gt;
              </dd>
              <dt>{t("OperatorOrders.grower")}</dt>
              <dd>
                <Link to={`/operator/users/${order.provider.id}`}>
                  {order.provider.displayName}
                </Link>{" "}
                &lt;
                {order.provider.email}&gt;
              </dd>
              <dt>{t("OperatorOrders.listing")}</dt>
              <dd>
                <Link to={`/l/${order.listingId}`}>{order.listingTitle}</Link>
              </dd>
              <dt>{t("OperatorOrders.ordered")}</dt>
              <dd>{when(order.createdAt)}</dd>
              <dt>{t("OperatorOrders.paid")}</dt>
              <dd>{eur(order.payinTotal)}</dd>
              <dt>{t("OperatorOrders.due")}</dt>
              <dd>{eur(order.payoutTotal)}</dd>
            </dl>
          </section>
          <section className={own.card} aria-labelledby="order-lines">
            <h3 id="order-lines">{t("OperatorOrders.linesTitle")}</h3>
            <ul className={own.rows}>
              {lineItems.map((l) => (
                <li key={l.position}>
                  {l.reversal ? `${t("OperatorOrders.reversal")} ` : ""}
                  {l.code.replace("line-item/", "")}
                  {l.quantity !== null ? ` × ${l.quantity}` : ""}
                  {l.percentage !== null ? ` (${l.percentage}%)` : ""} ·{" "}
                  {eur(l.lineTotal.amount, l.lineTotal.currency)} · {l.includeFor.join(", ")}
                </li>
              ))}
            </ul>
          </section>
          <section className={own.card} aria-labelledby="order-payout">
            <h3 id="order-payout">{t("OperatorOrders.payoutTitle")}</h3>
            {payout ? (
              <dl className={own.dl}>
                <dt>{t("OperatorOrders.payoutStatus")}</dt>
                <dd>{payout.status}</dd>
                <dt>{t("OperatorOrders.payoutAmount")}</dt>
                <dd>
                  {eur(payout.amount, payout.currency)} ({t("OperatorOrders.fee")}{" "}
                  {eur(payout.fee, payout.currency)})
                </dd>
                <dt>{payout.paidAt ? t("OperatorOrders.paidAt") : t("OperatorOrders.dueAt")}</dt>
                <dd>{when(payout.paidAt ?? payout.dueAt)}</dd>
                {payout.lastFailure ? (
                  <>
                    <dt>{t("OperatorOrders.lastFailure")}</dt>
                    <dd>
                      <code>{payout.lastFailure}</code> ({payout.attempts})
                    </dd>
                  </>
                ) : null}
              </dl>
            ) : (
              <p>{t("OperatorOrders.noPayout")}</p>
            )}
          </section>
          <section className={own.card} aria-labelledby="order-ledger">
            <h3 id="order-ledger">{t("OperatorOrders.ledgerTitle")}</h3>
            {ledger.length === 0 ? <p>{t("OperatorOrders.noLedger")}</p> : null}
            <ul className={own.rows}>
              {ledger.map((e) => (
                <li key={e.id}>
                  <strong>{e.kind}</strong> · {e.status} · {eur(e.amount, e.currency)} ·{" "}
                  <code>{e.objectId}</code> · {when(e.at)}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </section>
  );
}
