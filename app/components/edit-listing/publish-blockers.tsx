import { Link } from "react-router";
import { PAYOUT_REFUSAL_LINKS } from "#modules/listings";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import styles from "./edit-listing.module.css";
import { tabLabelId } from "./labels";
import { type TabState, tabForBlocker, type WizardParams, wizardPath } from "./wizard";

type Props = {
  blockers: string[];
  params: WizardParams;
  tabs: TabState[];
  stockManaged: boolean;
  /** After a refused publish (alert) or as a heads-up before it (note). */
  kind: "refused" | "upcoming";
};

/**
 * After a payout refusal (no account, verification to finish or failed, decision 078): the link
 * to the payout page that fixes it. Nothing after any other message.
 */
export function PayoutLink({ messageId }: { messageId: string | undefined }) {
  const t = useT();
  const label =
    messageId && Object.hasOwn(PAYOUT_REFUSAL_LINKS, messageId)
      ? PAYOUT_REFUSAL_LINKS[messageId]
      : undefined;
  if (!label) return null;
  return (
    <>
      {" "}
      <Link to="/account/payments">{t(label)}</Link>
    </>
  );
}

/** What still stops the draft from being published, each with the tab that fixes it. */
export function PublishBlockers({ blockers, params, tabs, stockManaged, kind }: Props) {
  const t = useT();
  const message = useMessage();
  if (blockers.length === 0) return null;
  const payout = blockers.some((b) => Object.hasOwn(PAYOUT_REFUSAL_LINKS, b));
  return (
    <div
      className={`${styles.blockers} ${kind === "refused" ? styles.blockersRefused : ""}`}
      role={kind === "refused" ? "alert" : undefined}
    >
      <p className={styles.blockersTitle}>
        {t(
          kind === "refused"
            ? "EditListingWizard.publishBlocked"
            : "EditListingWizard.publishBlockedUpcoming",
        )}
      </p>
      <ul className={styles.blockerList}>
        {blockers.map((blocker) => {
          const tab = tabForBlocker(blocker);
          const reachable = tab && tab !== params.tab && tabs.some((s) => s.tab === tab);
          return (
            <li key={blocker}>
              {message(blocker)}
              <PayoutLink messageId={blocker} />
              {reachable ? (
                <>
                  {" "}
                  <Link to={wizardPath({ ...params, tab })}>
                    {t("EditListingWizard.fixOnTab", { tab: t(tabLabelId(tab, stockManaged)) })}
                  </Link>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
      {payout ? <p className={styles.blockersNote}>{t("EditListingWizard.payoutTip")}</p> : null}
    </div>
  );
}
