import { useState } from "react";
import { Link } from "react-router";
import { useT } from "~/hooks/use-t";
import styles from "./banners.module.css";

const TEN_YEARS_S = 10 * 365 * 24 * 3600;

/** Shown until consent is stored as euCookiesAccepted=1 for 10 years (spec §9). */
export function CookieBanner({ consented }: { consented: boolean }) {
  const t = useT();
  const [accepted, setAccepted] = useState(consented);
  if (accepted) return null;
  const accept = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party cookie the server also reads
    document.cookie = `euCookiesAccepted=1; path=/; max-age=${TEN_YEARS_S}; SameSite=Lax`;
    setAccepted(true);
  };
  return (
    <section className={styles.cookie} aria-label={t("CookieConsent.label")}>
      <p>
        {t("CookieConsent.message")} <Link to="/privacy-policy">{t("CookieConsent.details")}</Link>
      </p>
      <button type="button" className={styles.cookieButton} onClick={accept}>
        {t("CookieConsent.continue")}
      </button>
    </section>
  );
}
