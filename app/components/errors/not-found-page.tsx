import { Form } from "react-router";
import { useT } from "~/hooks/use-t";
import { Page } from "../layout/page";
import { LocationSearchField } from "../location/location-search-field";
import { useSearchNavigation } from "../location/use-search-navigation";
import { Button } from "../ui/button";
import styles from "./error-page.module.css";

/** 404: heading, description and a place search to get the visitor going again (spec §2). */
export function NotFoundPage() {
  const t = useT();
  const search = useSearchNavigation("notFound");
  return (
    <Page className={styles.root}>
      <title>{t("NotFoundPage.title")}</title>
      <div className={styles.content}>
        <p className={styles.number} aria-hidden="true">
          404
        </p>
        <h1>{t("NotFoundPage.heading")}</h1>
        <p>{t("NotFoundPage.description")}</p>
        <Form
          method="get"
          action="/s"
          className={styles.form}
          role="search"
          onSubmit={search.onSubmit}
        >
          <LocationSearchField
            id="notfound-location"
            className={styles.location}
            label={t("NotFoundPage.searchLabel")}
            hideLabel
            placeholder={t("NotFoundPage.searchPlaceholder")}
            hiddenFields={search.hiddenFields}
            onPlaceSelected={search.onPlaceSelected}
          />
          <Button>{t("NotFoundPage.searchButton")}</Button>
        </Form>
      </div>
    </Page>
  );
}
