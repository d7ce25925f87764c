import type { ReactNode } from "react";
import { useT } from "~/hooks/use-t";
import { ListingPrice } from "../listing-page/listing-price";
import { Button, ButtonLink } from "../ui/button";
import styles from "./order-panel.module.css";
import type { OrderPanelState } from "./order-panel-state";

export type OrderPanelProps = {
  state: OrderPanelState;
  price: { amount: number; currency: string } | null;
  unit: string | null;
  editPath: string;
  authorId: string;
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
function PanelBody({ state, editPath, authorId }: Omit<OrderPanelProps, "price" | "unit">) {
  const t = useT();
  // Contact goes to the seller's profile until messaging exists.
  const contact = (
    <ButtonLink to={`/u/${authorId}`} variant="secondary" full>
      {t("OrderPanel.contactSeller")}
    </ButtonLink>
  );
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
          <Note>{t("OrderPanel.contactNote")}</Note>
        </>
      );
    case "sellerNotConnected":
      return (
        <>
          <Note tone="warn">{t("OrderPanel.sellerNotConnected")}</Note>
          {contact}
          <Note>{t("OrderPanel.contactNote")}</Note>
        </>
      );
    case "order":
      return (
        <>
          <AddToCart />
          <Note>
            <span id="order-panel-status">{t("OrderPanel.orderingSoon")}</span>
          </Note>
          <p className={styles.chargeNote}>{t("OrderPanel.wontBeCharged")}</p>
        </>
      );
  }
}

/** Price and what the visitor can do: order, contact, or why not (spec §4 order panel). */
export function OrderPanel({ state, price, unit, editPath, authorId }: OrderPanelProps) {
  return (
    <div className={styles.panel} data-order-state={state.kind}>
      <p className={styles.price}>
        <ListingPrice price={price} unit={unit} size="lg" />
      </p>
      <div className={styles.actions}>
        <PanelBody state={state} editPath={editPath} authorId={authorId} />
      </div>
    </div>
  );
}
