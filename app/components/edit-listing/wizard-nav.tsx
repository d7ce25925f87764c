import { Link } from "react-router";
import { useT } from "~/hooks/use-t";
import styles from "./edit-listing.module.css";
import { tabLabelId } from "./labels";
import { type TabState, type WizardParams, type WizardTab, wizardPath } from "./wizard";

type Props = {
  params: WizardParams;
  tabs: TabState[];
  stockManaged: boolean;
  /** Tabs saved in this visit (edit mode): they get a "✓ saved" marker. */
  savedTabs: readonly WizardTab[];
};

/** The wizard's steps: done, current, open or not yet open (new and draft mode). */
export function WizardNav({ params, tabs, stockManaged, savedTabs }: Props) {
  const t = useT();
  return (
    <nav aria-label={t("EditListingWizard.tabsLabel")} className={styles.nav}>
      <ol className={styles.steps}>
        {tabs.map((state, i) => {
          const current = state.tab === params.tab;
          const label = t(tabLabelId(state.tab, stockManaged));
          const showDone = params.type !== "edit" && state.completed && !current;
          const marker = (
            <span className={styles.stepMarker} aria-hidden="true">
              {showDone ? "✓" : i + 1}
            </span>
          );
          const saved = savedTabs.includes(state.tab) ? (
            <span className={styles.savedMark}>{t("EditListingWizard.tabSaved")}</span>
          ) : null;
          const className = [
            styles.step,
            current ? styles.stepCurrent : "",
            showDone ? styles.stepDone : "",
            state.enabled ? "" : styles.stepDisabled,
          ]
            .filter(Boolean)
            .join(" ");
          return (
            <li key={state.tab} className={styles.stepItem}>
              {state.enabled ? (
                <Link
                  to={wizardPath({ ...params, tab: state.tab })}
                  className={className}
                  aria-current={current ? "step" : undefined}
                >
                  {marker}
                  <span className={styles.stepLabel}>{label}</span>
                  {saved}
                </Link>
              ) : (
                <span className={className} aria-disabled="true">
                  {marker}
                  <span className={styles.stepLabel}>{label}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
