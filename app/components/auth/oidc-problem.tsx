import { Link } from "react-router";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import styles from "./auth.module.css";
import { AuthLayout } from "./auth-layout";

/** Why a sign-in with the provider stopped, and the way back to the login page. */
export function OidcProblem({ name, messageId }: { name: string; messageId: string }) {
  const t = useT();
  const message = useMessage();
  return (
    <AuthLayout>
      <h1>{t("OidcPage.problemTitle", { name })}</h1>
      <p role="alert">{message(messageId)}</p>
      <p className={styles.links}>
        <Link to="/login">{t("OidcPage.backToLogin")}</Link>
      </p>
    </AuthLayout>
  );
}
