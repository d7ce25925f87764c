/**
 * Filtered searches by area on the landing page. Bounds are NE lat,lng then
 * SW lat,lng around each town centre, the format of the search page's bounds.
 */
export const LANDING_AREAS = [
  { name: "Utrecht", country: "NL", lat: 52.0907, lng: 5.1214, tone: "leaf" },
  { name: "Amsterdam", country: "NL", lat: 52.3676, lng: 4.9041, tone: "tomato" },
  { name: "Groningen", country: "NL", lat: 53.2194, lng: 6.5665, tone: "sun" },
  { name: "Gent", country: "BE", lat: 51.0543, lng: 3.7174, tone: "tomato" },
  { name: "Antwerpen", country: "BE", lat: 51.2194, lng: 4.4025, tone: "sun" },
  { name: "Leuven", country: "BE", lat: 50.8798, lng: 4.7005, tone: "leaf" },
] as const;

const HALF_SPAN = 0.12;

export function areaSearchPath(area: { name: string; lat: number; lng: number }): string {
  const r = (n: number) => n.toFixed(4);
  const bounds = [
    area.lat + HALF_SPAN,
    area.lng + HALF_SPAN,
    area.lat - HALF_SPAN,
    area.lng - HALF_SPAN,
  ].map(r);
  const params = new URLSearchParams({ address: area.name, bounds: bounds.join(",") });
  return `/s?${params.toString()}`;
}
