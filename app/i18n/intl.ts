import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import {
  dateTimeFormat,
  formatMessageElements,
  type MessageValues,
  numberFormat,
  pluralRules,
} from "./format-message";

/** Messages already parsed to ICU syntax trees (see compile.server.ts). */
export type Catalogue = Record<string, MessageFormatElement[]>;

/**
 * What components format with: catalogue messages plus numbers, dates and lists in the page's
 * language. The subset of react-intl's IntlShape this app uses, on Intl.* (decision 060).
 */
export type AppIntl = {
  locale: string;
  formatMessage(descriptor: { id: string }, values?: MessageValues): string;
  formatNumber(value: number | bigint, options?: Intl.NumberFormatOptions): string;
  formatDate(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
  formatTime(value: Date | number | string, options?: Intl.DateTimeFormatOptions): string;
  formatList(values: readonly string[], options?: Intl.ListFormatOptions): string;
  formatPlural(value: number, options?: Intl.PluralRulesOptions): Intl.LDMLPluralRule;
};

// Formatting problems are logged while developing and never break a page (as react-intl did).
function report(error: unknown) {
  // The build replaces process.env.NODE_ENV; the typeof check covers a browser where it did not.
  if (typeof process !== "undefined" && process.env.NODE_ENV !== "production") console.error(error);
}

// react-intl took an ISO string for a date; an empty one meant the epoch.
const toDate = (value: Date | number | string) =>
  typeof value === "string" ? new Date(value || 0) : value;

function attempt<T>(format: () => T, fallback: () => T): T {
  try {
    return format();
  } catch (error) {
    report(error);
    return fallback();
  }
}

/** An unknown id or a message that cannot be formatted shows its id, as with react-intl. */
export function createIntl(locale: string, messages: Catalogue): AppIntl {
  return {
    locale,
    formatMessage({ id }, values) {
      const message = Object.hasOwn(messages, id) ? messages[id] : undefined;
      if (!message) {
        report(new Error(`Missing message "${id}" for locale "${locale}"`));
        return id;
      }
      return attempt(
        () => formatMessageElements(message, locale, values),
        () => id,
      );
    },
    formatNumber: (value, options) =>
      attempt(
        () => numberFormat(locale, options).format(value),
        () => String(value),
      ),
    formatDate: (value, options) =>
      attempt(
        () => dateTimeFormat(locale, options).format(toDate(value)),
        () => String(toDate(value)),
      ),
    formatTime: (value, options) =>
      attempt(
        () => {
          const o = options ?? {};
          // react-intl's formatTime shows hours and minutes unless told which fields to show.
          const fields = o.hour || o.minute || o.second || o.timeStyle || o.dateStyle;
          return dateTimeFormat(
            locale,
            fields ? o : { ...o, hour: "numeric", minute: "numeric" },
          ).format(toDate(value));
        },
        () => String(toDate(value)),
      ),
    formatList: (values, options) =>
      attempt(
        () => new Intl.ListFormat(locale, options).format(values),
        () => values.join(", "),
      ),
    formatPlural: (value, options) =>
      attempt(
        () => pluralRules(locale, options).select(value),
        () => "other" as const,
      ),
  };
}
