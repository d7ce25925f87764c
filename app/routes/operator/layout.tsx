import { NavLink, Outlet } from "react-router";
import { Page } from "~/components/layout/page";
import { useT } from "~/hooks/use-t";
import type { Route } from "./+types/layout";
import styles from "./operator.module.css";
import { requireOperator } from "./operator.server";

/** The console's sections, in the order an operator works through them. */
const SECTIONS = [
  { to: "/operator", id: "OperatorPage.navOverview", end: true },
  { to: "/operator/users", id: "OperatorPage.navUsers", end: false },
  { to: "/operator/listings", id: "OperatorPage.navListings", end: false },
  { to: "/operator/orders", id: "OperatorPage.navOrders", end: false },
  { to: "/operator/payouts", id: "OperatorPage.navPayouts", end: false },
  { to: "/operator/audit", id: "OperatorPage.navAudit", end: false },
] as const;

// Every page under /operator is for operators only: each child's loader and action checks too,
// since React Router runs a child's action without its parent's loader.
export function loader({ context, request }: Route.LoaderArgs) {
  requireOperator(context, request);
  return null;
}

export default function OperatorLayout() {
  const t = useT();
  return (
    <Page className={`container ${styles.page}`}>
      <h1>{t("OperatorPage.heading")}</h1>
      <nav aria-label={t("OperatorPage.navLabel")} className={styles.nav}>
        {SECTIONS.map((s) => (
          <NavLink key={s.to} to={s.to} end={s.end} className={styles.navLink}>
            {t(s.id)}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </Page>
  );
}
