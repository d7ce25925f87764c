import { type MessageFormatElement, parse, TYPE } from "@formatjs/icu-messageformat-parser";
// biome-ignore lint/style/noRestrictedImports: the reference implementation
import { IntlMessageFormat } from "intl-messageformat";
// biome-ignore lint/style/noRestrictedImports: the reference implementation
import { createIntl as createReactIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { compileCatalogue } from "./compile.server";
import en from "./en.json";
import { ELEMENT, formatMessageElements, type MessageValues } from "./format-message";
import { createIntl } from "./intl";
import nl from "./nl.json";

// The reference is react-intl 12 as the app used it until decision 060: same trees, same locale.
const catalogues = { nl, en } as const;
const locales = ["nl", "en"] as const;
const reference = (locale: string, messages: Record<string, MessageFormatElement[]>) =>
  createReactIntl({ locale, defaultLocale: "nl", messages, onError: () => {} });
const quietIntl = (locale: string, messages: Record<string, MessageFormatElement[]>) => {
  const intl = createIntl(locale, messages);
  return { ...intl, formatMessage: silenced(intl.formatMessage) };
};
function silenced<A extends unknown[], R>(fn: (...args: A) => R) {
  return (...args: A) => {
    const error = console.error;
    console.error = () => {};
    try {
      return fn(...args);
    } finally {
      console.error = error;
    }
  };
}

type Kind = "text" | "number" | "date" | "select";
/** Each argument of a message and the kind of value it takes, from how the message uses it. */
function argumentKinds(elements: MessageFormatElement[], kinds = new Map<string, Kind>()) {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if (el.type === TYPE.tag) {
      argumentKinds(el.children, kinds);
      continue;
    }
    const kind: Kind =
      el.type === TYPE.plural || el.type === TYPE.number
        ? "number"
        : el.type === TYPE.date || el.type === TYPE.time
          ? "date"
          : el.type === TYPE.select
            ? "select"
            : "text";
    // A number anywhere wins: `{count}` beside `{count, plural, …}` is still a count.
    if (kinds.get(el.value) !== "number") kinds.set(el.value, kind);
    if (el.type === TYPE.select || el.type === TYPE.plural) {
      for (const option of Object.values(el.options)) argumentKinds(option.value, kinds);
    }
  }
  return kinds;
}

function selectKeys(elements: MessageFormatElement[], name: string, keys = new Set<string>()) {
  for (const el of elements) {
    if (el.type === TYPE.select && el.value === name) {
      for (const key of Object.keys(el.options)) keys.add(key);
    }
    if (el.type === TYPE.select || el.type === TYPE.plural) {
      for (const option of Object.values(el.options)) selectKeys(option.value, name, keys);
    }
    if (el.type === TYPE.tag) selectKeys(el.children, name, keys);
  }
  return [...keys, "something-else"];
}

const NUMBERS = [0, 1, 2, 3, 5, 11, 21, 100, 1000, 1234.5, -1, 0.5];
const TEXTS = ["tomaten", "", "Jan & <Piet>", "12", "Ærø"];
const DATES = [new Date("2024-03-01T09:05:00Z"), new Date("2025-12-31T23:59:59Z")];

/** Representative value sets: every select branch, plural category and kind of text. */
function valueSets(elements: MessageFormatElement[]): MessageValues[] {
  const kinds = argumentKinds(elements);
  if (kinds.size === 0) return [{}, { unused: "x" }];
  const choices = [...kinds].map(([name, kind]) => {
    if (kind === "number") return [name, NUMBERS] as const;
    if (kind === "date") return [name, DATES] as const;
    if (kind === "select") return [name, selectKeys(elements, name)] as const;
    return [name, TEXTS] as const;
  });
  const rounds = Math.max(...choices.map(([, list]) => list.length));
  const sets: MessageValues[] = [];
  // Every value of every argument at least once, shifted so arguments do not move in lockstep.
  for (let round = 0; round < rounds * 2; round++) {
    sets.push(
      Object.fromEntries(
        choices.map(([name, list], i) => [name, list[(round + i * (round >> 1)) % list.length]]),
      ),
    );
  }
  return sets;
}

describe("formatMessage against react-intl", () => {
  for (const locale of locales) {
    const compiled = compileCatalogue(catalogues[locale]);
    const ours = quietIntl(locale, compiled);
    const theirs = reference(locale, compiled);

    it(`formats every ${locale} message alike for representative values`, () => {
      let compared = 0;
      for (const [id, elements] of Object.entries(compiled)) {
        for (const values of valueSets(elements)) {
          const expected = theirs.formatMessage({ id }, values);
          expect(
            ours.formatMessage({ id }, values),
            `${locale} ${id} ${JSON.stringify(values)}`,
          ).toBe(expected);
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(Object.keys(compiled).length * 2);
    });

    it(`answers the id in ${locale} when a value is missing or the message unknown`, () => {
      for (const [id, elements] of Object.entries(compiled)) {
        if (argumentKinds(elements).size === 0) continue;
        expect(ours.formatMessage({ id }, {}), id).toBe(theirs.formatMessage({ id }, {}));
        expect(ours.formatMessage({ id }), id).toBe(id);
      }
      expect(ours.formatMessage({ id: "No.such.message" })).toBe("No.such.message");
      expect(theirs.formatMessage({ id: "No.such.message" })).toBe("No.such.message");
    });
  }
});

// ICU features the catalogues do not use today, against intl-messageformat on the same text.
const FEATURES = [
  "{n, plural, offset:1 =0 {nobody} =1 {only {name}} one {{name} and # other} other {{name} and # others}}",
  "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
  "{n, number} · {n, number, integer} · {n, number, percent}",
  "{n, number, ::currency/EUR} · {n, number, ::compact-short} · {n, number, ::percent scale/100}",
  "{n, number, ::.00} · {n, number, ::sign-always}",
  "{d, date} · {d, date, short} · {d, date, medium} · {d, date, long} · {d, date, full}",
  "{d, time} · {d, time, short} · {d, date, ::yyyyMMMd}",
  "{kind, select, a {A {n, plural, one {# x} other {# xs}}} other {other #}}",
  "'{literal}' and '' quote",
  "",
];

describe("ICU features beyond today's catalogues", () => {
  for (const locale of locales) {
    it(`formats them as intl-messageformat does in ${locale}`, () => {
      for (const message of FEATURES) {
        for (const n of [0, 1, 2, 3, 4, 11, 22, 103, 0.25, 1234567.891]) {
          const values = { n, name: "Anna", kind: n > 2 ? "a" : "b", d: DATES[0]!.getTime() };
          const expected = new IntlMessageFormat(message, locale).format(values);
          expect(formatMessageElements(parse(message), locale, values), message).toBe(expected);
        }
      }
    });
  }

  it("formats tags with string functions like intl-messageformat", () => {
    const message = "Read <b>the {what}</b> or <i>#</i>";
    const values = { what: "rules", b: (c: string[]) => `[${c.join("")}]`, i: () => "!" };
    const expected = new IntlMessageFormat(message, "en").format(values);
    expect(formatMessageElements(parse(message), "en", values)).toBe(expected);
  });

  it("uses the parser's element numbers without importing the parser", () => {
    for (const [name, value] of Object.entries(ELEMENT)) {
      expect(TYPE[name as keyof typeof TYPE], name).toBe(value);
    }
  });
});

describe("intl number and date helpers", () => {
  const ours = createIntl("nl", {});
  const theirs = reference("nl", {});
  it("match react-intl's formatNumber, formatDate, formatTime and formatList", () => {
    const date = DATES[0]!;
    for (const options of [
      {},
      { dateStyle: "long", timeZone: "Europe/Amsterdam" },
      { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" },
    ] as Intl.DateTimeFormatOptions[]) {
      expect(ours.formatDate(date, options)).toBe(theirs.formatDate(date, options));
      expect(ours.formatDate(date.toISOString(), options)).toBe(
        theirs.formatDate(date.toISOString(), options),
      );
      expect(ours.formatTime(date, options)).toBe(theirs.formatTime(date, options));
    }
    for (const value of [0, 1.25, 12.345, 1234567]) {
      expect(ours.formatNumber(value, { maximumFractionDigits: 1 })).toBe(
        theirs.formatNumber(value, { maximumFractionDigits: 1 }),
      );
    }
    expect(ours.formatList(["a", "b", "c"])).toBe(theirs.formatList(["a", "b", "c"]));
    expect(ours.formatPlural(1)).toBe(theirs.formatPlural(1));
  });
});
