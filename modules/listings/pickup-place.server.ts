import { placeInAddress } from "#modules/geo/server";

/**
 * The delivery fields as the wizard and the API receive them, with the pickup place's
 * coordinates settled before validation (spec §7's place lookup), so both save the same thing:
 * - coordinates chosen for another label (`placeLabel`, the suggestion the user picked) than the
 *   address now says are dropped: without JavaScript the hidden fields cannot follow an edit;
 * - a typed town the gazetteer knows gives the coordinates when no suggestion supplied them.
 * Anything it cannot settle is left for the schema to refuse ("address not recognised").
 */
export function withPickupCoordinates<V>(
  fields: Record<string, V | string>,
): Record<string, V | string> {
  const out = { ...fields };
  const address = typeof out.address === "string" ? out.address : "";
  if (typeof out.placeLabel === "string" && out.placeLabel.trim() !== address.trim()) {
    out.lat = "";
    out.lng = "";
  }
  if (out.pickupEnabled && address.trim() && (!out.lat || !out.lng)) {
    const place = placeInAddress(address);
    if (place) {
      out.lat = String(place.lat);
      out.lng = String(place.lng);
    }
  }
  return out;
}
