import type { MessageValues } from "~/i18n/format-message";
import { useIntl } from "~/i18n/intl-context";

/** `t("Topbar.login")`: the catalogue text for the current language. */
export function useT() {
  const intl = useIntl();
  return (id: string, values?: MessageValues) => intl.formatMessage({ id }, values);
}
