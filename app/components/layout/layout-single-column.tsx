import { Children, type ReactNode } from "react";
import styles from "./layout.module.css";

/**
 * Spec §2: a single-column page has 2 or 3 children — top bar, main and an
 * optional footer. Anything else is a programming error, caught early.
 */
export function LayoutSingleColumn({ children }: { children: ReactNode }) {
  const parts = Children.toArray(children);
  if (parts.length < 2 || parts.length > 3) {
    throw new Error(
      `LayoutSingleColumn needs 2 to 3 children (top bar, main, optional footer), got ${parts.length}`,
    );
  }
  const [topbar, main, footer] = parts;
  return (
    <div className={styles.root}>
      {topbar}
      <div className={styles.main} id="main">
        {main}
      </div>
      {footer}
    </div>
  );
}
