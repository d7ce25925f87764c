import { Form, useNavigation } from "react-router";
import { REASON_MAX } from "#modules/accounts";
import { Button } from "~/components/ui/button";
import { TextArea } from "~/components/ui/field";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import styles from "./operator.module.css";
import type { UserActionResult } from "./user.server";

type Props = {
  user: { emailVerified: boolean; banned: boolean; deleted: boolean };
  result: UserActionResult | undefined;
  inProgressCount: number;
};

/** One action with a required reason (ban, unban, delete): the reason goes to the audit log. */
function ReasonForm({
  intent,
  label,
  help,
  result,
  variant,
}: {
  intent: "ban" | "unban" | "delete";
  label: string;
  help: string;
  result: UserActionResult | undefined;
  variant: "primary" | "secondary" | "accent";
}) {
  const t = useT();
  const message = useMessage();
  const navigation = useNavigation();
  const mine = result?.intent === intent ? result : undefined;
  const failed = mine && !mine.ok ? mine : undefined;
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <Form method="post" noValidate className={styles.form} key={mine?.ok ? "done" : "edit"}>
      <input type="hidden" name="intent" value={intent} />
      <TextArea
        label={t("OperatorUsersPage.reasonLabel", { action: label })}
        name="reason"
        required
        rows={2}
        maxLength={REASON_MAX}
        help={help}
        defaultValue={failed?.values.reason ?? ""}
        error={message(failed?.fieldErrors.reason)}
      />
      <Button variant={variant} inProgress={submitting}>
        {label}
      </Button>
    </Form>
  );
}

/** The operator's actions on one account; each one writes an audit row (decision 082). */
export function UserActions({ user, result, inProgressCount }: Props) {
  const t = useT();
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  if (user.deleted) return <p className={styles.empty}>{t("OperatorUsersPage.deletedNote")}</p>;
  return (
    <div className={styles.actionGrid}>
      {user.emailVerified ? null : (
        <div className={styles.inlineForms}>
          <Form method="post">
            <input type="hidden" name="intent" value="verify-email" />
            <Button variant="secondary" inProgress={busy("verify-email")}>
              {t("OperatorUsersPage.verifyEmail")}
            </Button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="resend-verification" />
            <Button variant="secondary" inProgress={busy("resend-verification")}>
              {t("OperatorUsersPage.resendVerification")}
            </Button>
          </Form>
        </div>
      )}
      {user.banned ? (
        <ReasonForm
          intent="unban"
          label={t("OperatorUsersPage.unban")}
          help={t("OperatorUsersPage.unbanHelp")}
          result={result}
          variant="secondary"
        />
      ) : (
        <ReasonForm
          intent="ban"
          label={t("OperatorUsersPage.ban")}
          help={t("OperatorUsersPage.banHelp")}
          result={result}
          variant="accent"
        />
      )}
      {inProgressCount > 0 ? (
        <p className={styles.empty}>
          {t("OperatorUsersPage.deleteBlocked", { count: inProgressCount })}
        </p>
      ) : (
        <ReasonForm
          intent="delete"
          label={t("OperatorUsersPage.delete")}
          help={t("OperatorUsersPage.deleteHelp")}
          result={result}
          variant="accent"
        />
      )}
    </div>
  );
}
