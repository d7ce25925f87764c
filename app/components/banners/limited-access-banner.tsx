import { useT } from "~/hooks/use-t";
import { LogoutButton } from "../topbar/logout-button";
import styles from "./banners.module.css";

/**
 * For an operator acting as a user with only the user:limited scope (spec §2): a login-as
 * session, which can look but not change anything (decision 085).
 */
export function LimitedAccessBanner({
  firstName,
  lastName,
}: {
  firstName: string;
  lastName: string;
}) {
  const t = useT();
  return (
    <div className={styles.limited} role="status">
      <p>
        {t("LimitedAccessBanner.message", { firstName, lastName })}{" "}
        {t("LimitedAccessBanner.readOnly")}
      </p>
      <LogoutButton className={styles.limitedLogout} />
    </div>
  );
}
