import { type FormEvent, useState } from "react";
import { Form, useNavigation } from "react-router";
import {
  CANCEL_REASON_MAX_LENGTH,
  mayStartTransition,
  type PageAction,
} from "#modules/transactions";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { Button } from "../ui/button";
import { FormError, TextArea } from "../ui/field";
import { DisputePhotosField } from "./dispute-photos";
import styles from "./transaction-page.module.css";
import type { TransactionActionResult } from "./types";

const BUTTON_TEXT: Record<string, string> = {
  "mark-shipped": "TransactionPage.actions.markShipped",
  "mark-delivered": "TransactionPage.actions.markDelivered",
  "mark-received": "TransactionPage.actions.markReceived",
  cancel: "TransactionPage.actions.cancel",
};

/** The transition being submitted from this page right now, if any. */
function useTransitionInProgress(): string | null {
  const navigation = useNavigation();
  const form = navigation.formData;
  if (navigation.state === "idle" || form?.get("intent") !== "transition") return null;
  return String(form.get("transition") ?? "");
}

/**
 * Spec §4 sale actions (mark shipped, mark delivered) and customer actions (mark received,
 * dispute). One transition at a time: while one is under way the others say 'Transition
 * already in progress' instead of sending a second (the server would refuse it anyway).
 */
export function ActionPanel({
  actions,
  result,
}: {
  actions: PageAction[];
  result: TransactionActionResult | null;
}) {
  const t = useT();
  const message = useMessage();
  const inProgress = useTransitionInProgress();
  const [blocked, setBlocked] = useState(false);
  const buttons = actions.filter((a) => a.kind in BUTTON_TEXT);
  const dispute = actions.find((a) => a.kind === "dispute");
  const cancel = actions.find((a) => a.kind === "cancel-by-provider");
  const failure = result && !result.ok && result.intent === "transition" ? result : null;
  // A refused step whose buttons are gone (the order moved on) still says what happened.
  if (buttons.length === 0 && !dispute && !cancel) {
    return failure ? (
      <section className={styles.card} aria-labelledby="actions-heading">
        <h2 id="actions-heading" className="visually-hidden">
          {t("TransactionPage.actions.heading")}
        </h2>
        <FormError>{message(failure.formError)}</FormError>
      </section>
    ) : null;
  }
  const fieldError =
    failure?.fieldErrors?.disputeReason ??
    failure?.fieldErrors?.photos ??
    failure?.fieldErrors?.cancelReason;

  const guard = (transition: string) => (event: FormEvent) => {
    if (!mayStartTransition(inProgress, transition)) {
      event.preventDefault();
      setBlocked(true);
    } else setBlocked(false);
  };

  return (
    <section className={styles.card} aria-labelledby="actions-heading">
      <h2 id="actions-heading" className="visually-hidden">
        {t("TransactionPage.actions.heading")}
      </h2>
      <div className={styles.actions}>
        {buttons.map((action) => (
          <Form method="post" key={action.transition} onSubmit={guard(action.transition)}>
            <input type="hidden" name="intent" value="transition" />
            <input type="hidden" name="transition" value={action.transition} />
            <Button
              full
              variant={action.kind === "cancel" ? "secondary" : "primary"}
              inProgress={inProgress === action.transition}
            >
              {t(BUTTON_TEXT[action.kind]!)}
            </Button>
          </Form>
        ))}
        {dispute ? (
          <details
            className={styles.dispute}
            open={Boolean(failure?.fieldErrors?.disputeReason ?? failure?.fieldErrors?.photos)}
          >
            <summary>{t("TransactionPage.actions.dispute")}</summary>
            {/* Multipart so the photos go with the reason, with or without JavaScript (decision 084). */}
            <Form method="post" encType="multipart/form-data" onSubmit={guard(dispute.transition)}>
              <input type="hidden" name="intent" value="transition" />
              <input type="hidden" name="transition" value={dispute.transition} />
              <TextArea
                label={t("TransactionPage.disputeReasonLabel")}
                name="disputeReason"
                required
                maxLength={5000}
                rows={4}
                error={message(failure?.fieldErrors?.disputeReason)}
              />
              <DisputePhotosField error={message(failure?.fieldErrors?.photos)} />
              <Button variant="secondary" inProgress={inProgress === dispute.transition}>
                {t("TransactionPage.actions.sendDispute")}
              </Button>
            </Form>
          </details>
        ) : null}
        {cancel ? (
          // The grower who cannot deliver: a reason the buyer reads, then a full refund (decision 068).
          <details className={styles.dispute} open={Boolean(failure?.fieldErrors?.cancelReason)}>
            <summary>{t("TransactionPage.actions.cancelByProvider")}</summary>
            <p className={styles.note}>{t("TransactionPage.cancelByProviderIntro")}</p>
            <Form method="post" onSubmit={guard(cancel.transition)}>
              <input type="hidden" name="intent" value="transition" />
              <input type="hidden" name="transition" value={cancel.transition} />
              <TextArea
                label={t("TransactionPage.cancelReasonLabel")}
                name="cancelReason"
                required
                maxLength={CANCEL_REASON_MAX_LENGTH}
                rows={4}
                defaultValue={failure?.values?.cancelReason}
                error={message(failure?.fieldErrors?.cancelReason)}
              />
              <Button variant="secondary" inProgress={inProgress === cancel.transition}>
                {t("TransactionPage.actions.sendCancelByProvider")}
              </Button>
            </Form>
          </details>
        ) : null}
      </div>
      {blocked ? <FormError>{t("TransactionPage.transitionInProgress")}</FormError> : null}
      {failure && !fieldError ? <FormError>{message(failure.formError)}</FormError> : null}
    </section>
  );
}
