import { isRouteErrorResponse } from "react-router";
import { useT } from "~/hooks/use-t";
import { AppShell } from "../layout/app-shell";
import { Page } from "../layout/page";
import { ButtonLink } from "../ui/button";
import styles from "./error-page.module.css";

/** A write a login-as session tried: the server's refusal (decision 085). */
export const isLimitedSessionRefusal = (error: unknown) =>
  isRouteErrorResponse(error) &&
  error.status === 403 &&
  (error.data as { code?: unknown } | null)?.code === "limited-session";

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

/** The root error boundary's page for the refusal: with the shell, so the banner shows. */
export function LimitedSessionRefusalPage() {
  return (
    <AppShell>
      <LimitedSessionRefusal />
    </AppShell>
  );
}
