import en from "./en.json";
import type { Locale } from "./locales";
import nl from "./nl.json";

const catalogues: Record<Locale, Record<string, string>> = { nl, en };

export const messagesFor = (locale: Locale) => catalogues[locale];
