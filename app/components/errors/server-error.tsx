import { useT } from "~/hooks/use-t";
import { GenericErrorBanner } from "../banners/generic-error-banner";
import { Page } from "../layout/page";
import { ButtonLink } from "../ui/button";
import styles from "./error-page.module.css";

/** `requestId`: the failed request's id (X-Request-Id, in our logs), for the user to quote. */
export function ServerErrorPage({ requestId }: { requestId?: string } = {}) {
  const t = useT();
  return (
    <>
      <GenericErrorBanner force />
      <Page className={styles.root}>
        <title>{t("ServerErrorPage.title")}</title>
        <div className={styles.content}>
          <h1>{t("ServerErrorPage.heading")}</h1>
          <p>{t("ServerErrorPage.description")}</p>
          {requestId ? (
            <p className={styles.requestId}>{t("ServerErrorPage.requestId", { requestId })}</p>
          ) : null}
          <ButtonLink to="/" reloadDocument>
            {t("ChunkLoadError.toLanding")}
          </ButtonLink>
        </div>
      </Page>
    </>
  );
}
