import en from "./en.json";
import nl from "./nl.json";
import type { Locale } from "./locales";

const catalogues: Record<Locale, Record<string, string>> = { nl, en };

export const messagesFor = (locale: Locale) => catalogues[locale];
