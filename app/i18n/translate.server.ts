import { IntlMessageFormat } from "intl-messageformat";
import type { Locale } from "./locales";
import { messagesFor } from "./messages.server";

/** Server-side formatting for meta tags, API errors and other text outside React. */
export function translate(
  locale: Locale,
  id: string,
  values?: Record<string, string | number>,
): string {
  const message = messagesFor(locale)[id];
  if (message === undefined) return id;
  return String(new IntlMessageFormat(message, locale).format(values));
}
