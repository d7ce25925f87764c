import type { ReactNode } from "react";
import { useT } from "~/hooks/use-t";
import styles from "./availability.module.css";

/**
 * Whether this JavaScript engine knows IANA time zones: the exceptions calendar turns days in
 * the plan's zone into instants with them. Old browsers lack `Intl.supportedValuesOf`, throw
 * on a `timeZone` option or resolve none.
 */
export function supportsTimeZones(zone: string): boolean {
  try {
    if (typeof Intl === "undefined" || typeof Intl.DateTimeFormat !== "function") return false;
    // Engines before Intl.supportedValuesOf (Chrome 99, Safari 15.4, Firefox 93) are the ones
    // whose zone data goes wrong; the reference template refuses them the same way.
    if (typeof Intl.supportedValuesOf !== "function") return false;
    if (!new Intl.DateTimeFormat().resolvedOptions().timeZone) return false;
    return new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone === zone;
  } catch {
    return false;
  }
}

/**
 * Spec §8 "Your browser doesn't support time zones": shown instead of what needs them. The
 * server always can; in the browser it is checked before the calendar first renders, since
 * rendering it would throw.
 */
export function RequireTimeZones({ zone, children }: { zone: string; children: ReactNode }) {
  const t = useT();
  if (typeof window === "undefined" || supportsTimeZones(zone)) return children;
  return (
    <div role="alert" className={styles.help}>
      <p>
        <strong>{t("EditListingAvailabilityForm.timeZonesNotSupported")}</strong>
      </p>
      <p>{t("EditListingAvailabilityForm.timeZonesNotSupportedHelp")}</p>
    </div>
  );
}
