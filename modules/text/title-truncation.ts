type TruncationRule = { maxWidth: number; keep: number; minLength: number };

// From the design spec, narrowest viewport first: titles of at least minLength
// characters are cut to keep characters plus an ellipsis.
const RULES: readonly TruncationRule[] = [
  { maxWidth: 375, keep: 14, minLength: 18 },
  { maxWidth: 393, keep: 15, minLength: 19 },
  { maxWidth: 414, keep: 16, minLength: 20 },
  { maxWidth: 550, keep: 19, minLength: 23 },
];

const ELLIPSIS = "…";

/**
 * Shortens a listing title for narrow card layouts. Counts Unicode code points
 * so an emoji is never cut in half. Wider (or unknown, NaN) viewports get the
 * title unchanged.
 */
export function truncateTitleForViewport(title: string, viewportWidth: number): string {
  const rule = RULES.find(({ maxWidth }) => viewportWidth <= maxWidth);
  if (!rule) return title;
  const characters = Array.from(title);
  if (characters.length < rule.minLength) return title;
  return characters.slice(0, rule.keep).join("") + ELLIPSIS;
}
