import { Form, useNavigate } from "react-router";
import { parseBounds, parseLatLng } from "#modules/search";
import { useT } from "~/hooks/use-t";
import { useRootData } from "~/root-data";
import { searchHiddenFields } from "../location/hidden-fields";
import { LocationSearchField } from "../location/location-search-field";
import { searchSendsOrigin } from "../location/search-href";
import { PinIcon, SearchIcon } from "../ui/icons";
import styles from "./search.module.css";
import { currentSearchPlace, PLACE_PARAMS, searchPagePlaceHref } from "./search-page-place";
import { HEADER_PARAMS, otherParams, SEARCH_PATH } from "./search-query";
import type { SearchFilters } from "./search-types";

/**
 * Keyword and place fields; a GET form to /s that keeps the filters as hidden inputs. The
 * place field suggests places like the top bar's; choosing one searches there at once.
 */
export function SearchHeader({
  filters,
  search,
}: {
  filters: SearchFilters;
  search: URLSearchParams;
}) {
  const t = useT();
  const navigate = useNavigate();
  const mainType = useRootData()?.config.search.mainType ?? "keywords";
  const origin = parseLatLng(search.get("origin") ?? undefined);
  // The top bar's rule, and a search that already measures distance keeps doing so.
  const includeOrigin = searchSendsOrigin("topbar", mainType) || origin !== undefined;
  const place = currentSearchPlace(
    filters.address,
    parseBounds(search.get("bounds") ?? undefined) ?? null,
    origin ?? null,
  );
  return (
    <Form
      method="get"
      action={SEARCH_PATH}
      role="search"
      aria-label={t("SearchPage.searchFormLabel")}
      className={styles.headerForm}
    >
      {otherParams(search, [...HEADER_PARAMS, ...PLACE_PARAMS]).map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label className={styles.headerField}>
        <span className={styles.headerLabel}>{t("SearchPage.keywordsLabel")}</span>
        <span className={styles.headerInputWrap}>
          <SearchIcon className={styles.headerIcon} aria-hidden="true" />
          <input
            name="keywords"
            type="search"
            defaultValue={filters.keywords}
            placeholder={t("Topbar.keywordsPlaceholder")}
            autoComplete="off"
            className={styles.headerInput}
          />
        </span>
      </label>
      <LocationSearchField
        id="search-address"
        label={t("SearchPage.addressLabel")}
        defaultValue={filters.address}
        defaultPlace={place}
        placeholder={t("Topbar.locationPlaceholder")}
        icon={<PinIcon aria-hidden="true" />}
        // The search's own distance rides along with the other params (the filter sets it).
        hiddenFields={searchHiddenFields({ includeOrigin, includeDistance: false })}
        onPlaceSelected={(chosen, form) => {
          const keywords = form ? new FormData(form).get("keywords") : null;
          navigate(
            searchPagePlaceHref(
              search,
              { keywords: typeof keywords === "string" ? keywords : "", place: chosen },
              { includeOrigin },
            ),
          );
        }}
        className={styles.headerField}
      />
      <button type="submit" className={styles.headerSubmit}>
        {t("SearchPage.searchButton")}
      </button>
    </Form>
  );
}
