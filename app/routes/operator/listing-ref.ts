import { isUuid } from "#modules/urls";

const UUID_IN_PATH =
  /\/l\/(?:[^/]+\/)?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/|$)/i;

/**
 * The listing id an operator typed: the id itself, or a listing URL
 * (`/l/{slug}/{id}`, `/l/{id}`, with or without host, query or a variant).
 * Null when neither.
 */
export function parseListingRef(input: string): string | null {
  const value = input.trim();
  if (isUuid(value)) return value.toLowerCase();
  let pathname: string;
  try {
    pathname = new URL(value, "http://placeholder.invalid").pathname;
  } catch {
    return null;
  }
  const match = pathname.match(UUID_IN_PATH);
  return match ? match[1]!.toLowerCase() : null;
}
