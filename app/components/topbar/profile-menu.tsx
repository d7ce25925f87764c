import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { useT } from "~/hooks/use-t";
import { useRootData } from "~/root-data";
import { Avatar } from "../ui/avatar";
import { LogoutButton } from "./logout-button";
import styles from "./topbar.module.css";

type Viewer = {
  firstName: string;
  lastName: string;
  displayName: string;
  isOperator: boolean;
  profileImageKey: string | null;
};

/**
 * <details> keeps the menu usable before hydration; once hydrated it closes on outside click and
 * navigation. `viewer` is null while a shared page's viewer is on its way (decision 087): a
 * plain disc of the avatar's size holds its place.
 */
export function ProfileMenu({ viewer }: { viewer: Viewer | null }) {
  const t = useT();
  const imageBaseUrl = useRootData()?.config.imageBaseUrl;
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the location changes
  useEffect(() => {
    ref.current?.removeAttribute("open");
  }, [location.key]);
  useEffect(() => {
    const close = (event: MouseEvent | KeyboardEvent) => {
      const menu = ref.current;
      if (!menu?.open) return;
      if (
        event instanceof KeyboardEvent
          ? event.key === "Escape"
          : !menu.contains(event.target as Node)
      ) {
        menu.removeAttribute("open");
      }
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
    };
  }, []);
  return (
    <details ref={ref} className={styles.profileMenu}>
      <summary className={styles.profileSummary} aria-label={t("Topbar.profileMenu")}>
        {viewer ? (
          <Avatar {...viewer} imageBaseUrl={imageBaseUrl} />
        ) : (
          <span className={styles.avatarPlaceholder} data-placeholder />
        )}
      </summary>
      <div className={styles.menuPanel}>
        {viewer ? (
          <p className={styles.menuGreeting}>{t("Topbar.greeting", { name: viewer.firstName })}</p>
        ) : null}
        <Link to="/listings" className={styles.menuItem}>
          {t("Topbar.yourListingsLink")}
        </Link>
        <Link to="/profile-settings" className={styles.menuItem}>
          {t("Topbar.profileSettingsLink")}
        </Link>
        <Link to="/account/contact-details" className={styles.menuItem}>
          {t("Topbar.accountSettingsLink")}
        </Link>
        <Link to="/account/payments" className={styles.menuItem}>
          {t("Topbar.payoutsLink")}
        </Link>
        {viewer?.isOperator ? (
          <Link to="/operator" className={styles.menuItem}>
            {t("Topbar.operatorLink")}
          </Link>
        ) : null}
        <LogoutButton className={`${styles.menuItem} ${styles.menuButton}`} />
      </div>
    </details>
  );
}
