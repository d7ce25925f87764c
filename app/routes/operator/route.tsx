import { Link, useLoaderData } from "react-router";
import { useT } from "~/hooks/use-t";
import { translate } from "~/i18n/translate.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/route";
import styles from "./operator.module.css";
import { requireOperator } from "./operator.server";

/** The console's overview: what needs someone today, each count linking to its list. */
export async function loader({ context }: Route.LoaderArgs) {
  const operator = requireOperator(context);
  const [pending, failedPayouts] = await Promise.all([
    context.services.ownListings.pendingApproval(operator),
    context.services.payouts.failed(),
  ]);
  return {
    counts: [
      { id: "OperatorPage.countPending", count: pending.length, to: "/operator/listings" },
      {
        id: "OperatorPage.countFailedPayouts",
        count: failedPayouts.length,
        to: "/operator/payouts",
      },
    ],
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
  const { counts } = useLoaderData<typeof loader>();
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
    </section>
  );
}
