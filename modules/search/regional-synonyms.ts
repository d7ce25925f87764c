import { dutchForms } from "./dutch-forms";

/**
 * Words Flemish and Dutch buyers and growers use for the same produce: a listing of "patatten"
 * is found by 'aardappelen' and the other way round. Singular, accent-folded; inflected forms
 * come from dutchForms. Pure and client-safe.
 */
const GROUPS: string[][] = [
  ["aardappel", "patat"],
  ["jam", "confituur"],
  ["kas", "serre"],
  ["ui", "ajuin"],
  ["kip", "kieken"],
  ["selderij", "selder"],
  ["witlof", "witloof"],
  ["sinaasappel", "appelsien"],
  ["grapefruit", "pompelmoes"],
  ["courgette", "zucchini"],
  ["aubergine", "eierplant"],
];

const BY_WORD = new Map(GROUPS.flatMap((group) => group.map((w) => [w, group] as const)));

/** Other words for `word` or for the singular it is a plural of (patatten → aardappel). */
export function synonymsOf(word: string): string[] {
  const group =
    BY_WORD.get(word) ?? GROUPS.find((g) => g.some((w) => dutchForms(w).includes(word)));
  return group ? group.filter((w) => w !== word && !dutchForms(w).includes(word)) : [];
}
