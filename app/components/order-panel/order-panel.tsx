import type { ReactNode } from "react";
import { useT } from "~/hooks/use-t";
import type { BookingFacts } from "../booking/booking-form";
import { LazyBookingForm } from "../booking/booking-lazy";
import { ContactSellerLink } from "../enquiry/contact-seller";
import { ListingPrice } from "../listing-page/listing-price";
import { Button, ButtonLink } from "../ui/button";
import styles from "./order-panel.module.css";
import { mayContactSeller, type OrderPanelState } from "./order-panel-state";
import { type AddToCartResult, type ProductOrder, ProductOrderForm } from "./product-order-form";

export type OrderPanelProps = {
  state: OrderPanelState;
  price: { amount: number; currency: string } | null;
  unit: string | null;
  editPath: string;
  /** The purchase form's facts, when the listing can be ordered. */
  order?: ProductOrder | null;
  /** With LISTING_MANAGEMENT_TYPE=availability: the booking form's facts instead. */
  booking?: BookingFacts | null;
  /** The listing action's answer to a post without JavaScript. */
  actionResult?: AddToCartResult | null;
  signedIn?: boolean;
};

function Note({ children, tone = "info" }: { children: ReactNode; tone?: "info" | "warn" }) {
  return <p className={`${styles.note} ${tone === "warn" ? styles.warn : ""}`}>{children}</p>;
}

function AddToCart({ disabledLabel }: { disabledLabel?: string }) {
  const t = useT();
  return (
    <Button type="button" full disabled aria-describedby="order-panel-status">
      {disabledLabel ?? t("OrderPanel.addToCart")}
    </Button>
  );
}

/** The body of the order panel for each state of spec §4/§6. */
function PanelBody({
  state,
  editPath,
  order,
  booking,
  actionResult,
  signedIn,
}: Omit<OrderPanelProps, "price" | "unit">) {
  const t = useT();
  // Opens the enquiry form (spec §4 enquire); the conversation goes on on the order page.
  const contact = mayContactSeller(state) ? (
    <ContactSellerLink signedIn={Boolean(signedIn)} variant="secondary" full>
      {t("OrderPanel.contactSeller")}
    </ContactSellerLink>
  ) : null;
  switch (state.kind) {
    case "own":
      return (
        <>
          <Note>{t("OrderPanel.ownListing")}</Note>
          <ButtonLink to={editPath} variant="secondary" full>
            {t("ListingPage.editListing")}
          </ButtonLink>
        </>
      );
    case "closed":
      return (
        <>
          <Note tone="warn">
            <span id="order-panel-status">{t("OrderPanel.closedListing")}</span>
          </Note>
          <AddToCart />
        </>
      );
    case "sellerUnavailable":
    case "unavailable":
      return (
        <>
          <Note tone="warn">
            <span id="order-panel-status">{t("OrderPanel.notAvailable")}</span>
          </Note>
          <AddToCart />
        </>
      );
    case "outOfStock":
      return (
        <>
          <p className={styles.stockLabel} id="order-panel-status">
            {t("OrderPanel.outOfStock")}
          </p>
          <AddToCart />
          {contact}
        </>
      );
    case "affiliate":
      return (
        <>
          {state.url ? (
            <a
              href={state.url}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.externalButton}
            >
              {t("OrderPanel.affiliateButton")}
              <span className="visually-hidden"> {t("OrderPanel.opensInNewTab")}</span>
            </a>
          ) : (
            <>
              <Button type="button" full disabled aria-describedby="order-panel-status">
                {t("OrderPanel.affiliateButton")}
              </Button>
              <Note tone="warn">
                <span id="order-panel-status">{t("OrderPanel.affiliateMissing")}</span>
              </Note>
            </>
          )}
          {contact}
        </>
      );
    case "sellerNotConnected":
      return (
        <>
          <Note tone="warn">{t("OrderPanel.sellerNotConnected")}</Note>
          {contact}
        </>
      );
    case "order":
      if (booking) {
        return (
          <>
            <LazyBookingForm booking={booking} />
            <p className={styles.chargeNote}>{t("OrderPanel.wontBeCharged")}</p>
          </>
        );
      }
      if (!order || order.deliveryMethods.length === 0) {
        // Spec §5: a listing needs pickup or shipping to be ordered.
        return (
          <>
            <Note tone="warn">
              <span id="order-panel-status">{t("OrderPanel.notAvailable")}</span>
            </Note>
            <AddToCart />
          </>
        );
      }
      return (
        <>
          <ProductOrderForm order={order} actionResult={actionResult ?? null} />
          {signedIn ? null : <Note>{t("ProductOrderForm.loginToAdd")}</Note>}
          <p className={styles.chargeNote}>{t("OrderPanel.wontBeCharged")}</p>
          {contact}
        </>
      );
  }
}

/** Price and what the visitor can do: order, contact, or why not (spec §4 order panel). */
export function OrderPanel({ price, unit, ...body }: OrderPanelProps) {
  const { state } = body;
  return (
    <div className={styles.panel} data-order-state={state.kind}>
      <p className={styles.price}>
        <ListingPrice price={price} unit={unit} size="lg" />
      </p>
      <div className={styles.actions}>
        <PanelBody {...body} />
      </div>
    </div>
  );
}
