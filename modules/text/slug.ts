// Letters NFKD cannot split into base letter + accent, spelled out in ASCII.
const LETTER_REPLACEMENTS: Readonly<Record<string, string>> = {
  ß: "ss",
  æ: "ae",
  ø: "o",
  ĳ: "ij",
  œ: "oe",
  ł: "l",
  đ: "d",
  þ: "th",
};
const LETTERS_TO_REPLACE = new RegExp(`[${Object.keys(LETTER_REPLACEMENTS).join("")}]`, "g");

/**
 * URL-safe, ASCII-only slug: "Crème brûlée" → "creme-brulee". Scripts without
 * a Latin spelling (e.g. Cyrillic) drop out, and "no-slug" fills in when
 * nothing is left so a URL segment is never empty.
 */
export function createSlug(text: string): string {
  const slug = text
    // Lowercase after NFKD: compatibility forms like "ℌ" or "Ａ" only become ASCII there.
    .normalize("NFKD")
    .toLowerCase()
    .replace(LETTERS_TO_REPLACE, (letter) => LETTER_REPLACEMENTS[letter] ?? "")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug === "" ? "no-slug" : slug;
}
