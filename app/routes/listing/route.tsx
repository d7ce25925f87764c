import { useLoaderData } from "react-router";
import { Page } from "~/components/layout/page";
import { Gallery } from "~/components/listing-page/gallery";
import { ListingDelivery, ListingDescription } from "~/components/listing-page/listing-details";
import { ListingHeader } from "~/components/listing-page/listing-header";
import styles from "~/components/listing-page/listing-page.module.css";
import { SellerCard } from "~/components/listing-page/seller-card";
import { StateBanner } from "~/components/listing-page/state-banner";
import { ListingMap } from "~/components/map/listing-map";
import { MobileOrderBar } from "~/components/order-panel/mobile-order-bar";
import { OrderPanel } from "~/components/order-panel/order-panel";
import { RatingSummary, ReviewList } from "~/components/reviews/review-list";
import { useT } from "~/hooks/use-t";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/route";
import { serializeJsonLd } from "./json-ld";
import { loadListingPage } from "./listing-data.server";

// One module for /l/{slug}/{id}, /l/{id} and the owner's /l/{slug}/{id}/{draft|pending-approval}.
export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadListingPage(params, context, request);
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function ListingPage() {
  const t = useT();
  const { listing, editPath, orderPanel, reviews, layout, jsonLd } = useLoaderData<typeof loader>();
  const panel = {
    state: orderPanel,
    price: listing.price,
    unit: listing.unit,
    editPath,
    authorId: listing.author.id,
  };
  const pending = listing.state === "draft" || listing.state === "pendingApproval";
  const gallery = <Gallery images={listing.images} title={listing.title} layout={layout} />;
  return (
    <Page className={styles.page}>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised structured data, "<" escaped
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
      />
      {pending ? (
        <div className="container">
          <StateBanner state={listing.state as "draft" | "pendingApproval"} editPath={editPath} />
        </div>
      ) : null}
      {layout === "full-image" ? (
        <div className={`${styles.hero} ${pending ? "" : styles.heroFlush}`}>{gallery}</div>
      ) : null}
      <div className={`container ${styles.layout}`}>
        <article className={styles.main} aria-labelledby="listing-title">
          {layout === "default" ? gallery : null}
          <ListingHeader listing={listing} />
          <SellerCard author={listing.author} />
          <ListingDescription
            description={listing.description}
            category={listing.category}
            availableUntil={listing.availableUntil}
            disclaimer={listing.disclaimer}
          />
          <ListingDelivery delivery={listing.delivery} />
          {listing.geolocation ? (
            <section className={styles.card} aria-labelledby="listing-location">
              <h2 id="listing-location" className={styles.sectionTitle}>
                {t("ListingPage.locationTitle")}
              </h2>
              <ListingMap
                lat={listing.geolocation.lat}
                lng={listing.geolocation.lng}
                place={listing.place}
              />
            </section>
          ) : null}
          <section className={styles.card} aria-labelledby="listing-reviews">
            <h2 id="listing-reviews" className={styles.sectionTitle}>
              {t("ListingPage.reviewsTitle", { count: reviews.length })}
            </h2>
            <RatingSummary reviews={reviews} />
            <ReviewList reviews={reviews} emptyText={t("Reviews.none")} />
          </section>
        </article>
        <aside className={styles.aside} aria-label={t("OrderPanel.orderButton")}>
          <div className={`${styles.card} ${styles.panelCard}`}>
            <OrderPanel {...panel} />
          </div>
        </aside>
      </div>
      <MobileOrderBar title={listing.title} {...panel} />
    </Page>
  );
}
