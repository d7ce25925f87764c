import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { useT } from "~/hooks/use-t";
import { Footer } from "../footer/footer";
import { LayoutSideNavigation } from "../layout/layout-side-navigation";
import { Topbar } from "../topbar/topbar";
import styles from "./account.module.css";

// The saved-card tab joins this list with the payments module.
const TABS = [
  { to: "/account/contact-details", id: "AccountSettings.contactDetailsTab" },
  { to: "/account/change-password", id: "AccountSettings.passwordTab" },
  { to: "/account/payments", id: "AccountSettings.paymentsTab" },
  { to: "/account/payment-methods", id: "AccountSettings.paymentMethodsTab" },
  { to: "/account/delete", id: "AccountSettings.deleteAccountTab" },
];

export function AccountLayout({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <LayoutSideNavigation>
      <Topbar />
      <nav aria-label={t("AccountSettings.title")} className={styles.tabs}>
        <h2 className={styles.navTitle}>{t("AccountSettings.title")}</h2>
        {TABS.map((tab) => (
          <NavLink key={tab.to} to={tab.to} className={styles.tab}>
            {t(tab.id)}
          </NavLink>
        ))}
      </nav>
      <main className={styles.main}>{children}</main>
      <Footer />
    </LayoutSideNavigation>
  );
}
