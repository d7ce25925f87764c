import { useActionData, useLoaderData } from "react-router";
import { FormError, FormSuccess } from "~/components/ui/field";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { translate } from "~/i18n/translate.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/listings";
import { AffiliateForm } from "./affiliate-form";
import { listingsAction } from "./listings.server";
import styles from "./operator.module.css";
import { requireOperator } from "./operator.server";
import { PendingList } from "./pending-list";

export async function loader({ context }: Route.LoaderArgs) {
  const operator = requireOperator(context);
  const pending = await context.services.ownListings.pendingApproval(operator);
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
    seo: {
      title: translate(context.locale, "OperatorPage.navListings"),
      description: translate(context.locale, "OperatorPage.heading"),
      path: "/operator/listings",
      appUrl: context.services.env.APP_URL,
      locale: context.locale,
      noIndex: true,
    },
  };
}

export const action = listingsAction;

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function OperatorListingsPage() {
  const t = useT();
  const message = useMessage();
  const { pending } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const moderation = result && result.intent !== "affiliate" ? result : undefined;
  return (
    <>
      <section className={styles.section} aria-labelledby="operator-pending">
        <h2 id="operator-pending">{t("OperatorPage.pendingTitle", { count: pending.length })}</h2>
        {moderation?.ok ? (
          <FormSuccess>{t(moderation.message, { title: moderation.title })}</FormSuccess>
        ) : null}
        <FormError>{moderation && !moderation.ok ? message(moderation.formError) : null}</FormError>
        <PendingList listings={pending} />
      </section>
      <section className={styles.section} aria-labelledby="operator-affiliate">
        <h2 id="operator-affiliate">{t("OperatorPage.affiliateTitle")}</h2>
        <p className={styles.intro}>{t("OperatorPage.affiliateIntro")}</p>
        <AffiliateForm result={result?.intent === "affiliate" ? result : undefined} />
      </section>
    </>
  );
}
