import { ButtonLink } from "~/components/ui/button";
import { useT } from "~/hooks/use-t";
import styles from "./auth.module.css";

/**
 * "Doorgaan met {name}" under the login and signup forms, when a provider is configured
 * (decision 086). A full page load: the start route redirects to the provider's own site.
 */
export function OidcButton({ name, from }: { name: string | null; from: string | null }) {
  const t = useT();
  if (!name) return null;
  const query = from ? `?from=${encodeURIComponent(from)}` : "";
  return (
    <>
      <p className={styles.divider}>{t("OidcPage.or")}</p>
      <ButtonLink to={`/auth/oidc/start${query}`} reloadDocument variant="secondary" full>
        {t("OidcPage.continueWith", { name })}
      </ButtonLink>
    </>
  );
}
