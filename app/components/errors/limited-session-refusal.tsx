import { useT } from "~/hooks/use-t";
import { Page } from "../layout/page";
import { ButtonLink } from "../ui/button";
import styles from "./error-page.module.css";

/** Says why nothing changed; the banner above it offers log out. */
export function LimitedSessionRefusal() {
  const t = useT();
  return (
    <Page className={styles.root}>
      <title>{t("LimitedSession.title")}</title>
      <div className={styles.content}>
        <h1>{t("LimitedSession.title")}</h1>
        <p role="alert">{t("LimitedSession.refused")}</p>
        <ButtonLink to="/" reloadDocument>
          {t("ChunkLoadError.toLanding")}
        </ButtonLink>
      </div>
    </Page>
  );
}
