import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { createIntl, createIntlCache, type IntlShape } from "react-intl";
import { DEFAULT_LOCALE, type Locale } from "./locales";

/** Messages already parsed to ICU syntax trees (see compile.server.ts). */
export type Catalogue = Record<string, MessageFormatElement[]>;

/**
 * The active catalogue. The server fills it for both languages; the browser
 * fetches only the language of the page before hydrating (see entry.client).
 */
const loaded: Partial<Record<Locale, Catalogue>> = {};

export function setMessages(locale: Locale, messages: Catalogue) {
  loaded[locale] = messages;
}

export function getMessages(locale: Locale): Catalogue {
  const messages = loaded[locale];
  if (!messages) throw new Error(`Catalogue ${locale} was not loaded`);
  return messages;
}

export const MESSAGES_ELEMENT_ID = "bt-messages";

/**
 * The browser reads the page's catalogue from a JSON data block the server
 * put in the document: no extra request before hydration, and no catalogue in
 * the JavaScript bundle (see docs/decisions/003).
 */
export function readMessagesFromDocument(locale: Locale): void {
  const element = document.getElementById(MESSAGES_ELEMENT_ID);
  if (!element?.textContent) throw new Error("The page has no message catalogue");
  setMessages(locale, JSON.parse(element.textContent) as Catalogue);
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
