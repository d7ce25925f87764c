import { Form } from "react-router";
import { useT } from "~/hooks/use-t";
import { LocationSearchField } from "../location/location-search-field";
import { useSearchNavigation } from "../location/use-search-navigation";
import { PinIcon, SearchIcon } from "../ui/icons";
import styles from "./topbar.module.css";

/**
 * Keyword and place search. A plain GET form to /s so it works before hydration;
 * with JavaScript, choosing a place or submitting goes to /s with keywords, address,
 * bounds and, only for the location main search type, origin (spec §2).
 */
export function TopbarSearchForm({
  idPrefix,
  autoFocus,
  variant = "bar",
}: {
  idPrefix: string;
  autoFocus?: boolean;
  /** bar: the desktop top bar; sheet: stacked in the mobile search modal. */
  variant?: "bar" | "sheet";
}) {
  const t = useT();
  const search = useSearchNavigation("topbar");
  return (
    <Form
      method="get"
      action="/s"
      role="search"
      className={`${styles.searchForm} ${variant === "sheet" ? styles.searchSheet : ""}`}
      aria-label={t("Topbar.searchLabel")}
      onSubmit={search.onSubmit}
    >
      <label className={styles.searchField}>
        <SearchIcon className={styles.searchIcon} />
        <span className="visually-hidden">{t("Topbar.keywordsLabel")}</span>
        <input
          id={`${idPrefix}-keywords`}
          name="keywords"
          type="search"
          placeholder={t("Topbar.keywordsPlaceholder")}
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: the mobile search modal exists only to type a query
          autoFocus={autoFocus}
        />
      </label>
      <div className={`${styles.searchField} ${styles.locationField}`}>
        <LocationSearchField
          id={`${idPrefix}-address`}
          label={t("Topbar.locationLabel")}
          hideLabel
          placeholder={t("Topbar.locationPlaceholder")}
          icon={<PinIcon className={styles.searchIcon} />}
          appearance="bare"
          suggestions={variant === "sheet" ? "inline" : "overlay"}
          hiddenFields={search.hiddenFields}
          onPlaceSelected={search.onPlaceSelected}
        />
      </div>
      <button type="submit" className={styles.searchSubmit}>
        <span>{t("Topbar.searchButton")}</span>
      </button>
    </Form>
  );
}
