import { abbreviatedName } from "./current-user";

const collapse = (text: string) => text.trim().replace(/\s+/g, " ").toLocaleLowerCase("nl");

/**
 * The initials in an avatar beside a display name. A person showing their own
 * name keeps the spec's abbreviatedName (first letters of first and last name);
 * a garden or business name ("Tuinderij 't Kloosterhof") shows its own
 * initials ("TK"), so the avatar matches the name next to it. Words that do
 * not start with a letter or digit ("'t", "&") are skipped.
 */
export function avatarInitials(user: {
  displayName: string;
  firstName: string;
  lastName: string;
}): string {
  const ownName = collapse(`${user.firstName} ${user.lastName}`);
  const display = collapse(user.displayName);
  if (display === "" || display === ownName) return abbreviatedName(user.firstName, user.lastName);
  const words = user.displayName
    .trim()
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word));
  if (words.length === 0) return abbreviatedName(user.firstName, user.lastName);
  const first = Array.from(words[0]!)[0] ?? "";
  const last = words.length > 1 ? (Array.from(words[words.length - 1]!)[0] ?? "") : "";
  return `${first}${last}`.toLocaleUpperCase("nl");
}
