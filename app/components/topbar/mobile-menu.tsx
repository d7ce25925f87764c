import { Link } from "react-router";
import { useT } from "~/hooks/use-t";
import { useRootData } from "~/root-data";
import { useViewerShell } from "~/viewer-shell";
import { Avatar } from "../ui/avatar";
import { Modal } from "../ui/modal";
import { LogoutButton } from "./logout-button";
import styles from "./topbar.module.css";

/** The menu below 1024 px, opened by ?mobilemenu=open. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const data = useRootData();
  const { viewer, notificationCount, pending } = useViewerShell();
  if (!open) return null;
  return (
    <Modal open={open} onClose={onClose} title={t("Topbar.menuIcon")} hideTitle variant="sheet">
      <nav className={styles.mobileMenu} aria-label={t("Topbar.navigation")}>
        {viewer || pending ? (
          <>
            {viewer ? (
              <div className={styles.mobileGreeting}>
                <Avatar {...viewer} imageBaseUrl={data?.config.imageBaseUrl} size="lg" />
                <p>{t("Topbar.greeting", { name: viewer.firstName })}</p>
              </div>
            ) : null}
            <LogoutButton className={styles.mobileLogout} />
            <Link to="/inbox" className={styles.mobileLink}>
              {t("Topbar.inbox")}
              {notificationCount ? (
                <span className={styles.countBadge}>{notificationCount}</span>
              ) : null}
            </Link>
            <Link to="/listings" className={styles.mobileLink}>
              {t("Topbar.yourListingsLink")}
            </Link>
            <Link to="/profile-settings" className={styles.mobileLink}>
              {t("Topbar.profileSettingsLink")}
            </Link>
            <Link to="/account/contact-details" className={styles.mobileLink}>
              {t("Topbar.accountSettingsLink")}
            </Link>
            {viewer?.isOperator ? (
              <Link to="/operator" className={styles.mobileLink}>
                {t("Topbar.operatorLink")}
              </Link>
            ) : null}
          </>
        ) : (
          <>
            <p className={styles.mobileWelcome}>{t("Topbar.visitorGreeting")}</p>
            <Link to="/signup" className={styles.mobileLink}>
              {t("Topbar.signup")}
            </Link>
            <Link to="/login" className={styles.mobileLink}>
              {t("Topbar.login")}
            </Link>
          </>
        )}
        <Link to="/l/new" className={styles.mobileCreate}>
          {t("Topbar.createListing")}
        </Link>
      </nav>
    </Modal>
  );
}
