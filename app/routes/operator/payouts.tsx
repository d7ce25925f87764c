import { Link, useActionData, useLoaderData } from "react-router";
import { describeDifference } from "#modules/ledger";
import { formatPrice } from "#modules/money";
import { FormError, FormSuccess } from "~/components/ui/field";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { translate } from "~/i18n/translate.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/payouts";
import { FailedJobs } from "./failed-jobs";
import { FailedPayouts } from "./failed-payouts";
import styles from "./operator.module.css";
import { requireOperator } from "./operator.server";
import own from "./orders.module.css";
import { ledgerDifferences } from "./overview.server";
import { payoutsAction } from "./payouts.server";

export async function loader({ context }: Route.LoaderArgs) {
  requireOperator(context);
  const [failedPayouts, failedJobs, differences] = await Promise.all([
    context.services.payouts.failed(),
    context.services.outbox.listFailed(100),
    ledgerDifferences(context.services),
  ]);
  return {
    failedJobs: failedJobs.map((j) => ({
      id: j.id,
      kind: j.kind,
      key: j.idempotencyKey,
      attempts: j.attempts,
      error: j.lastError,
      failedAt: (j.failedAt ?? j.createdAt).toISOString(),
    })),
    differences: differences.map((d) => ({
      key: `${d.checkoutId}:${d.transactionId ?? ""}:${d.reason}`,
      transactionId: d.transactionId,
      text: describeDifference(d, (cents) => formatPrice({ amount: cents, currency: "EUR" })),
    })),
    failedPayouts: failedPayouts.map((p) => ({
      transactionId: p.transactionId,
      orderNumber: p.orderNumber,
      grower: { id: p.growerId, displayName: p.growerName },
      amount: p.amount,
      currency: p.currency,
      failure: p.lastFailure,
      failedAt: p.updatedAt.toISOString(),
    })),
    seo: {
      title: translate(context.locale, "OperatorPage.navPayouts"),
      description: translate(context.locale, "OperatorPage.heading"),
      path: "/operator/payouts",
      appUrl: context.services.env.APP_URL,
      locale: context.locale,
      noIndex: true,
    },
  };
}

export const action = payoutsAction;

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function OperatorPayoutsPage() {
  const t = useT();
  const message = useMessage();
  const { failedPayouts, failedJobs, differences } = useLoaderData<typeof loader>();
  const retry = useActionData<typeof action>();
  return (
    <section className={styles.section} aria-labelledby="operator-payouts">
      <h2 id="operator-payouts">
        {t("OperatorPage.failedPayoutsTitle", { count: failedPayouts.length })}
      </h2>
      {retry?.ok ? <FormSuccess>{t(retry.message)}</FormSuccess> : null}
      <FormError>{retry && !retry.ok ? message(retry.formError) : null}</FormError>
      <FailedPayouts payouts={failedPayouts} />
      <h3 id="jobs" className={own.subheading}>
        {t("OperatorOrders.failedJobsTitle", { count: failedJobs.length })}
      </h3>
      <FailedJobs jobs={failedJobs} />
      <h3 id="ledger" className={own.subheading}>
        {t("OperatorOrders.ledgerDifferencesTitle", { count: differences.length })}
      </h3>
      {differences.length === 0 ? (
        <p className={styles.empty}>{t("OperatorOrders.noLedgerDifferences")}</p>
      ) : (
        <ul className={styles.list}>
          {differences.map((d) => (
            <li key={d.key}>
              {d.transactionId ? (
                <Link to={`/operator/orders/${d.transactionId}`}>{d.text}</Link>
              ) : (
                d.text
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
