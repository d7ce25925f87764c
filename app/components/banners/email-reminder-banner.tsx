import { useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useT } from "~/hooks/use-t";
import { Button } from "../ui/button";
import { Modal } from "../ui/modal";
import styles from "./email-reminder.module.css";

// Spec §2: never on these pages, where the user is busy with exactly this kind of thing.
const EXCLUDED = [
  "/login",
  "/signup",
  "/account/contact-details",
  "/verify-email",
  "/reset-password",
  "/account/payments",
];

// Paying is not interrupted either (decision 065): the checkout pages with their returns
// (/cart/checkout…, /l/{slug}/{id}/checkout…) and the test mode's bank and 3-D Secure pages.
const PAYING = /^\/(cart\/checkout|l\/[^/]+\/[^/]+\/checkout|test-mode)(\/|$)/;

export const reminderExcluded = (pathname: string) =>
  PAYING.test(pathname) || EXCLUDED.some((p) => pathname === p || pathname.startsWith(`${p}/`));

// The listing wizard: /l/new and /l/{slug}/{id}/{new|draft|edit}/{tab}[/{returnURLType}].
const WIZARD = /^\/l\/(new|[^/]+\/[^/]+\/(new|draft|edit)\/[^/]+(\/[^/]+)?)\/?$/;

/**
 * The path in spec §2's sense ("after dismissal it returns only when the path changes"): the
 * wizard's tabs, and the move from /l/new to the new draft's own URL, are steps of one task,
 * not new paths (decision 065). Dismissed once, the reminder stays away for
 * the whole wizard.
 */
export const reminderPath = (pathname: string) => (WIZARD.test(pathname) ? "/l/new" : pathname);

type ResendResult = { ok: true } | { ok: false; messageId: string };

export function EmailReminder({ email }: { email: string }) {
  const t = useT();
  const { pathname } = useLocation();
  const path = reminderPath(pathname);
  const fetcher = useFetcher<ResendResult>();
  // After dismissal the reminder comes back only on another path.
  const [dismissedOn, setDismissedOn] = useState<string | null>(null);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const open = mounted && !reminderExcluded(pathname) && dismissedOn !== path;
  // A closed reminder stays in the page, closed: the dialog leaves the top layer through
  // close(), so nothing behind it stays inert (decision 065).
  if (!mounted) return null;
  const result = fetcher.data;
  return (
    <Modal
      open={open}
      onClose={() => setDismissedOn(path)}
      title={t("ModalMissingInformation.verifyEmailTitle")}
    >
      <p>{t("ModalMissingInformation.verifyEmailText", { email })}</p>
      <p className={styles.muted}>{t("ModalMissingInformation.checkInbox")}</p>
      <fetcher.Form method="post" action="/verify-email/resend">
        <Button variant="secondary" inProgress={fetcher.state !== "idle"}>
          {t("ModalMissingInformation.resendEmail")}
        </Button>
      </fetcher.Form>
      {result?.ok ? <p role="status">{t("ModalMissingInformation.resendSuccess")}</p> : null}
      {result && !result.ok ? (
        <p role="alert" className={styles.errorText}>
          {t(result.messageId)}
        </p>
      ) : null}
    </Modal>
  );
}
