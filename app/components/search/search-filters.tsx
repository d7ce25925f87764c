import { type FocusEvent, type FormEvent, Fragment, useEffect, useState } from "react";
import { useSubmit } from "react-router";
import { CATEGORIES } from "#modules/listings";
import { DISTANCE_OPTIONS } from "#modules/search";
import { useMediaQuery, WIDE_SCREEN_QUERY } from "~/hooks/use-media-query";
import { useT } from "~/hooks/use-t";
import { useRootData } from "~/root-data";
import fieldStyles from "../ui/field.module.css";
import { searchesOnDateBlur } from "./date-range-blur";
import { PriceFilter } from "./price-filter";
import styles from "./search.module.css";
import {
  FILTER_PARAMS,
  normalizeSearchQuery,
  otherParams,
  SEARCH_PATH,
  SORT_OPTIONS,
} from "./search-query";
import type { SearchFilters } from "./search-types";

export const FILTER_FORM_ID = "search-filters";

/** Submits the filter form through the router (no full reload), with the canonical query. */
function useSubmitFilters() {
  const submit = useSubmit();
  return (form: HTMLFormElement) => {
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form)) {
      if (typeof value === "string") query.append(name, value);
    }
    submit(normalizeSearchQuery(query), {
      method: "get",
      action: SEARCH_PATH,
      preventScrollReset: true,
    });
  };
}

/**
 * Category, price and delivery filters: a plain GET form with an Apply button, so it works
 * without JavaScript; with JavaScript a change submits it straight away. On phones it folds
 * into a "Filters" disclosure; on wider screens it opens itself once hydrated.
 */
export function SearchFiltersForm({
  filters,
  search,
  layout = "sidebar",
}: {
  filters: SearchFilters;
  search: URLSearchParams;
  /** "bar": one wrapping row above the results, for the narrow list beside the map. */
  layout?: "sidebar" | "bar";
}) {
  const t = useT();
  const submitFilters = useSubmitFilters();
  const [open, setOpen] = useState(false);
  // Dates ask for full availability, which only availability-managed listings have.
  const withDates = useRootData()?.config.listingManagementType === "availability";

  // Open on wide screens, folded on phones; the visitor may still toggle it.
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  useEffect(() => {
    if (wide !== null) setOpen(wide);
  }, [wide]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitFilters(event.currentTarget);
  };
  // Selects and radios apply at once; price fields when they lose focus or on Enter.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target;
    if (target instanceof HTMLSelectElement || target instanceof HTMLInputElement) {
      // Number, date and range fields search when they rest (blur, or the slider's own delay).
      if (["number", "date", "range"].includes(target.type)) return;
      submitFilters(event.currentTarget);
    }
  };
  const onDateBlur = (event: FocusEvent<HTMLInputElement>) => {
    const form = event.currentTarget.form;
    const next = event.relatedTarget;
    const date = (name: string) => form?.elements.namedItem(name) as HTMLInputElement | null;
    const [start, end] = [date("dates_start"), date("dates_end")];
    if (!form || !start || !end) return;
    const stayingInRange =
      (next === start || next === end || next instanceof HTMLButtonElement) &&
      (next as HTMLInputElement | HTMLButtonElement).form === form;
    if (searchesOnDateBlur({ start, end, stayingInRange })) submitFilters(form);
  };

  const activeCount = [
    filters.category,
    filters.priceMin !== null || filters.priceMax !== null ? "price" : "",
    filters.deliveryOption,
    withDates ? filters.datesStart : "",
  ].filter(Boolean).length;

  return (
    <details
      className={`${styles.filters} ${layout === "bar" ? styles.filtersBar : ""}`}
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className={styles.filtersSummary}>
        {t("SearchPage.filters")}
        {activeCount > 0 ? <span className={styles.filterBadge}>{activeCount}</span> : null}
      </summary>
      <form
        id={FILTER_FORM_ID}
        method="get"
        action={SEARCH_PATH}
        className={styles.filtersForm}
        onSubmit={onSubmit}
        onChange={onChange}
        aria-label={t("SearchPage.filtersLabel")}
      >
        {otherParams(search, FILTER_PARAMS).map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        {filters.hasPlace ? (
          // Only with a place: the radius is measured from it (decision 069).
          <div className={fieldStyles.field}>
            <label htmlFor="search-distance" className={fieldStyles.label}>
              {t("SearchPage.distanceLabel")}
            </label>
            <select
              id="search-distance"
              name="distance"
              defaultValue={filters.distance}
              className={fieldStyles.input}
            >
              {DISTANCE_OPTIONS.map((km) => (
                <option key={km} value={String(km)}>
                  {t("SearchPage.distanceWithin", { km })}
                </option>
              ))}
              <option value="">{t("SearchPage.distanceArea")}</option>
            </select>
          </div>
        ) : null}
        <div className={fieldStyles.field}>
          <label htmlFor="search-category" className={fieldStyles.label}>
            {t("SearchPage.categoryLabel")}
          </label>
          <select
            id="search-category"
            name="pub_category"
            defaultValue={filters.category}
            className={fieldStyles.input}
          >
            <option value="">{t("SearchPage.anyCategory")}</option>
            {CATEGORIES.map((c) => (
              <option key={c.id} value={c.id}>
                {t(`Categories.${c.key}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={fieldStyles.label}>{t("SearchPage.priceLabel")}</legend>
          <PriceFilter
            initialMin={filters.priceMin}
            initialMax={filters.priceMax}
            onCommit={submitFilters}
          />
        </fieldset>
        {withDates ? (
          <fieldset className={styles.fieldset}>
            <legend className={fieldStyles.label}>{t("SearchPage.datesLabel")}</legend>
            <div className={styles.priceRow}>
              {(
                [
                  ["dates_start", "SearchPage.datesStart", filters.datesStart],
                  ["dates_end", "SearchPage.datesEnd", filters.datesEnd],
                ] as const
              ).map(([name, label, value], i) => (
                <Fragment key={name}>
                  {i > 0 ? (
                    <span aria-hidden="true" className={styles.priceDash}>
                      –
                    </span>
                  ) : null}
                  <label className={styles.priceField}>
                    <span className={styles.priceLabel}>{t(label)}</span>
                    <input
                      type="date"
                      name={name}
                      defaultValue={value}
                      onBlur={onDateBlur}
                      className={fieldStyles.input}
                    />
                  </label>
                </Fragment>
              ))}
            </div>
          </fieldset>
        ) : null}
        <fieldset className={styles.fieldset}>
          <legend className={fieldStyles.label}>{t("SearchPage.deliveryLabel")}</legend>
          {(
            [
              ["", "SearchPage.deliveryAny"],
              ["pickup", "SearchPage.deliveryPickup"],
              ["shipping", "SearchPage.deliveryShipping"],
            ] as const
          ).map(([value, label]) => (
            <label key={value || "any"} className={styles.radio}>
              <input
                type="radio"
                name="deliveryOption"
                value={value}
                defaultChecked={filters.deliveryOption === value}
              />
              {t(label)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className={styles.applyButton}>
          {t("SearchPage.apply")}
        </button>
      </form>
    </details>
  );
}

/** The sort select; it belongs to the filter form (form attribute) so Apply sends it too. */
export function SortSelect({ filters }: { filters: SearchFilters }) {
  const t = useT();
  const submitFilters = useSubmitFilters();
  const hasKeywords = filters.keywords.trim() !== "";
  const value = filters.sort || (hasKeywords ? "" : "createdAt");
  return (
    <div className={styles.sort}>
      <label htmlFor="search-sort" className={styles.sortLabel}>
        {t("SearchPage.sortLabel")}
      </label>
      <select
        id="search-sort"
        name="sort"
        form={FILTER_FORM_ID}
        defaultValue={value}
        className={`${fieldStyles.input} ${styles.sortSelect}`}
        onChange={(e) => {
          const form = e.currentTarget.form;
          if (form) submitFilters(form);
        }}
      >
        {hasKeywords ? <option value="">{t("SearchPage.sortRelevance")}</option> : null}
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {t(o.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
