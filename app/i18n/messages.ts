import type { Locale } from "./locales";

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
