import { data, redirect, useActionData, useLoaderData } from "react-router";
import { isUuid } from "#modules/urls";
import { requireUser } from "~/auth/session.server";
import { Page } from "~/components/layout/page";
import {
  manageListingsPagePath,
  parsePageParam,
} from "~/components/manage-listings/manage-listings";
import styles from "~/components/manage-listings/manage-listings.module.css";
import {
  type ManagedListing,
  ManagedListingCard,
  type StateChangeResult,
} from "~/components/manage-listings/managed-listing-card";
import { ButtonLink } from "~/components/ui/button";
import { FormError } from "~/components/ui/field";
import { PlusIcon, SproutIcon } from "~/components/ui/icons";
import { Pagination } from "~/components/ui/pagination";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import { routeFailure } from "../route-error.server";
import type { Route } from "./+types/route";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const page = parsePageParam(new URL(request.url).searchParams.get("page"));
  const meta = seo(context, request, "ManageListingsPage.title", "ManageListingsPage.title", {
    noIndex: true,
  });
  const base = {
    page,
    imageBaseUrl: context.services.config.imageBaseUrl,
    stockManaged: context.services.ownListings.config.stockManaged,
    seo: meta,
  };
  try {
    const result = await context.services.ownListings.query(user, page);
    const { totalPages, totalItems } = result.pagination;
    // A page past the end (a listing closed elsewhere, an old link) shows the last one.
    if (result.listings.length === 0 && page > 1 && totalPages > 0) {
      throw redirect(manageListingsPagePath(totalPages));
    }
    const listings: ManagedListing[] = result.listings.map((l) => ({
      id: l.id,
      title: l.title,
      state: l.state,
      price: l.price,
      unit: typeof l.publicData.unit === "string" ? l.publicData.unit : null,
      currentStock: l.currentStock,
      imageKey: l.images[0]?.storageKey ?? null,
    }));
    return { ...base, listings, totalPages, totalItems, queryError: null };
  } catch (error) {
    // Shown on the page (the "new listing" button stays); someone else's id cannot reach here.
    routeFailure(error, context, "load-data-failed");
    return {
      ...base,
      listings: [] as ManagedListing[],
      totalPages: 0,
      totalItems: 0,
      queryError: "ManageListingsPage.queryFailed",
    };
  }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

/** Open or close one of the user's listings (spec §4); intent open|close. */
export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const listingId = formData.get("listingId");
  const failed = (id: string) =>
    data<StateChangeResult>(
      { ok: false, listingId: id, formError: "ManageListingsPage.stateChangeFailed" },
      { status: 400 },
    );
  if (!isUuid(listingId) || (intent !== "open" && intent !== "close")) {
    return failed(typeof listingId === "string" ? listingId : "");
  }
  try {
    const service = context.services.ownListings;
    await (intent === "open" ? service.open(user, listingId) : service.close(user, listingId));
    return data<StateChangeResult>({ ok: true, listingId });
  } catch (error) {
    routeFailure(error, context, "update-listing-failed");
    return failed(listingId);
  }
}

function ListingsPagination({ page, totalPages }: { page: number; totalPages: number }) {
  const t = useT();
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      hrefFor={manageListingsPagePath}
      labels={{
        navigation: t("ManageListingsPage.pagination"),
        previous: t("ManageListingsPage.previousPage"),
        next: t("ManageListingsPage.nextPage"),
      }}
    />
  );
}

export default function ManageListingsPage() {
  const t = useT();
  const message = useMessage();
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() ?? null;
  const empty = !loaded.queryError && loaded.listings.length === 0;
  return (
    <Page className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.heading}>{t("ManageListingsPage.heading")}</h1>
          {loaded.totalItems > 0 ? (
            <p className={styles.count}>
              {t("ManageListingsPage.count", { count: loaded.totalItems })}
            </p>
          ) : null}
        </div>
        {!empty ? (
          <ButtonLink to="/l/new" variant="accent">
            <PlusIcon width={20} height={20} />
            {t("ManageListingsPage.newListing")}
          </ButtonLink>
        ) : null}
      </header>
      <FormError>{message(loaded.queryError)}</FormError>
      {empty ? (
        <section className={styles.empty}>
          <SproutIcon width={48} height={48} className={styles.emptyIcon} />
          <h2>{t("ManageListingsPage.noResults")}</h2>
          <p>{t("ManageListingsPage.noResultsText")}</p>
          <ButtonLink to="/l/new" variant="accent">
            {t("ManageListingsPage.createFirstListing")}
          </ButtonLink>
        </section>
      ) : (
        <div className={styles.grid}>
          {loaded.listings.map((listing) => (
            <ManagedListingCard
              key={listing.id}
              listing={listing}
              imageBaseUrl={loaded.imageBaseUrl}
              stockManaged={loaded.stockManaged}
              fallbackResult={result}
            />
          ))}
        </div>
      )}
      <ListingsPagination page={loaded.page} totalPages={loaded.totalPages} />
    </Page>
  );
}
