import { useT } from "~/hooks/use-t";
import { LogoutButton } from "../topbar/logout-button";
import styles from "./limited-access-banner.module.css";
import { useReadOnlyButtons } from "./read-only-buttons";

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
  useReadOnlyButtons(t("LimitedAccessBanner.readOnly"), "limited-access-read-only");
  return (
    <div className={styles.limited} role="status">
      <p>
        {t("LimitedAccessBanner.message", { firstName, lastName })}{" "}
        <span id="limited-access-read-only">{t("LimitedAccessBanner.readOnly")}</span>
      </p>
      <LogoutButton className={styles.limitedLogout} />
    </div>
  );
}
