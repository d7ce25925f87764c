import { useT } from "~/hooks/use-t";
import styles from "./edit-listing.module.css";

/**
 * Availability tab (listing management type "availability"). Nothing is
 * stored here yet: it says so plainly instead of offering a calendar that
 * would not be saved.
 */
export function AvailabilityPanel() {
  const t = useT();
  return (
    <div className={styles.notice}>
      <p>{t("EditListingAvailabilityPanel.notYet")}</p>
      <p>{t("EditListingAvailabilityPanel.meanwhile")}</p>
    </div>
  );
}
