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

/** Today's catalogue under no hash, for a page rendered without root data (an error page). */
export const catalogueFallbackHref = (locale: Locale) => `/i18n/${locale}.json`;

/**
 * The browser downloads the page's catalogue from the address the server put in a preload link
 * (decision 015): the request starts with the scripts, and the file is cached across pages.
 */
export async function loadMessagesForDocument(locale: Locale): Promise<void> {
  const link = document.getElementById(MESSAGES_ELEMENT_ID);
  const href = link instanceof HTMLLinkElement ? link.href : catalogueFallbackHref(locale);
  // Same mode and credentials as the preload link, so the browser reuses its response.
  const response = await fetch(href, { mode: "cors", credentials: "same-origin" });
  if (!response.ok) throw new Error(`The catalogue ${href} answered ${response.status}`);
  setMessages(locale, (await response.json()) as Catalogue);
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
