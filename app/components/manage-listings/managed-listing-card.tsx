import { Link, useFetcher } from "react-router";
import { imageUrl } from "#modules/images";
import { isUnit } from "#modules/listings";
import { formatPrice, UnsupportedCurrencyError } from "#modules/money";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import {
  type ManagedState,
  manageEditPath,
  manageViewPath,
  STATE_LABELS,
  stateAction,
} from "./manage-listings";
import styles from "./manage-listings.module.css";

export type ManagedListing = {
  id: string;
  title: string;
  state: ManagedState;
  price: { amount: number; currency: string } | null;
  unit: string | null;
  currentStock: number | null;
  imageKey: string | null;
};

const BADGE_CLASSES: Record<ManagedState, string | undefined> = {
  draft: styles.badgeDraft,
  pendingApproval: styles.badgePending,
  published: styles.badgePublished,
  closed: styles.badgeClosed,
};

export type StateChangeResult = { ok: boolean; listingId: string; formError?: string };

function Price({ price, unit }: { price: ManagedListing["price"]; unit: string | null }) {
  const t = useT();
  if (!price) return <span className={styles.muted}>{t("ManageListingsPage.noPrice")}</span>;
  let text: string;
  try {
    text = formatPrice(price);
  } catch (error) {
    if (error instanceof UnsupportedCurrencyError) {
      return <span>{t("Money.unsupportedCurrency", { currency: price.currency })}</span>;
    }
    throw error;
  }
  if (price.amount === 0) return <span className={styles.free}>{text}</span>;
  return (
    <>
      <span className={styles.price}>{text}</span>
      {isUnit(unit) ? <span className={styles.muted}> {t(`Units.${unit}`)}</span> : null}
    </>
  );
}

/** One of the provider's listings: image, state, title, price, and what can be done with it. */
export function ManagedListingCard({
  listing,
  imageBaseUrl,
  stockManaged,
  fallbackResult,
}: {
  listing: ManagedListing;
  imageBaseUrl: string;
  stockManaged: boolean;
  /** The action's answer after a submit without JavaScript. */
  fallbackResult: StateChangeResult | null;
}) {
  const t = useT();
  const message = useMessage();
  const fetcher = useFetcher<StateChangeResult>();
  const action = stateAction(listing.state);
  const result = fetcher.data ?? (fallbackResult?.listingId === listing.id ? fallbackResult : null);
  const src = (variant: string, ext: "webp" | "jpg") =>
    listing.imageKey ? imageUrl(imageBaseUrl, listing.imageKey, variant, ext) : "";
  return (
    <article className={`${styles.card} ${listing.state === "closed" ? styles.closed : ""}`}>
      <Link to={manageViewPath(listing)} className={styles.imageLink} tabIndex={-1} aria-hidden>
        {listing.imageKey ? (
          <picture>
            <source
              type="image/webp"
              srcSet={`${src("listing-card", "webp")} 400w, ${src("listing-card-2x", "webp")} 800w`}
              sizes="(max-width: 559px) 96px, 280px"
            />
            <img
              src={src("listing-card", "jpg")}
              alt=""
              width={400}
              height={400}
              loading="lazy"
              decoding="async"
              className={styles.image}
            />
          </picture>
        ) : (
          <div className={styles.placeholder} />
        )}
      </Link>
      <div className={styles.body}>
        <span className={`${styles.badge} ${BADGE_CLASSES[listing.state]}`}>
          {t(STATE_LABELS[listing.state])}
        </span>
        <h2 className={styles.title}>
          <Link to={manageViewPath(listing)}>{listing.title}</Link>
        </h2>
        <p className={styles.priceRow}>
          <Price price={listing.price} unit={listing.unit} />
          {stockManaged && listing.currentStock !== null ? (
            <span className={styles.stock}>
              {" · "}
              {t("ManageListingsPage.inStock", { count: listing.currentStock })}
            </span>
          ) : null}
        </p>
        <div className={styles.actions}>
          <Link to={manageEditPath(listing)} className={styles.action}>
            {listing.state === "draft"
              ? t("ManageListingsPage.finishListing")
              : t("ManageListingsPage.editListing")}
          </Link>
          <Link to={manageViewPath(listing)} className={styles.action}>
            {t("ManageListingsPage.viewListing")}
          </Link>
          {action ? (
            <fetcher.Form method="post" className={styles.stateForm}>
              <input type="hidden" name="listingId" value={listing.id} />
              <button
                type="submit"
                name="intent"
                value={action}
                className={`${styles.action} ${styles.stateButton}`}
                disabled={fetcher.state !== "idle"}
                aria-busy={fetcher.state !== "idle" || undefined}
              >
                {action === "close"
                  ? t("ManageListingsPage.closeListing")
                  : t("ManageListingsPage.openListing")}
              </button>
            </fetcher.Form>
          ) : null}
        </div>
        {result && !result.ok ? (
          <p className={styles.error} role="alert">
            {message(result.formError)}
          </p>
        ) : null}
      </div>
    </article>
  );
}
