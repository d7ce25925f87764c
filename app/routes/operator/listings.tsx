import { useActionData, useLoaderData } from "react-router";
import { FormError, FormSuccess } from "~/components/ui/field";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { translate } from "~/i18n/translate.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/listings";
import { AffiliateForm } from "./affiliate-form";
import { ListingFinder } from "./listing-finder";
import { parseListingRef } from "./listing-ref";
import { listingsAction } from "./listings.server";
import styles from "./operator.module.css";
import { requireOperator } from "./operator.server";
import { PendingList } from "./pending-list";

export async function loader({ context, request }: Route.LoaderArgs) {
  const operator = requireOperator(context);
  const query = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 300);
  const [pending, found] = await Promise.all([
    context.services.ownListings.pendingApproval(operator),
    query
      ? context.services.listingModeration.search(operator, {
          id: parseListingRef(query),
          words: query,
        })
      : null,
  ]);
  return {
    query,
    found:
      found?.map((l) => ({
        id: l.id,
        title: l.title,
        state: l.state,
        deleted: l.deleted,
        author: {
          id: l.author.id,
          displayName: l.author.displayName,
          banned: l.author.banned,
          deleted: l.author.deleted,
        },
      })) ?? null,
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
  const { pending, query, found } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const moderation =
    result && (result.intent === "approve" || result.intent === "reject") ? result : undefined;
  return (
    <>
      <section className={styles.section} aria-labelledby="operator-find-listing">
        <h2 id="operator-find-listing">{t("OperatorListingsPage.findTitle")}</h2>
        <p className={styles.intro}>{t("OperatorListingsPage.findIntro")}</p>
        <ListingFinder query={query} found={found} result={result} />
      </section>
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
