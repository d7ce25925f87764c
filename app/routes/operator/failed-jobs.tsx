import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import styles from "./operator.module.css";

export type FailedJob = {
  id: string;
  kind: string;
  key: string;
  attempts: number;
  error: string | null;
  failedAt: string;
};

/** Outbox jobs given up on after their attempts (decision 072), each with a retry. */
export function FailedJobs({ jobs }: { jobs: FailedJob[] }) {
  const t = useT();
  const intl = useIntl();
  const navigation = useNavigation();
  const busy = (id: string) =>
    navigation.state !== "idle" && navigation.formData?.get("jobId") === id;
  if (jobs.length === 0) return <p className={styles.empty}>{t("OperatorOrders.noFailedJobs")}</p>;
  return (
    <ul className={styles.list}>
      {jobs.map((j) => (
        <li key={j.id} className={styles.payout}>
          <div className={styles.itemBody}>
            <h4 className={styles.itemTitle}>
              <code>{j.kind}</code>
            </h4>
            <p className={styles.itemMeta}>
              <code>{j.key}</code>
              {" · "}
              {t("OperatorOrders.jobAttempts", { count: j.attempts })}
              {" · "}
              {intl.formatDate(j.failedAt, {
                dateStyle: "medium",
                timeStyle: "short",
                timeZone: "Europe/Amsterdam",
              })}
            </p>
            <p className={styles.excerpt}>{j.error ?? ""}</p>
          </div>
          <Form method="post" className={styles.actions}>
            <input type="hidden" name="jobId" value={j.id} />
            <Button name="intent" value="retry-job" inProgress={busy(j.id)}>
              {t("OperatorPage.retryPayout")}
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
