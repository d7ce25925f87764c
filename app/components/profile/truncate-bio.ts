export const BIO_TRUNCATE_LENGTH = 170;

const ELLIPSIS = "…";

/**
 * Spec §9: a bio longer than 170 characters shows its start with a "show more"
 * toggle. Cuts at the last space within the limit when one is near the end,
 * so words stay whole; counts code points so an emoji is never cut in half.
 */
export function truncateBio(
  bio: string,
  max = BIO_TRUNCATE_LENGTH,
): { text: string; truncated: boolean } {
  const characters = Array.from(bio.trim());
  if (characters.length <= max) return { text: bio.trim(), truncated: false };
  const head = characters.slice(0, max).join("");
  const lastSpace = head.search(/\s\S*$/);
  const cut =
    lastSpace > 0 && Array.from(head.slice(0, lastSpace)).length >= max * 0.7
      ? head.slice(0, lastSpace)
      : head;
  return { text: cut.replace(/[\s.,;:!?-]+$/u, "") + ELLIPSIS, truncated: true };
}
