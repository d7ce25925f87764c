import { Link, useLocation, useNavigate } from "react-router";
import { useMediaQuery } from "~/hooks/use-media-query";
import { useT } from "~/hooks/use-t";
import { ListingPrice } from "../listing-page/listing-price";
import { Modal } from "../ui/modal";
import { ViewportTitle } from "../ui/viewport-title";
import { OrderPanel, type OrderPanelProps } from "./order-panel";
import styles from "./order-panel.module.css";

const WIDE = "(min-width: 1024px)";

/** What ordering is called: booking with LISTING_MANAGEMENT_TYPE=availability, else ordering. */
export const orderActionId = (bookingMode: boolean) =>
  bookingMode ? "BookingDatesForm.requestToBook" : "OrderPanel.orderButton";

function withoutOrderOpen(search: string) {
  const params = new URLSearchParams(search);
  params.delete("orderOpen");
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * Below 1024 px (spec §2, §9): a bar with the price and a button; the button
 * adds `?orderOpen=true` and the full panel opens as a modal. Works without
 * JavaScript too: the server renders the open dialog in place.
 */
export function MobileOrderBar({
  title,
  bookingMode = false,
  ...panel
}: OrderPanelProps & { title: string; bookingMode?: boolean }) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const requested = new URLSearchParams(location.search).has("orderOpen");
  // Unknown on the server; after hydration the modal stays shut on wide screens,
  // where the panel is already on the page.
  const wide = useMediaQuery(WIDE);
  const open = requested && wide !== true;
  const params = new URLSearchParams(location.search);
  params.set("orderOpen", "true");
  const close = () =>
    navigate(`${location.pathname}${withoutOrderOpen(location.search)}${location.hash}`, {
      replace: true,
      preventScrollReset: true,
    });
  return (
    <div className={styles.mobileOnly}>
      <div className={styles.bar} data-mobile-order-bar="">
        <div className={styles.barPrice}>
          <ListingPrice price={panel.price} unit={panel.unit} />
        </div>
        <Link
          to={`${location.pathname}?${params.toString()}`}
          className={styles.barButton}
          preventScrollReset
          data-order-open
        >
          {panel.state.kind === "own"
            ? t("OrderPanel.manageButton")
            : t(orderActionId(bookingMode))}
        </Link>
      </div>
      {open ? (
        <Modal open onClose={close} title={title} heading={<ViewportTitle title={title} />}>
          <OrderPanel {...panel} />
        </Modal>
      ) : null}
    </div>
  );
}
