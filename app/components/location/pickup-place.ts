import { BOUNDS_DISTANCE_M, boundsAround } from "#modules/geo";
import { parseLatLng } from "#modules/search";
import type { SelectedPlace } from "./selected-place";

type PickupValues = { address?: string; lat?: string; lng?: string; placeLabel?: string };

/**
 * The pickup place the wizard's field starts with: the saved (or just submitted)
 * address when its coordinates are known and belong to it; otherwise the text alone.
 */
export function pickupPlaceFromValues(values: PickupValues): SelectedPlace | null {
  const label = values.address?.trim();
  if (!label || !values.lat || !values.lng) return null;
  // A submitted form whose address was edited after choosing: the coordinates are another place's.
  if (values.placeLabel !== undefined && values.placeLabel.trim() !== label) return null;
  const origin = parseLatLng(`${values.lat},${values.lng}`);
  if (!origin) return null;
  return { label, origin, bounds: boundsAround(origin, BOUNDS_DISTANCE_M.place) };
}
