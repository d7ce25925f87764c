import { type MessageFormatElement, parse } from "@formatjs/icu-messageformat-parser";
import { formatMessageElements } from "./format-message";
import type { Locale } from "./locales";
import { messagesFor } from "./messages.server";

// Parsing an ICU message costs far more than formatting it; every page's meta tags go through
// here, so each message is parsed once per language and process.
const parsed = new Map<string, MessageFormatElement[]>();

/**
 * Server-side formatting for meta tags, API errors and other text outside React, with the same
 * formatter as the pages (decision 060). A missing value throws; an unknown id answers itself.
 */
export function translate(
  locale: Locale,
  id: string,
  values?: Record<string, string | number>,
): string {
  const key = `${locale}\u0000${id}`;
  let elements = parsed.get(key);
  if (!elements) {
    const message = messagesFor(locale)[id];
    if (message === undefined) return id;
    elements = parse(message);
    parsed.set(key, elements);
  }
  return formatMessageElements(elements, locale, values);
}
