/**
 * PostgreSQL text cannot hold U+0000 (nor jsonb a lone surrogate), and no person types it: a value that
 * carries one is refused at the door (page forms in app/forms/parse-form.ts,
 * the API in server/api/json-body.ts) with this message, before it can reach
 * the database and fail there.
 */
export const NUL_CHARACTER_MESSAGE = "Validators.invalidCharacter";

/**
 * A NUL, or half of a surrogate pair (`"\ud800"` in JSON): PostgreSQL's jsonb refuses the
 * latter, and it is no character anyone can type either. In a `u` regex a well-formed pair is
 * one code point, so `\p{Cs}` matches only a lone half.
 */
const hasNul = (text: string) => text.includes("\u0000") || /\p{Cs}/u.test(text);

type Step = { value: unknown; key?: string | number; parent?: Step };

function pathOf(step: Step): Array<string | number> {
  const path: Array<string | number> = [];
  for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The path of the first string (value or object key) that holds a NUL
 * character in a parsed body or query, or null when there is none. Walks with
 * its own stack and parent links, so a deeply nested JSON body can neither
 * overflow the call stack nor cost a copy of its path per level.
 */
export function findNulCharacter(value: unknown): Array<string | number> | null {
  const stack: Step[] = [{ value }];
  for (let step = stack.pop(); step !== undefined; step = stack.pop()) {
    const current = step.value;
    if (typeof current === "string") {
      if (hasNul(current)) return pathOf(step);
    } else if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index++)
        stack.push({ value: current[index], key: index, parent: step });
    } else if (typeof current === "object" && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (hasNul(key)) return [...pathOf(step), key];
        stack.push({ value: item, key, parent: step });
      }
    }
  }
  return null;
}
