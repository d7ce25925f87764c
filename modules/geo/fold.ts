/**
 * A place name reduced for matching: accents and case dropped, and every run of punctuation or
 * space made one space, so "'s-Hertogenbosch", "s hertogenbosch" and "S-HERTOGENBOSCH" agree.
 */
export function foldName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
