import { Link, useLoaderData } from "react-router";
import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import { translate } from "~/i18n/translate.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/route";
import styles from "./operator.module.css";
import { requireOperator } from "./operator.server";
import own from "./orders.module.css";
import { overviewOf } from "./overview.server";

/** The console's overview: what needs someone today, each count linking to its list. */
export async function loader({ context }: Route.LoaderArgs) {
  const operator = requireOperator(context);
  const { counts, disputes } = await overviewOf(context, operator);
  return {
    counts,
    disputes,
    seo: {
      title: translate(context.locale, "OperatorPage.heading"),
      description: translate(context.locale, "OperatorPage.heading"),
      path: "/operator",
      appUrl: context.services.env.APP_URL,
      locale: context.locale,
      noIndex: true,
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function OperatorOverview() {
  const t = useT();
  const intl = useIntl();
  const { counts, disputes } = useLoaderData<typeof loader>();
  return (
    <section className={styles.section} aria-labelledby="operator-overview">
      <h2 id="operator-overview">{t("OperatorPage.overviewTitle")}</h2>
      <ul className={styles.counts}>
        {counts.map((c) => (
          <li key={c.id}>
            <Link to={c.to} className={styles.count}>
              <span className={styles.countValue}>{c.count}</span>
              <span>{t(c.id)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <h3 id="operator-disputes" className={own.subheading}>
        {t("OperatorOrders.disputesTitle")}
      </h3>
      {disputes.length === 0 ? (
        <p className={styles.empty}>{t("OperatorOrders.noDisputes")}</p>
      ) : (
        <ol className={own.orderList} aria-labelledby="operator-disputes">
          {disputes.map((d) => (
            <li key={d.id} className={own.orderRow}>
              <Link to={`/operator/orders/${d.id}`} className={own.orderLink}>
                {d.orderNumber}
              </Link>
              <span className={own.state} data-state="disputed">
                {d.daysLeft !== null ? t("OperatorOrders.daysLeft", { days: d.daysLeft }) : ""}
              </span>
              <span className={own.meta}>
                {d.customer} → {d.provider}
              </span>
              <span className={own.meta}>
                {intl.formatDate(d.openedAt, { dateStyle: "medium", timeZone: "Europe/Amsterdam" })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
