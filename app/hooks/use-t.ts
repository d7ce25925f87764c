import { useIntl } from "react-intl";

type Values = Record<string, string | number | boolean | null | undefined | Date>;

/** `t("Topbar.login")`: the catalogue text for the current language. */
export function useT() {
  const intl = useIntl();
  return (id: string, values?: Values) => intl.formatMessage({ id }, values);
}
