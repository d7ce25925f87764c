import { Form, Link, useNavigation } from "react-router";
import { formatPrice } from "#modules/money";
import { Button } from "~/components/ui/button";
import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import styles from "./operator.module.css";

export type FailedPayout = {
  transactionId: string;
  orderNumber: string;
  grower: { id: string; displayName: string };
  amount: number;
  currency: string;
  failure: string | null;
  failedAt: string;
};

/** The failure codes a payout is given up with (modules/payouts, the processor's transfers). */
const FAILURE_TEXT: Record<string, string> = {
  account_restricted: "OperatorPage.payoutFailureAccountRestricted",
  no_payout_account: "OperatorPage.payoutFailureNoAccount",
  no_charge: "OperatorPage.payoutFailureNoCharge",
};

/** The catalogue id that says a failure code in words; an unknown code is shown as it is. */
export const failureTextId = (code: string | null) =>
  code !== null && Object.hasOwn(FAILURE_TEXT, code)
    ? (FAILURE_TEXT[code] as string)
    : "OperatorPage.payoutFailureOther";

/** Payouts given up on after their retries, each with a button to try again. */
export function FailedPayouts({ payouts }: { payouts: FailedPayout[] }) {
  const t = useT();
  const intl = useIntl();
  const navigation = useNavigation();
  const busy = (id: string) =>
    navigation.state !== "idle" && navigation.formData?.get("transactionId") === id;
  if (payouts.length === 0)
    return <p className={styles.empty}>{t("OperatorPage.noFailedPayouts")}</p>;
  return (
    <ul className={styles.list}>
      {payouts.map((p) => (
        <li key={p.transactionId} className={styles.payout}>
          <div className={styles.itemBody}>
            <h3 className={styles.itemTitle}>
              <Link to={`/operator/orders/${p.transactionId}`}>
                {t("OperatorPage.payoutOrder", { number: p.orderNumber })}
              </Link>
            </h3>
            <p className={styles.itemMeta}>
              <Link to={`/operator/users/${p.grower.id}`}>{p.grower.displayName}</Link>
              {" · "}
              {formatPrice({ amount: p.amount, currency: p.currency })}
              {" · "}
              {intl.formatDate(p.failedAt, {
                dateStyle: "medium",
                timeStyle: "short",
                timeZone: "Europe/Amsterdam",
              })}
            </p>
            <p className={styles.excerpt}>
              {t(failureTextId(p.failure), { code: p.failure ?? "" })}
            </p>
          </div>
          <Form method="post" className={styles.actions}>
            <input type="hidden" name="transactionId" value={p.transactionId} />
            <Button name="intent" value="retry-payout" inProgress={busy(p.transactionId)}>
              {t("OperatorPage.retryPayout")}
            </Button>
          </Form>
        </li>
      ))}
    </ul>
  );
}
