import { useActionData, useLoaderData } from "react-router";
import { FormError, FormSuccess } from "~/components/ui/field";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { translate } from "~/i18n/translate.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/payouts";
import { FailedPayouts } from "./failed-payouts";
import styles from "./operator.module.css";
import { requireOperator } from "./operator.server";
import { payoutsAction } from "./payouts.server";

export async function loader({ context }: Route.LoaderArgs) {
  requireOperator(context);
  const failedPayouts = await context.services.payouts.failed();
  return {
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
  const { failedPayouts } = useLoaderData<typeof loader>();
  const retry = useActionData<typeof action>();
  return (
    <section className={styles.section} aria-labelledby="operator-payouts">
      <h2 id="operator-payouts">
        {t("OperatorPage.failedPayoutsTitle", { count: failedPayouts.length })}
      </h2>
      {retry?.ok ? <FormSuccess>{t(retry.message)}</FormSuccess> : null}
      <FormError>{retry && !retry.ok ? message(retry.formError) : null}</FormError>
      <FailedPayouts payouts={failedPayouts} />
    </section>
  );
}
