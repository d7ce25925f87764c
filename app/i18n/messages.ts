import { type AppIntl, type Catalogue, createIntl } from "./intl";
import type { Locale } from "./locales";

export type { Catalogue };

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

// One intl object per language for the life of the process; its Intl.* formatters are
// made once and reused by every request instead of once per render.
const intls = new Map<Locale, AppIntl>();

export function getIntl(locale: Locale): AppIntl {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(locale, getMessages(locale));
    intls.set(locale, intl);
  }
  return intl;
}
