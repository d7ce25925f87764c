import type {
  DateTimeSkeleton,
  MessageFormatElement,
  NumberSkeleton,
} from "@formatjs/icu-messageformat-parser";

/**
 * Formats an ICU message the server already parsed (compile.server.ts) to a string, the way
 * intl-messageformat 12 does for the same tree (decision 060): literal, argument, number, date,
 * time, select, plural/selectordinal (exact `=n`, offset, `#`) and tags whose value is a
 * function. The browser ships this instead of react-intl + intl-messageformat (~6 KB gzip).
 * format-message.test.ts compares it with react-intl for every message of both catalogues.
 */

/** A value for a message argument; a tag's value formats its children's text. */
export type MessageValue =
  | string
  | number
  | bigint
  | boolean
  | null
  | undefined
  | Date
  | ((chunks: string[]) => string);
export type MessageValues = Record<string, MessageValue>;

/** The parser's TYPE enum, as numbers: importing it would bring the parser into the browser. */
export const ELEMENT = {
  literal: 0,
  argument: 1,
  number: 2,
  date: 3,
  time: 4,
  select: 5,
  plural: 6,
  pound: 7,
  tag: 8,
} as const;

/** A message that cannot be formatted with the values given (a missing value, a bad type). */
export class MessageFormatError extends Error {
  override name = "MessageFormatError";
}

/** intl-messageformat's named styles: `{n, number, percent}`, `{d, date, long}`, … */
const NAMED: Record<"number" | "date" | "time", Record<string, object>> = {
  number: {
    integer: { maximumFractionDigits: 0 },
    currency: { style: "currency" },
    percent: { style: "percent" },
  },
  date: {
    short: { month: "numeric", day: "numeric", year: "2-digit" },
    medium: { month: "short", day: "numeric", year: "numeric" },
    long: { month: "long", day: "numeric", year: "numeric" },
    full: { weekday: "long", month: "long", day: "numeric", year: "numeric" },
  },
  time: {
    short: { hour: "numeric", minute: "numeric" },
    medium: { hour: "numeric", minute: "numeric", second: "numeric" },
    long: { hour: "numeric", minute: "numeric", second: "numeric", timeZoneName: "short" },
    full: { hour: "numeric", minute: "numeric", second: "numeric", timeZoneName: "short" },
  },
};

// Building an Intl formatter costs far more than using one: one per language and options.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: string,
  locale: string,
  options: object | undefined,
  create: () => T,
): T {
  const key = `${kind}\u0000${locale}\u0000${options ? JSON.stringify(options) : ""}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    formatters.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached("n", locale, options, () => new Intl.NumberFormat(locale, options));
export const dateTimeFormat = (locale: string, options?: Intl.DateTimeFormatOptions) =>
  cached("d", locale, options, () => new Intl.DateTimeFormat(locale, options));
export const pluralRules = (locale: string, options?: Intl.PluralRulesOptions) =>
  cached("p", locale, options, () => new Intl.PluralRules(locale, options));

const has = (object: object, key: string) => Object.hasOwn(object, key);

function styleOptions(
  kind: "number" | "date" | "time",
  style: string | NumberSkeleton | DateTimeSkeleton | null | undefined,
): (Intl.NumberFormatOptions & { scale?: number }) | undefined {
  if (typeof style === "string") return NAMED[kind][style];
  if (style && "parsedOptions" in style) return style.parsedOptions;
  // `{t, time}` without a style is a medium time; a date or number without one, Intl's default.
  return kind === "time" ? NAMED.time.medium : undefined;
}

function formatElements(
  elements: MessageFormatElement[],
  locale: string,
  values: MessageValues,
  pluralValue?: number,
): string {
  let out = "";
  for (const el of elements) {
    if (el.type === ELEMENT.literal) {
      out += el.value;
      continue;
    }
    if (el.type === ELEMENT.pound) {
      // `#` outside a plural branch (or inside a select within one) prints nothing, as upstream.
      if (typeof pluralValue === "number") out += numberFormat(locale).format(pluralValue);
      continue;
    }
    const name = el.value;
    if (!(name in values)) {
      throw new MessageFormatError(`The value "${name}" was not provided`);
    }
    const value = values[name];
    switch (el.type) {
      case ELEMENT.argument:
        // Upstream prints strings and numbers; empty, null, false and undefined print nothing.
        // Other objects would become React nodes there; here they print as text.
        out += typeof value === "boolean" || value == null ? "" : String(value);
        break;
      case ELEMENT.number: {
        const options = styleOptions("number", el.style);
        const scaled = options?.scale ? (value as number) * options.scale : value;
        out += numberFormat(locale, options).format(scaled as number);
        break;
      }
      case ELEMENT.date:
      case ELEMENT.time: {
        const options = styleOptions(el.type === ELEMENT.date ? "date" : "time", el.style);
        out += dateTimeFormat(locale, options).format(value as Date | number);
        break;
      }
      case ELEMENT.tag: {
        if (typeof value !== "function") {
          throw new MessageFormatError(`The value for tag <${name}> must be a function`);
        }
        const text: unknown = value([formatElements(el.children, locale, values, pluralValue)]);
        out += Array.isArray(text) ? text.join("") : String(text);
        break;
      }
      case ELEMENT.select: {
        const key = String(value);
        const option = has(el.options, key) ? el.options[key] : el.options.other;
        if (!option) throw new MessageFormatError(`No option of "${name}" for "${key}"`);
        out += formatElements(option.value, locale, values);
        break;
      }
      case ELEMENT.plural: {
        const exact = `=${String(value)}`;
        const offset = el.offset || 0;
        const count = Number(value);
        let option = has(el.options, exact) ? el.options[exact] : undefined;
        if (!option) {
          const rule = pluralRules(locale, { type: el.pluralType }).select(count - offset);
          option = has(el.options, rule) ? el.options[rule] : el.options.other;
        }
        if (!option) throw new MessageFormatError(`No option of "${name}" for "${value}"`);
        out += formatElements(option.value, locale, values, count - offset);
        break;
      }
    }
  }
  return out;
}

/** The message's text for these values; throws MessageFormatError when a value is missing. */
export function formatMessageElements(
  elements: MessageFormatElement[],
  locale: string,
  values: MessageValues = {},
): string {
  return formatElements(elements, locale, values);
}
