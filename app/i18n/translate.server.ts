import { IntlMessageFormat } from "intl-messageformat";
import type { Locale } from "./locales";
import { messagesFor } from "./messages.server";

// Parsing an ICU message costs far more than formatting it; every page's meta tags go through
// here, so each message is parsed once per language and process.
const formats = new Map<string, IntlMessageFormat>();

/** Server-side formatting for meta tags, API errors and other text outside React. */
export function translate(
  locale: Locale,
  id: string,
  values?: Record<string, string | number>,
): string {
  const key = `${locale}\u0000${id}`;
  let format = formats.get(key);
  if (!format) {
    const message = messagesFor(locale)[id];
    if (message === undefined) return id;
    format = new IntlMessageFormat(message, locale);
    formats.set(key, format);
  }
  return String(format.format(values));
}
