import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import { imageUrl } from "#modules/images";
import type { TransactionPageData } from "#modules/orders";
import { inboxStatus, titleMessageId } from "#modules/transactions";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { Page } from "../layout/page";
import { UserAvatar } from "../profile/user-avatar";
import { ButtonLink } from "../ui/button";
import { FormError } from "../ui/field";
import { ActionPanel } from "./action-panel";
import { ActivityFeed } from "./activity-feed";
import { Breakdown } from "./breakdown";
import { DisputePhotos } from "./dispute-photos";
import { OrderFromEnquiry } from "./order-from-enquiry";
import { PartyLink, usePartyName } from "./party-name";
import { ReviewForm } from "./review-form";
import styles from "./transaction-page.module.css";
import type { TransactionActionResult, TransactionPageLoaded } from "./types";

function Listings({ tx, imageBaseUrl }: { tx: TransactionPageData; imageBaseUrl: string }) {
  const t = useT();
  return (
    <ul className={styles.listings}>
      {tx.listings.map((listing) => (
        <li key={listing.id} className={styles.listing}>
          {listing.imageKey ? (
            <img
              src={imageUrl(imageBaseUrl, listing.imageKey, "square-small", "jpg")}
              alt=""
              width={64}
              height={64}
              className={styles.listingImage}
            />
          ) : (
            <span className={styles.listingImage} aria-hidden="true" />
          )}
          {listing.deleted ? (
            <span>
              {listing.title} ({t("TransactionPage.listingDeleted")})
            </span>
          ) : (
            <Link to={`/l/${listing.id}`}>{listing.title}</Link>
          )}
        </li>
      ))}
    </ul>
  );
}

function Delivery({ tx }: { tx: TransactionPageData }) {
  const t = useT();
  if (!tx.deliveryMethod) return null;
  return (
    <section className={styles.card} aria-labelledby="delivery-heading">
      <h2 id="delivery-heading" className={styles.cardHeading}>
        {t("TransactionPage.delivery.heading")}
      </h2>
      <p>
        {t(
          tx.deliveryMethod === "shipping"
            ? "TransactionPage.delivery.shipping"
            : "TransactionPage.delivery.pickup",
        )}
      </p>
      {tx.pickup ? (
        <>
          <h3 className={styles.subHeading}>{t("TransactionPage.delivery.pickupAddress")}</h3>
          <address className={styles.address}>
            {tx.pickup.address}
            {tx.pickup.building ? (
              <>
                <br />
                {tx.pickup.building}
              </>
            ) : null}
          </address>
          {/* The grower sees their own address (decision 073); the note is for the buyer. */}
          {tx.role === "customer" ? (
            <p className={styles.note}>{t("TransactionPage.delivery.pickupInstructions")}</p>
          ) : null}
        </>
      ) : null}
      {tx.shipping ? (
        <>
          <h3 className={styles.subHeading}>{t("TransactionPage.delivery.shippingAddress")}</h3>
          <address className={styles.address}>
            {tx.shipping.name}
            <br />
            {tx.shipping.addressLine1}
            {tx.shipping.addressLine2 ? (
              <>
                <br />
                {tx.shipping.addressLine2}
              </>
            ) : null}
            <br />
            {tx.shipping.postalCode} {tx.shipping.city}
            <br />
            {tx.shipping.country}
            {tx.shipping.phoneNumber ? (
              <>
                <br />
                {tx.shipping.phoneNumber}
              </>
            ) : null}
          </address>
        </>
      ) : null}
    </section>
  );
}

// Further than this, the reader reloads or comes back later.
const WATCH_AHEAD_MS = 30 * 60_000;

/**
 * Looks again when the order's next timer falls due (an order received a moment ago completes
 * and opens its review form, decision 068). Measured against the server's clock at load, so a
 * browser clock that is off does not matter; once per due time.
 */
function useRevalidateAt(nextChangeAt: string | null, serverNow: string) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!nextChangeAt) return;
    const wait = Date.parse(nextChangeAt) - Date.parse(serverNow);
    if (!(wait <= WATCH_AHEAD_MS)) return;
    const timer = setTimeout(() => void revalidate(), Math.max(0, wait) + 500);
    return () => clearTimeout(timer);
  }, [nextChangeAt, serverNow, revalidate]);
}

/**
 * The transaction page of spec §2, shared by the order (customer) and sale (provider) views:
 * title for the state, the listings, the other party, delivery, actions, breakdown and the
 * activity feed with messages.
 */
export function TransactionPage({
  loaded,
  result,
}: {
  loaded: TransactionPageLoaded;
  result: TransactionActionResult | null;
}) {
  const t = useT();
  const message = useMessage();
  const partyName = usePartyName();
  const tx = loaded.transaction;
  const other = tx.role === "customer" ? tx.provider : tx.customer;
  const status = inboxStatus(tx.state, tx.role);
  useRevalidateAt(tx.nextChangeAt, loaded.serverNow);
  const reviewOpen = tx.isParty && tx.actions.some((a) => a.kind === "review");
  const reviewFailure = result && !result.ok && result.intent === "review" ? result : null;
  return (
    <Page className={styles.page}>
      <p className={styles.back}>
        <Link to={tx.role === "customer" ? "/inbox/orders" : "/inbox/sales"}>
          ‹ {t("TransactionPage.backToInbox")}
        </Link>
      </p>
      <header className={styles.header}>
        <h1 className={styles.title}>
          {t(titleMessageId(tx.state, tx.role), {
            listingTitle: tx.listings[0]?.title ?? "",
            otherName: partyName(other),
          })}
        </h1>
        <p className={styles.status}>{t(`InboxPage.state.${status.label}`)}</p>
        {/* A question is no order yet (decision 070). */}
        {tx.state === "enquiry" ? null : (
          <p className={styles.status}>
            {t("TransactionPage.orderNumber", { number: tx.orderNumber })}
            {tx.receiptCheckoutId ? (
              <>
                {" · "}
                <Link to={`/checkout/${tx.receiptCheckoutId}/receipt`}>
                  {t("TransactionPage.receiptLink")}
                </Link>
              </>
            ) : null}
          </p>
        )}
      </header>
      <div className={styles.layout}>
        <div className={styles.main}>
          {tx.disputeReason ? (
            <section
              className={`${styles.card} ${styles.disputed}`}
              aria-labelledby="dispute-heading"
            >
              <h2 id="dispute-heading" className={styles.cardHeading}>
                {t("TransactionPage.disputeReasonHeading")}
              </h2>
              <p className={styles.messageText}>{tx.disputeReason}</p>
              <DisputePhotos photos={tx.disputePhotos} />
            </section>
          ) : null}
          {loaded.payUrl ? (
            <section className={styles.card} aria-labelledby="pay-heading">
              <p id="pay-heading">{t("TransactionPage.payWithin")}</p>
              <div className={styles.actions}>
                <ButtonLink to={loaded.payUrl}>{t("TransactionPage.payNow")}</ButtonLink>
              </div>
            </section>
          ) : null}
          {tx.cancelReason ? (
            <section
              className={`${styles.card} ${styles.disputed}`}
              aria-labelledby="cancel-heading"
            >
              <h2 id="cancel-heading" className={styles.cardHeading}>
                {t(
                  tx.role === "customer"
                    ? "TransactionPage.cancelReasonHeadingCustomer"
                    : "TransactionPage.cancelReasonHeadingProvider",
                  { otherName: partyName(other) },
                )}
              </h2>
              <p className={styles.messageText}>{tx.cancelReason}</p>
              {tx.role === "customer" ? (
                <p className={styles.note}>{t("TransactionPage.cancelRefundNote")}</p>
              ) : null}
            </section>
          ) : null}
          {tx.isParty ? <ActionPanel actions={tx.actions} result={result} /> : null}
          {tx.orderFromEnquiry ? (
            <OrderFromEnquiry
              transactionId={tx.id}
              offer={tx.orderFromEnquiry}
              stockManaged={loaded.stockManaged}
            />
          ) : null}
          {result?.ok && result.intent === "transition" ? (
            <p className={styles.success} role="status">
              {message("TransactionPage.transitionDone")}
            </p>
          ) : null}
          {reviewOpen ? <ReviewForm otherName={partyName(other)} result={result} /> : null}
          {/* A refused review whose form is gone (sent already) still says why. */}
          {reviewFailure && !reviewOpen ? (
            <FormError>
              {message(reviewFailure.formError || "TransactionPage.reviewFailed")}
            </FormError>
          ) : null}
          {result?.ok && result.intent === "review" ? (
            <p className={styles.success} role="status">
              {message("ReviewForm.sent")}
            </p>
          ) : null}
          <Delivery tx={tx} />
          <ActivityFeed loaded={loaded} result={result} />
        </div>
        <aside className={styles.aside}>
          <section className={styles.card} aria-labelledby="order-heading">
            <h2 id="order-heading" className={styles.cardHeading}>
              {t(
                tx.role === "customer"
                  ? "TransactionPage.orderHeading"
                  : "TransactionPage.saleHeading",
              )}
            </h2>
            <Listings tx={tx} imageBaseUrl={loaded.imageBaseUrl} />
            <div className={styles.party}>
              <UserAvatar user={other} imageBaseUrl={loaded.imageBaseUrl} size="sm" />
              <div>
                <span className={styles.partyRole}>
                  {t(tx.role === "customer" ? "TransactionPage.seller" : "TransactionPage.buyer")}
                </span>
                <PartyLink party={other} />
              </div>
            </div>
          </section>
          {/* An enquiry has no order in it yet: nothing to break down. */}
          {tx.state === "enquiry" ? null : <Breakdown tx={tx} />}
        </aside>
      </div>
    </Page>
  );
}
