/** The parsed filters the page renders into its form controls. */
export type SearchFilters = {
  keywords: string;
  address: string;
  category: string;
  priceMin: number | null;
  priceMax: number | null;
  deliveryOption: "pickup" | "shipping" | "";
  /** ISO dates of the dates filter (availability-managed marketplaces only), "" when unset. */
  datesStart: string;
  datesEnd: string;
  /** "" means relevance (no sort param); otherwise one of SORT_OPTIONS. */
  sort: string;
  /** The distance filter's km, "" for the place's box alone (decision 069). */
  distance: string;
  /** Whether the search has a place (bounds or origin): the distance filter needs one. */
  hasPlace: boolean;
};
