import { describe, expect, it } from "vitest";
import en from "../i18n/en.json";
import nl from "../i18n/nl.json";
import { aboutEn } from "./about.en";
import { aboutNl } from "./about.nl";
import { faqEn } from "./faq.en";
import { faqNl } from "./faq.nl";
import { privacyEn } from "./privacy.en";
import { privacyNl } from "./privacy.nl";
import { termsEn } from "./terms.en";
import { termsNl } from "./terms.nl";

/**
 * Texts promise only what the product does (decision 031). Each
 * pattern is a feature that is not built yet; the change that builds it
 * removes its pattern here together with adding its texts. Payouts went with the payout
 * page (decision 078), Stripe with its adapter (decision 080), deleting your own account with
 * its page (decision 083).
 */
const NOT_BUILT: Array<[feature: string, pattern: RegExp]> = [
  [
    "writing reviews",
    /review achter|leave (a |the grower a )?review|elkaar (een )?(review|beoordeling)|rate each other|review (geven|plaatsen)|geef .{0,30}review/i,
  ],
  ["a report function", /meldfunctie|meldknop|report (function|button)/i],
];

/** Legal texts also set the rules for later features; they may not claim a tool that is missing. */
const LEGAL_NOT_BUILT = NOT_BUILT.filter(([feature]) => ["a report function"].includes(feature));

/**
 * Catalogue texts that say plainly that something is not there yet, shown
 * where a visitor would otherwise look for it (the order panel, the wizard's
 * payout step) or the spec's top-bar cart icon label.
 */
const SAYS_NOT_YET = new Set([
  "OperatorPage.affiliateIntro",
  "OrderPanel.addToCart",
  "OrderPanel.sellerNotConnected",
  "Topbar.cartLabel",
]);

/** Every string inside a content page, with where it is. */
function texts(value: unknown, where: string): Array<[string, string]> {
  if (typeof value === "string") return [[where, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${where}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => texts(v, `${where}.${k}`));
  return [];
}

function promises(
  entries: Array<[string, string]>,
  patterns: Array<[string, RegExp]>,
): Array<string> {
  return entries.flatMap(([where, text]) =>
    patterns
      .filter(([, pattern]) => pattern.test(text))
      .map(([feature]) => `${where} promises ${feature}: ${text.slice(0, 120)}`),
  );
}

describe("texts promise only what is built", () => {
  it("the about and FAQ pages", () => {
    const pages = { aboutNl, aboutEn, faqNl, faqEn };
    expect(promises(texts(pages, "content"), NOT_BUILT)).toEqual([]);
  });

  it("the message catalogues (landing page, forms, menus)", () => {
    const entries = [nl, en].flatMap((catalogue, i) =>
      Object.entries(catalogue)
        .filter(([key]) => !SAYS_NOT_YET.has(key))
        .map(([key, text]): [string, string] => [`${i === 0 ? "nl" : "en"}:${key}`, text]),
    );
    expect(promises(entries, NOT_BUILT)).toEqual([]);
  });

  it("the terms and privacy policy claim no missing tool", () => {
    const pages = { termsNl, termsEn, privacyNl, privacyEn };
    expect(promises(texts(pages, "content"), LEGAL_NOT_BUILT)).toEqual([]);
  });

  it("the patterns catch the texts a review of the pages found (decision 031)", () => {
    const found = (text: string) => NOT_BUILT.filter(([, p]) => p.test(text)).map(([f]) => f);
    expect(found("Meld het via de meldfunctie op het platform.")).toEqual(["a report function"]);
    expect(found("Laat de kweker een review achter.")).toEqual(["writing reviews"]);
  });
});
