import { data, isRouteErrorResponse, useActionData, useLoaderData } from "react-router";
import { isUuid } from "#modules/urls";
import { clearedAfterLoginCookie } from "~/auth/after-login.server";
import { secureCookies } from "~/auth/session.server";
import { LazyListingAvailability } from "~/components/booking/booking-lazy";
import { ContactSellerLink, ContactSellerModal } from "~/components/enquiry/contact-seller";
import { ChunkLoadErrorPage, isChunkLoadError } from "~/components/errors/chunk-load-error";
import { LazyNotFoundPage } from "~/components/errors/not-found-lazy";
import { useReportBoundaryError } from "~/components/errors/use-report-boundary-error";
import { Page } from "~/components/layout/page";
import { Gallery } from "~/components/listing-page/gallery";
import { ListingDelivery, ListingDescription } from "~/components/listing-page/listing-details";
import { ListingHeader } from "~/components/listing-page/listing-header";
import { LazyListingLoadError } from "~/components/listing-page/listing-load-error-lazy";
import styles from "~/components/listing-page/listing-page.module.css";
import { LazyPublishedNotice, LazyStateBanner } from "~/components/listing-page/owner-notices-lazy";
import { SellerCard } from "~/components/listing-page/seller-card";
import { ListingMap } from "~/components/map/listing-map";
import { MobileOrderBar, orderActionId } from "~/components/order-panel/mobile-order-bar";
import { OrderPanel } from "~/components/order-panel/order-panel";
import { mayContactSeller } from "~/components/order-panel/order-panel-state";
import { AddToCartOutcome } from "~/components/order-panel/product-order-form";
import { RatingSummary, ReviewList } from "~/components/reviews/review-list";
import { FormError } from "~/components/ui/field";
import { useT } from "~/hooks/use-t";
import { LISTING_AUTHOR_HEADER } from "~/member-shell";
import { pageMeta } from "~/seo/page-meta";
import { enquireAction } from "../enquire-action.server";
import type { Route } from "./+types/route";
import { addToCartAction } from "./add-to-cart.server";
import { serializeJsonLd } from "./json-ld";
import { loadListingPage } from "./listing-data.server";

// One module for /l/{slug}/{id}, /l/{id} and the owner's /l/{slug}/{id}/{draft|pending-approval}.
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const page = await loadListingPage(params, context, request);
  // The after-login marker (decision 064) adds once: used, it goes.
  const used = page.order?.pendingAdd != null;
  const headers = new Headers({ [LISTING_AUTHOR_HEADER]: page.listing.author.id });
  if (used) headers.set("Set-Cookie", clearedAfterLoginCookie(secureCookies(context)));
  return data(page, { headers });
}

/**
 * The grower's id for the page cache, which renders their own listing fresh for them
 * (decision 087); the page handler takes it off before the response leaves.
 */
export const headers: Route.HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const merged = new Headers(parentHeaders);
  const author = loaderHeaders.get(LISTING_AUTHOR_HEADER);
  if (author) merged.set(LISTING_AUTHOR_HEADER, author);
  return merged;
};

/**
 * The order panel's add to cart and the contact form's enquiry (form posts, so both work
 * without JavaScript).
 */
export async function action({ context, request, params }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "enquire" && isUuid(params.id)) {
    return enquireAction(context, request, formData, params.id);
  }
  if (intent !== "add-to-cart") return data(null, { status: 400 });
  return addToCartAction(request, context, formData);
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function ListingPage() {
  const t = useT();
  const {
    listing,
    editPath,
    orderPanel,
    order,
    booking,
    availability,
    bookingMode,
    reviews,
    reviewsError,
    layout,
    jsonLd,
    justPublished,
    signedIn,
  } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() ?? null;
  const actionResult = result && result.intent === "add-to-cart" ? result : null;
  const enquiryResult = result && result.intent === "enquire" ? result : null;
  const panel = {
    state: orderPanel,
    price: listing.price,
    unit: listing.unit,
    editPath,
    order,
    booking,
    actionResult,
    signedIn,
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
      {/* First on the page: without JavaScript the dialog shows in place, where the post lands. */}
      {order && orderPanel.kind === "order" ? (
        <AddToCartOutcome order={order} actionResult={actionResult} />
      ) : null}
      {justPublished ? (
        <div className="container">
          <LazyPublishedNotice />
        </div>
      ) : null}
      {pending ? (
        <div className="container">
          <LazyStateBanner
            state={listing.state as "draft" | "pendingApproval"}
            editPath={editPath}
          />
        </div>
      ) : null}
      {layout === "full-image" ? (
        <div className={`${styles.hero} ${pending || justPublished ? "" : styles.heroFlush}`}>
          {gallery}
        </div>
      ) : null}
      <div className={`container ${styles.layout}`}>
        <article className={styles.main} aria-labelledby="listing-title">
          {layout === "default" ? gallery : null}
          <ListingHeader listing={listing} />
          <SellerCard author={listing.author} />
          {mayContactSeller(orderPanel) ? (
            // Below 1024 px the order panel waits behind the order bar: ask from here.
            <div className={styles.mobileContact}>
              <ContactSellerLink signedIn={signedIn} variant="secondary" full>
                {t("OrderPanel.contactSeller")}
              </ContactSellerLink>
            </div>
          ) : null}
          <ListingDescription
            description={listing.description}
            category={listing.category}
            brand={listing.brand}
            size={listing.size}
            stock={listing.stock}
            availableUntil={listing.availableUntil}
            disclaimer={listing.disclaimer}
          />
          {availability ? (
            <section className={styles.card} aria-labelledby="listing-availability">
              <h2 id="listing-availability" className={styles.sectionTitle}>
                {t("ListingPage.availabilityTitle")}
              </h2>
              <LazyListingAvailability
                listingId={listing.id}
                timeZone={availability.timeZone}
                hours={availability.unitType === "hour"}
              />
            </section>
          ) : (
            <ListingDelivery delivery={listing.delivery} />
          )}
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
            {reviewsError ? (
              <FormError>{t(reviewsError)}</FormError>
            ) : (
              <>
                <RatingSummary reviews={reviews} />
                <ReviewList reviews={reviews} emptyText={t("Reviews.none")} />
              </>
            )}
          </section>
        </article>
        <aside className={styles.aside} aria-label={t(orderActionId(bookingMode))}>
          <div className={`${styles.card} ${styles.panelCard}`}>
            <OrderPanel {...panel} />
          </div>
        </aside>
      </div>
      <MobileOrderBar title={listing.title} bookingMode={bookingMode} {...panel} />
      {mayContactSeller(orderPanel) && signedIn ? (
        <ContactSellerModal
          sellerName={listing.author.displayName}
          listingId={listing.id}
          result={enquiryResult}
        />
      ) : null}
    </Page>
  );
}

/**
 * A missing listing is the 404 page; any other failure to load or show it is spec §8's
 * 'Could not load listing. Please try again.' instead of the generic error page.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useReportBoundaryError(error);
  if (isRouteErrorResponse(error) && error.status === 404) return <LazyNotFoundPage />;
  if (isChunkLoadError(error)) return <ChunkLoadErrorPage />;
  const requestId =
    isRouteErrorResponse(error) && typeof error.data?.requestId === "string"
      ? error.data.requestId
      : undefined;
  return <LazyListingLoadError requestId={requestId} />;
}
