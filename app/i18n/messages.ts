import { createIntl, createIntlCache, type IntlShape } from "react-intl";
import { DEFAULT_LOCALE, type Locale } from "./locales";

/**
 * The active catalogue. The server fills it for both languages; the browser
 * fetches only the language of the page before hydrating (see entry.client).
 */
const loaded: Partial<Record<Locale, Record<string, string>>> = {};

export function setMessages(locale: Locale, messages: Record<string, string>) {
  loaded[locale] = messages;
}

export function getMessages(locale: Locale): Record<string, string> {
  const messages = loaded[locale];
  if (!messages) throw new Error(`Catalogue ${locale} was not loaded`);
  return messages;
}

export async function loadMessages(locale: Locale): Promise<void> {
  if (loaded[locale]) return;
  const module = locale === "en" ? await import("./en.json") : await import("./nl.json");
  setMessages(locale, module.default);
}

// One intl object per language for the life of the process: message formatters
// are parsed once and reused by every request instead of once per render.
const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

export function getIntl(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      { locale, defaultLocale: DEFAULT_LOCALE, messages: getMessages(locale) },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}
