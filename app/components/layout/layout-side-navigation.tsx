import { Children, type ReactNode } from "react";
import styles from "./layout.module.css";

/**
 * Spec §2: a side-navigation page has 3 or 4 children — top bar, side
 * navigation, main and an optional footer.
 */
export function LayoutSideNavigation({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children);
  if (parts.length < 3 || parts.length > 4) {
    throw new Error(
      `LayoutSideNavigation needs 3 to 4 children (top bar, side nav, main, optional footer), got ${parts.length}`,
    );
  }
  const [topbar, sideNav, main, footer] = parts;
  return (
    <div className={styles.root}>
      {topbar}
      <div className={styles.sideLayout}>
        <aside className={styles.sideNav}>{sideNav}</aside>
        <div className={styles.sideMain} id="main">
          {main}
        </div>
      </div>
      {footer}
    </div>
  );
}
