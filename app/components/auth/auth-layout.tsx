import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "~/hooks/use-t";
import { Page } from "../layout/page";
import styles from "./auth.module.css";

/** Signup and login share one card with two tabs; other auth pages use the card alone. */
export function AuthLayout({
  tab,
  from,
  children,
}: {
  tab?: "signup" | "login";
  from?: string | null;
  children: ReactNode;
}) {
  const t = useT();
  const query = from ? `?from=${encodeURIComponent(from)}` : "";
  return (
    <Page className={styles.page}>
      <div className={styles.card}>
        {tab ? (
          <nav className={styles.tabs} aria-label={t("AuthenticationPage.tabs")}>
            <Link
              to={`/signup${query}`}
              className={styles.tab}
              aria-current={tab === "signup" ? "page" : undefined}
            >
              {t("AuthenticationPage.signupLinkText")}
            </Link>
            <Link
              to={`/login${query}`}
              className={styles.tab}
              aria-current={tab === "login" ? "page" : undefined}
            >
              {t("AuthenticationPage.loginLinkText")}
            </Link>
          </nav>
        ) : null}
        {children}
      </div>
    </Page>
  );
}
