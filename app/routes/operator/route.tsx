import { useActionData, useLoaderData } from "react-router";
import { Page } from "~/components/layout/page";
import { FormError, FormSuccess } from "~/components/ui/field";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { translate } from "~/i18n/translate.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/route";
import { AffiliateForm } from "./affiliate-form";
import { FailedPayouts } from "./failed-payouts";
import styles from "./operator.module.css";
import { operatorAction, requireOperator } from "./operator.server";
import { PendingList } from "./pending-list";

export async function loader({ context }: Route.LoaderArgs) {
  const operator = requireOperator(context);
  const pending = await context.services.ownListings.pendingApproval(operator);
  const failedPayouts = await context.services.payouts.failed();
  return {
    pending: pending.map((l) => ({
      id: l.id,
      title: l.title,
      description: l.description,
      price: l.price,
      unit: typeof l.publicData.unit === "string" ? l.publicData.unit : null,
      createdAt: l.createdAt,
      author: { id: l.author.id, displayName: l.author.displayName },
      image: l.images[0]
        ? { storageKey: l.images[0].storageKey, variants: l.images[0].variants }
        : null,
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
      title: translate(context.locale, "OperatorPage.heading"),
      description: translate(context.locale, "OperatorPage.heading"),
      path: "/operator",
      appUrl: context.services.env.APP_URL,
      locale: context.locale,
      noIndex: true,
    },
  };
}

export const action = operatorAction;

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function OperatorPage() {
  const t = useT();
  const message = useMessage();
  const { pending, failedPayouts } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const moderation =
    result && result.intent !== "affiliate" && result.intent !== "retry-payout"
      ? result
      : undefined;
  const retry = result?.intent === "retry-payout" ? result : undefined;
  return (
    <Page className={`container ${styles.page}`}>
      <h1>{t("OperatorPage.heading")}</h1>
      <section className={styles.section} aria-labelledby="operator-pending">
        <h2 id="operator-pending">{t("OperatorPage.pendingTitle", { count: pending.length })}</h2>
        {moderation?.ok ? (
          <FormSuccess>{t(moderation.message, { title: moderation.title })}</FormSuccess>
        ) : null}
        <FormError>{moderation && !moderation.ok ? message(moderation.formError) : null}</FormError>
        <PendingList listings={pending} />
      </section>
      <section className={styles.section} aria-labelledby="operator-payouts">
        <h2 id="operator-payouts">
          {t("OperatorPage.failedPayoutsTitle", { count: failedPayouts.length })}
        </h2>
        {retry?.ok ? <FormSuccess>{t(retry.message)}</FormSuccess> : null}
        <FormError>{retry && !retry.ok ? message(retry.formError) : null}</FormError>
        <FailedPayouts payouts={failedPayouts} />
      </section>
      <section className={styles.section} aria-labelledby="operator-affiliate">
        <h2 id="operator-affiliate">{t("OperatorPage.affiliateTitle")}</h2>
        <p className={styles.intro}>{t("OperatorPage.affiliateIntro")}</p>
        <AffiliateForm result={result?.intent === "affiliate" ? result : undefined} />
      </section>
    </Page>
  );
}
