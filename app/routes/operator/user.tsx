import { Link, useActionData, useLoaderData } from "react-router";
import { FormError, FormSuccess } from "~/components/ui/field";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/user";
import { LoginAsForm } from "./login-as-form";
import styles from "./operator.module.css";
import { userAction, userPageData } from "./user.server";
import { UserActions } from "./user-actions";
import { UserActivity } from "./user-activity";
import { UserBadges } from "./user-badges";

const PAYOUT_LABEL = {
  none: "OperatorUsersPage.payoutNone",
  verification_needed: "OperatorUsersPage.payoutVerificationNeeded",
  enabled: "OperatorUsersPage.payoutEnabled",
  rejected: "OperatorUsersPage.payoutRejected",
} as const;

/** GET /operator/users/:id: one user, for an operator who helps them (decision 083). */
export const loader = ({ context, params }: Route.LoaderArgs) => userPageData(context, params);
export const action = userAction;

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function OperatorUserPage() {
  const t = useT();
  const intl = useIntl();
  const message = useMessage();
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { user, payout } = data;
  const name = user.deleted ? t("UserDisplay.deletedUser") : user.displayName;
  return (
    <>
      <section className={styles.section} aria-labelledby="operator-user">
        <p>
          <Link to="/operator/users">{t("OperatorUsersPage.back")}</Link>
        </p>
        <h2 id="operator-user">{name}</h2>
        {result?.ok ? <FormSuccess>{t(result.message)}</FormSuccess> : null}
        <FormError>{result && !result.ok ? message(result.formError) : null}</FormError>
        <UserBadges user={{ ...user, payoutState: payout.state }} />
        <dl className={`${styles.facts} ${styles.userFacts}`}>
          <dt>{t("OperatorUsersPage.email")}</dt>
          <dd>
            {user.deleted ? "—" : user.email} ·{" "}
            {user.emailVerified
              ? t("OperatorUsersPage.emailIsVerified")
              : t("OperatorUsersPage.badge.unverified")}
          </dd>
          <dt>{t("OperatorUsersPage.name")}</dt>
          <dd>{user.fullName || "—"}</dd>
          <dt>{t("OperatorUsersPage.phone")}</dt>
          <dd>{user.phoneNumber ?? "—"}</dd>
          <dt>{t("OperatorUsersPage.place")}</dt>
          <dd>{user.place ?? "—"}</dd>
          <dt>{t("OperatorUsersPage.since")}</dt>
          <dd>
            {intl.formatDate(user.createdAt, { dateStyle: "medium", timeZone: "Europe/Amsterdam" })}
          </dd>
          <dt>{t("OperatorUsersPage.payout")}</dt>
          <dd>
            {t(PAYOUT_LABEL[payout.state])}
            {payout.country ? ` · ${payout.country}` : ""}
          </dd>
          <dt>{t("OperatorUsersPage.profile")}</dt>
          <dd>
            {user.banned || user.deleted ? "—" : <Link to={`/u/${user.id}`}>/u/{user.id}</Link>}
            {" · "}
            <Link to={`/operator/audit?target=${user.id}`}>{t("OperatorUsersPage.auditRows")}</Link>
          </dd>
        </dl>
      </section>
      {data.inProgress.length > 0 ? (
        <section className={styles.section} aria-labelledby="user-in-progress">
          <h3 id="user-in-progress">{t("OperatorUsersPage.inProgress")}</h3>
          <ul className={styles.rows}>
            {data.inProgress.map((o) => (
              <li key={o.id}>
                <Link to={`/operator/orders/${o.id}`}>{o.orderNumber}</Link> ·{" "}
                {t(
                  o.role === "customer"
                    ? "OperatorUsersPage.roleBuyer"
                    : "OperatorUsersPage.roleGrower",
                )}{" "}
                · <code>{o.state}</code>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="user-actions">
        <h3 id="user-actions">{t("OperatorUsersPage.actions")}</h3>
        <UserActions user={user} result={result} inProgressCount={data.inProgress.length} />
      </section>
      {user.deleted || user.banned ? null : (
        <section className={styles.section} aria-labelledby="user-login-as">
          <h3 id="user-login-as">{t("LoginAs.start")}</h3>
          <p className={styles.intro}>{t("LoginAs.intro", { email: user.email })}</p>
          <LoginAsForm userId={user.id} />
        </section>
      )}
      <UserActivity data={data} />
    </>
  );
}
