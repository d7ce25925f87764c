import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useRootData } from "~/root-data";
import { useViewerShell } from "~/viewer-shell";
import { CookieBanner } from "../banners/cookie-banner";
import { EmailReminder } from "../banners/email-reminder";
import { GenericErrorBanner } from "../banners/generic-error-banner";
import { LimitedAccessBanner } from "../banners/limited-access-banner";

/** Banners and reminders that can appear above any page. */
export function AppShell({ children }: { children: ReactNode }) {
  const data = useRootData();
  const { pathname } = useLocation();
  const { viewer } = useViewerShell();
  return (
    <>
      <GenericErrorBanner />
      {viewer?.limitedAccess && pathname !== "/s" ? (
        <LimitedAccessBanner firstName={viewer.firstName} lastName={viewer.lastName} />
      ) : null}
      {children}
      {viewer && !viewer.emailVerified && viewer.hasListingsOrOrders ? (
        <EmailReminder email={viewer.email} />
      ) : null}
      <CookieBanner consented={data?.cookieConsent ?? false} />
    </>
  );
}
