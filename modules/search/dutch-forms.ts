/**
 * Inflected forms of a Dutch word a buyer may type either way round: plural and singular
 * (tomaat ↔ tomaten, boon ↔ bonen, kip ↔ kippen, roos ↔ rozen, appel ↔ appels, blad ↔ bladeren),
 * diminutive (tomaatje, boontjes) and the adjective's -e (paars ↔ paarse, rood ↔ rode).
 * Search matches these forms as whole words instead of Snowball stems, because stems collide:
 * the stemmer makes 'paarse' 'paar' and 'bijen' 'bij', and every "een paar kilo" matched
 * (decision 028). Generating a form that is not a word costs nothing: it matches no listing.
 * Pure and client-safe.
 */

const VOWELS = "aeiou";
const isVowel = (c: string | undefined) => c !== undefined && VOWELS.includes(c);

/** Irregular plurals; -eren ones the rules below cannot guess, and vowel changes (stad → steden). */
const IRREGULAR_PLURALS: Record<string, string[]> = {
  ei: ["eieren"],
  blad: ["bladeren", "bladen"],
  kalf: ["kalveren"],
  lam: ["lammeren"],
  kind: ["kinderen"],
  rund: ["runderen"],
  hoen: ["hoenderen"],
  stad: ["steden"],
  schip: ["schepen"],
  lid: ["leden"],
  dag: ["dagen"],
  weg: ["wegen"],
  pad: ["paden"],
  gat: ["gaten"],
  dak: ["daken"],
  bad: ["baden"],
  glas: ["glazen"],
  hof: ["hoven"],
  slot: ["sloten"],
  vat: ["vaten"],
};
const IRREGULAR_SINGULARS = new Map(
  Object.entries(IRREGULAR_PLURALS).flatMap(([s, ps]) => ps.map((p) => [p, s] as const)),
);

/**
 * Function words (PostgreSQL's Dutch stop list and a few more) never count as a form of
 * another word: 'bijen' must not find "bij het planten", 'peren' not "per stuk".
 */
export const DUTCH_FUNCTION_WORDS = new Set(
  (
    "de en van ik te dat die in een hij het niet zijn is was op aan met als voor had er maar om " +
    "hem dan zou of wat mijn men dit zo door over ze zich bij ook tot je mij uit der daar haar " +
    "naar heb hoe heeft hebben deze u want nog zal me zij nu ge geen omdat iets worden toch al " +
    "waren veel meer doen toen moet ben zonder kan hun dus alles onder ja eens hier wie werd " +
    "altijd doch wordt wezen kunnen ons zelf tegen na reeds wil kon niets uw iemand geweest " +
    "andere per paar weg mee elk elke alle ter ten"
  ).split(" "),
);

/** Syllables, roughly: groups of vowels (ij and y count as vowels here). */
function syllables(word: string): number {
  return word.match(/[aeiouy]+|ij/g)?.length ?? 0;
}

/**
 * The stem an ending is added to (-en, -e): the long vowel of a closed syllable is written
 * single in an open one (boon → bon-en, tomaat → tomat-en), a short vowel doubles the consonant
 * (kip → kipp-en), and s/f voice to z/v after a long vowel (roos → roz-en, druif → druiv-en).
 */
function openStems(word: string): string[] {
  const last = word.at(-1) ?? "";
  const body = word.slice(0, -1);
  if (isVowel(last)) return [word];
  const voiced = (stem: string) =>
    last === "s"
      ? [stem, `${stem.slice(0, -1)}z`]
      : last === "f"
        ? [stem, `${stem.slice(0, -1)}v`]
        : [stem];
  // Long vowel written double (aa, ee, oo, uu) before the last consonant: write it single.
  const v1 = body.at(-1);
  const v2 = body.at(-2);
  if (isVowel(v1) && v1 === v2 && v1 !== "i") return voiced(`${body.slice(0, -1)}${last}`);
  // Diphthongs and ie/oe/eu keep their spelling; only s/f may voice.
  if (isVowel(v1) && isVowel(v2)) return voiced(word);
  // A single short vowel: double the consonant (kip → kipp). In a longer word ending in an
  // unstressed -el/-er/-en/-em (appel, wortel) it does not, so both are offered.
  if (isVowel(v1) && !isVowel(v2) && !"wjy".includes(last)) {
    const doubled = `${word}${last}`;
    return syllables(word) > 1 && v1 === "e" ? [word, doubled] : [doubled];
  }
  return [word];
}

const LONG_VOWEL_END = /(aa|ee|oo|uu|ie|oe|eu|ei|ij|ui|ou|au)[lnrw]$/;
const SCHWA_END = /[^aeiou]e[lnr]$/;
const TAKES_S = /(e|el|em|er|en|je)$/;

/** The diminutive: tje after a vowel or a long vowel + l/n/r/w, pje after m, else je. */
function diminutiveOf(lemma: string): string {
  const last = lemma.at(-1) ?? "";
  if (
    isVowel(last) ||
    LONG_VOWEL_END.test(lemma) ||
    (SCHWA_END.test(lemma) && syllables(lemma) > 1)
  ) {
    return `${lemma}tje`;
  }
  if (last === "m") return `${lemma}pje`;
  // A short vowel before l/m/n/r doubles it: bol → bolletje.
  if ("lnr".includes(last) && isVowel(lemma.at(-2)) && !isVowel(lemma.at(-3))) {
    return `${lemma}${last}etje`;
  }
  return `${lemma}je`;
}

/** Plural, diminutive and -e forms of a singular (or adjective) `lemma`. */
function formsOf(lemma: string): string[] {
  const forms = [lemma, ...(IRREGULAR_PLURALS[lemma] ?? [])];
  // -s after an unstressed ending: appels, courgettes, tuinders, bintjes.
  if (TAKES_S.test(lemma)) forms.push(`${lemma}s`);
  // An irregular plural replaces the regular ones ('eien' would find aardbeien and snoeien).
  if (IRREGULAR_PLURALS[lemma]) forms.push(`${diminutiveOf(lemma)}`, `${diminutiveOf(lemma)}s`);
  else if (lemma.endsWith("e")) forms.push(`${lemma}n`);
  else if (!isVowel(lemma.at(-1))) {
    for (const stem of openStems(lemma)) forms.push(`${stem}en`, `${stem}e`);
  } else if (/(ei|ij|ui)$/.test(lemma)) forms.push(`${lemma}en`);
  const diminutive = diminutiveOf(lemma);
  forms.push(diminutive, `${diminutive}s`);
  return [...new Set(forms)];
}

/**
 * Singulars (or adjective stems) `word` may be an inflection of; none when it looks like a
 * singular. Over-generates on purpose: 'kersen' gives kers; a form no listing has matches nothing.
 */
function lemmasOf(word: string): string[] {
  const irregular = IRREGULAR_SINGULARS.get(word);
  if (irregular) return [irregular];
  const lemmas: string[] = [];
  // Diminutive, singular or plural: the ending the base calls for (see diminutiveOf).
  const dim = word.match(/^(.+?)(etje|tje|pje|je)s?$/);
  for (const [ending, base] of [
    ["tje", word.match(/^(.+)tjes?$/)?.[1]],
    ["pje", word.match(/^(.+m)pjes?$/)?.[1]],
    ["etje", word.match(/^(.+)([lnr])\2etjes?$/)?.[1]],
    ["je", word.match(/^(.+)jes?$/)?.[1]],
  ] as const) {
    if (!base || base.length < 2) continue;
    const lemma = ending === "etje" ? `${base}${word.match(/([lnr])\1etjes?$/)?.[1]}` : base;
    if (diminutiveOf(lemma) === `${lemma}${ending}` || ending === "etje") lemmas.push(lemma);
  }
  if (dim && lemmas.length > 0) return lemmas;
  // -s after an unstressed ending (appels → appel); not 'paars' → 'paar'.
  if (word.length > 3 && word.endsWith("s") && TAKES_S.test(word.slice(0, -1))) {
    lemmas.push(word.slice(0, -1));
  }
  // -en and -e after a consonant: undo the open syllable (bonen → boon, kippen → kip,
  // rozen → roos, rode → rood, aardbeien → aardbei). Not 'pompoen' → 'pompo'.
  for (const ending of ["en", "e"]) {
    const stem = word.slice(0, -ending.length);
    if (!word.endsWith(ending) || stem.length < 2) continue;
    if (isVowel(stem.at(-1)) && !(ending === "en" && /(ei|ui)$/.test(stem))) continue;
    if (ending === "e" && word.length < 4) continue;
    lemmas.push(...closedForms(stem));
  }
  return lemmas;
}

/** The written form of a stem in a closed syllable: undoes openStems. */
function closedForms(stem: string): string[] {
  const last = stem.at(-1) ?? "";
  const v1 = stem.at(-2);
  const v2 = stem.at(-3);
  const devoiced = (s: string) =>
    last === "z" ? [`${s.slice(0, -1)}s`] : last === "v" ? [`${s.slice(0, -1)}f`] : [s];
  if (isVowel(last)) return [stem];
  // Doubled consonant: kipp → kip.
  if (last === v1) return [stem.slice(0, -1)];
  // Single vowel in an open syllable was long: bon → boon, tomat → tomaat, roz → roos.
  if (isVowel(v1) && !isVowel(v2) && v1 !== "i" && !"wjy".includes(last)) {
    const long = `${stem.slice(0, -1)}${v1}${last}`;
    // …unless the ending was unstressed (wortel-en, appel-en): keep the short one too.
    const unstressed = syllables(stem) > 1 && v1 === "e";
    return unstressed ? [stem, ...devoiced(long)] : devoiced(long);
  }
  return devoiced(stem);
}

/**
 * Every form of `word` worth matching as a whole word: the word itself first, then forms of
 * each singular it may be. Forms of two letters or fewer and function words are left out,
 * unless they are the word itself or an irregular form (ei ↔ eieren).
 */
export function dutchForms(word: string): string[] {
  const forms = new Set<string>([word]);
  const lemmas = lemmasOf(word);
  // A word that looks inflected still has an -s plural of its own (deken → dekens).
  if (lemmas.length > 0 && TAKES_S.test(word)) forms.add(`${word}s`);
  for (const lemma of lemmas.length > 0 ? lemmas : [word]) {
    for (const form of formsOf(lemma)) {
      const irregular = IRREGULAR_PLURALS[form] !== undefined || IRREGULAR_SINGULARS.has(form);
      if (!irregular && (form.length < 3 || DUTCH_FUNCTION_WORDS.has(form))) continue;
      forms.add(form);
    }
  }
  return [...forms];
}
