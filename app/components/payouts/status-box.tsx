import { Form } from "react-router";
import { type StatusBoxType, statusLabel } from "#modules/payout-accounts";
import { Button, ButtonLink } from "~/components/ui/button";
import { useT } from "~/hooks/use-t";
import cardStyles from "../account/account.module.css";
import styles from "./payouts.module.css";

const TEXT: Record<StatusBoxType, string> = {
  verificationNeeded: "StripeConnectAccountStatusBox.verificationNeededText",
  verificationError: "StripeConnectAccountStatusBox.verificationFailedText",
  verificationSuccess: "StripeConnectAccountStatusBox.verificationSuccessText",
};

const TONE: Record<StatusBoxType, string> = {
  verificationNeeded: styles.statusNeeded ?? "",
  verificationError: styles.statusError ?? "",
  verificationSuccess: "",
};

/**
 * Spec §4 payout status box: verification needed or failed → get verified (the account link);
 * up to date → edit the account. Any other type is an error (statusLabel throws).
 */
export function StatusBox({
  type,
  summary,
  editing,
}: {
  type: StatusBoxType;
  summary: string;
  editing: boolean;
}) {
  const t = useT();
  const label = t(statusLabel(type));
  return (
    <section
      className={`${cardStyles.card} ${styles.statusBox} ${TONE[type]}`}
      aria-labelledby="payout-status"
      data-status={type}
    >
      <span className={styles.statusLabel}>{label}</span>
      <h2 id="payout-status">{t(`StripeConnectAccountStatusBox.${type}Heading`)}</h2>
      <p>{t(TEXT[type])}</p>
      <p className={styles.summary}>{summary}</p>
      {type === "verificationSuccess" ? (
        editing ? null : (
          <ButtonLink to="?edit=1" variant="secondary">
            {t("StripeConnectAccountStatusBox.editAccountButton")}
          </ButtonLink>
        )
      ) : (
        <Form method="post">
          <Button name="intent" value="link">
            {t("StripeConnectAccountStatusBox.getVerifiedButton")}
          </Button>
        </Form>
      )}
    </section>
  );
}
