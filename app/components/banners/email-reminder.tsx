import { useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useT } from "~/hooks/use-t";
import { Button } from "../ui/button";
import { Modal } from "../ui/modal";
import styles from "./banners.module.css";

// Spec §2: never on these pages, where the user is busy with exactly this kind of thing.
const EXCLUDED = [
  "/login",
  "/signup",
  "/account/contact-details",
  "/verify-email",
  "/reset-password",
  "/account/payments",
];

export const reminderExcluded = (pathname: string) =>
  EXCLUDED.some((p) => pathname === p || pathname.startsWith(`${p}/`));

type ResendResult = { ok: true } | { ok: false; messageId: string };

export function EmailReminder({ email }: { email: string }) {
  const t = useT();
  const { pathname } = useLocation();
  const fetcher = useFetcher<ResendResult>();
  // After dismissal the reminder comes back only on another path.
  const [dismissedOn, setDismissedOn] = useState<string | null>(null);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || reminderExcluded(pathname) || dismissedOn === pathname) return null;
  const result = fetcher.data;
  return (
    <Modal
      open
      onClose={() => setDismissedOn(pathname)}
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
