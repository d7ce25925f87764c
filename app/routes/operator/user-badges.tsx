import { useT } from "~/hooks/use-t";
import styles from "./operator.module.css";

type BadgeUser = {
  emailVerified: boolean;
  banned: boolean;
  deleted: boolean;
  isOperator: boolean;
  payoutState: string;
};

/** A user's states at a glance: deleted, banned, operator, e-mail unverified, payout. */
export function UserBadges({ user }: { user: BadgeUser }) {
  const t = useT();
  const badges = [
    user.deleted && {
      key: "deleted",
      tone: styles.badgeAlert,
      label: t("OperatorUsersPage.badge.deleted"),
    },
    user.banned && {
      key: "banned",
      tone: styles.badgeAlert,
      label: t("OperatorUsersPage.badge.banned"),
    },
    user.isOperator && {
      key: "operator",
      tone: styles.badgeInfo,
      label: t("OperatorUsersPage.badge.operator"),
    },
    !user.deleted &&
      !user.emailVerified && {
        key: "unverified",
        tone: styles.badgeWarn,
        label: t("OperatorUsersPage.badge.unverified"),
      },
    user.payoutState === "enabled" && {
      key: "payout",
      tone: styles.badgeInfo,
      label: t("OperatorUsersPage.badge.payout"),
    },
  ].filter((b): b is { key: string; tone: string | undefined; label: string } => Boolean(b));
  if (badges.length === 0) return <span className={styles.muted}>—</span>;
  return (
    <ul className={styles.badges}>
      {badges.map((b) => (
        <li key={b.key} className={`${styles.badge} ${b.tone ?? ""}`}>
          {b.label}
        </li>
      ))}
    </ul>
  );
}
