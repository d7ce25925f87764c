import { Link, useLocation, useNavigate } from "react-router";
import { useT } from "~/hooks/use-t";
import { useViewerShell } from "~/viewer-shell";
import { CartIcon, InboxIcon, MenuIcon, PlusIcon, SearchIcon } from "../ui/icons";
import { Logo } from "../ui/logo";
import { MobileMenu } from "./mobile-menu";
import { MobileSearch } from "./mobile-search";
import { ProfileMenu } from "./profile-menu";
import styles from "./topbar.module.css";
import { TopbarSearchForm } from "./topbar-search-form";

/** Adds or removes one query parameter, keeping the rest of the URL. */
function withParam(pathname: string, search: string, key: string, value: string | null) {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(key);
  else params.set(key, value);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}`;
}

export function Topbar() {
  const t = useT();
  // On a member's shared page the viewer is on its way (decision 087): the signed-in bar shows
  // at once, with the avatar's place held and the badges appearing in place when it arrives.
  const { viewer, notificationCount, pending } = useViewerShell();
  const signedIn = viewer !== null || pending;
  const location = useLocation();
  const navigate = useNavigate();
  const cartCount = viewer?.cartCount ?? 0;
  const params = new URLSearchParams(location.search);
  const link = (key: string, value: string | null) =>
    withParam(location.pathname, location.search, key, value);
  const close = (key: string) =>
    navigate(link(key, null), { replace: true, preventScrollReset: true });

  const cart = (
    <Link
      to="/cart"
      className={styles.iconLink}
      aria-label={t("Topbar.cartLabel", { count: cartCount })}
    >
      <CartIcon />
      {cartCount > 0 ? <span className={styles.badge}>{cartCount}</span> : null}
    </Link>
  );

  return (
    <header className={styles.topbar}>
      <a href="#main" className="skip-link">
        {t("Topbar.skipToContent")}
      </a>
      {/* Below 1024 px: menu, logo, search and cart. */}
      <div className={styles.mobile}>
        <Link
          to={link("mobilemenu", "open")}
          className={styles.iconLink}
          aria-label={t("Topbar.menuIcon")}
          preventScrollReset
        >
          <MenuIcon />
          {notificationCount ? <span className={styles.dot} /> : null}
        </Link>
        <Link to="/" className={styles.logoLink} aria-label={t("Topbar.logoLabel")}>
          <Logo />
        </Link>
        <div className={styles.mobileRight}>
          <Link
            to={link("mobilesearch", "open")}
            className={styles.iconLink}
            aria-label={t("Topbar.searchIcon")}
            preventScrollReset
          >
            <SearchIcon />
          </Link>
          {cart}
        </div>
      </div>
      {/* 1024 px and wider. */}
      <div className={styles.desktop}>
        <Link to="/" className={styles.logoLink} aria-label={t("Topbar.logoLabel")}>
          <Logo />
        </Link>
        <TopbarSearchForm idPrefix="topbar" />
        <nav className={styles.desktopNav} aria-label={t("Topbar.navigation")}>
          <Link to="/l/new" className={styles.createListing}>
            <PlusIcon />
            {t("Topbar.createListing")}
          </Link>
          {signedIn ? (
            <>
              <Link to="/inbox" className={styles.navLink}>
                <InboxIcon />
                <span>{t("Topbar.inbox")}</span>
                {notificationCount ? (
                  <span
                    className={styles.dot}
                    aria-label={t("Topbar.newNotifications")}
                    role="img"
                  />
                ) : null}
              </Link>
              {cart}
              <ProfileMenu viewer={viewer} />
            </>
          ) : (
            <>
              {cart}
              <Link to="/signup" className={styles.navLink}>
                {t("Topbar.signup")}
              </Link>
              <Link to="/login" className={styles.navLink}>
                {t("Topbar.login")}
              </Link>
            </>
          )}
        </nav>
      </div>
      <MobileMenu open={params.get("mobilemenu") === "open"} onClose={() => close("mobilemenu")} />
      <MobileSearch
        open={params.get("mobilesearch") === "open"}
        onClose={() => close("mobilesearch")}
      />
    </header>
  );
}
