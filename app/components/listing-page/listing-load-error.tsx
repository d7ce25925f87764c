import { useLocation } from "react-router";
import { useT } from "~/hooks/use-t";
import styles from "../errors/error-page.module.css";
import { Page } from "../layout/page";
import { ButtonLink } from "../ui/button";

/**
 * Spec §8 'Could not load listing. Please try again.': the listing page's own error page when
 * the listing could not be loaded for another reason than not existing (a 404 stays the 404
 * page). `requestId` names the failed request in our logs, for the user to quote.
 */
export function ListingLoadError({ requestId }: { requestId?: string }) {
  const t = useT();
  const location = useLocation();
  return (
    <Page className={styles.root}>
      <title>{t("ServerErrorPage.title")}</title>
      <div className={styles.content} role="alert">
        <h1>{t("ListingPage.loadFailed")}</h1>
        {requestId ? (
          <p className={styles.requestId}>{t("ServerErrorPage.requestId", { requestId })}</p>
        ) : null}
        {/* A full load asks the server again, as "try again" promises. */}
        <ButtonLink to={`${location.pathname}${location.search}`} reloadDocument>
          {t("ListingPage.loadFailedRetry")}
        </ButtonLink>
      </div>
    </Page>
  );
}
