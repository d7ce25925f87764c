/**
 * Spec §9: a word in a listing title longer than `max` characters gets break
 * opportunities every `max` characters, so a 40-character word wraps instead of
 * overflowing a narrow screen. Returns the pieces to join with `<wbr>`; text
 * without long words comes back as one piece. Counts code points, so an emoji
 * is never split.
 */
export function breakLongWords(text: string, max = 16): string[] {
  const pieces: string[] = [];
  let current = "";
  for (const token of text.split(/(\s+)/)) {
    const characters = Array.from(token);
    if (characters.length <= max) {
      current += token;
      continue;
    }
    for (let i = 0; i < characters.length; i += max) {
      current += characters.slice(i, i + max).join("");
      if (i + max < characters.length) {
        pieces.push(current);
        current = "";
      }
    }
  }
  pieces.push(current);
  return pieces;
}
