import { createContext, type ReactNode, useContext, useMemo } from "react";
import { type AppIntl, type Catalogue, createIntl } from "./intl";

const IntlContext = createContext<AppIntl | null>(null);

/** Gives the tree an intl object made once per language (root.tsx: getIntl). */
export function RawIntlProvider({ value, children }: { value: AppIntl; children: ReactNode }) {
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>;
}

/** For tests and isolated trees: an intl object for this language and catalogue. */
export function IntlProvider({
  locale,
  messages,
  children,
}: {
  locale: string;
  messages: Catalogue;
  children?: ReactNode;
}) {
  const value = useMemo(() => createIntl(locale, messages), [locale, messages]);
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>;
}

/** The page's intl object: messages, numbers and dates in its language. */
export function useIntl(): AppIntl {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error("useIntl needs an IntlProvider above it (root.tsx provides one)");
  return intl;
}
