import type { GeocoderCountry } from "./types";

/**
 * The town of a postal code, for publicData.postalPlace (spec: looked up after a profile update,
 * Dutch name preferred). "unavailable" means the source could not tell (no postal data, or the
 * service failed), which is not the same as a code it does not know.
 */
export type PostalPlaceResult =
  | { status: "found"; place: string }
  | { status: "unknown" }
  | { status: "unavailable" };

export interface PostalPlaceLookup {
  postalPlace(postalCode: string, country: GeocoderCountry): Promise<PostalPlaceResult>;
}

type PostalFields = { postalCode?: string; country?: string; postalPlace?: string };

/** Whether a profile update needs a lookup: a new code, or one whose place is still missing. */
export function needsPostalLookup(before: PostalFields, after: PostalFields): boolean {
  if (!after.postalCode) return false;
  return !samePostalCode(before, after) || !before.postalPlace;
}

/**
 * The postalPlace to save after a profile update: the place found; none for a removed or unknown
 * code; the old one when the source could not tell and the code did not change (a lookup that
 * fails must not wipe a place that was right).
 */
export function nextPostalPlace(
  before: PostalFields,
  after: PostalFields,
  result: PostalPlaceResult | null,
): string | undefined {
  if (!after.postalCode) return undefined;
  if (result?.status === "found") return result.place;
  if (result?.status === "unknown") return undefined;
  return samePostalCode(before, after) ? before.postalPlace : undefined;
}

function samePostalCode(a: PostalFields, b: PostalFields): boolean {
  const norm = (code?: string) => (code ?? "").replace(/\s+/g, "").toUpperCase();
  return norm(a.postalCode) === norm(b.postalCode) && a.country === b.country;
}
