/** Spec §9: a static map image is at most 640 px wide. */
export const STATIC_MAP_MAX_WIDTH = 640;

/**
 * The URL of a static map image from the configured template, e.g.
 * `https://maps.example/static?center={lat},{lng}&zoom={zoom}&size={width}x{height}`.
 * Width and height are whole pixels, the width capped at 640 and the height
 * scaled with it; coordinates are rounded to 6 decimals (about 10 cm).
 */
export function staticMapUrl(
  template: string,
  options: { lat: number; lng: number; zoom: number; width: number; height: number },
): { url: string; width: number; height: number } {
  const requested = Math.max(1, Math.round(options.width));
  const width = Math.min(requested, STATIC_MAP_MAX_WIDTH);
  const height = Math.max(1, Math.round((options.height * width) / requested));
  const values: Record<string, string> = {
    lat: String(Number(options.lat.toFixed(6))),
    lng: String(Number(options.lng.toFixed(6))),
    zoom: String(Math.round(options.zoom)),
    width: String(width),
    height: String(height),
  };
  const url = template.replace(/\{(lat|lng|zoom|width|height)\}/g, (_, key: string) =>
    encodeURIComponent(values[key]!),
  );
  return { url, width, height };
}
