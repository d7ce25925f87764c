import { INTEGER_COLUMN_MAX, type ListingView } from "#modules/listings";

/**
 * Cents as a person types euros, Dutch style: 350 → "3,50", 300 → "3", 0 → "0".
 * The schemas read "," and "." alike, so this round-trips.
 */
export function centsToInput(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isSafeInteger(amount) || amount < 0) {
    return "";
  }
  const whole = Math.floor(amount / 100);
  const cents = amount % 100;
  return cents === 0 ? String(whole) : `${whole},${String(cents).padStart(2, "0")}`;
}

/** The string values each wizard form starts from, read from a saved listing (or none). */
export type WizardFormValues = Record<string, string>;

export function listingFormValues(listing: ListingView | null): WizardFormValues {
  if (!listing) return {};
  const p = listing.publicData;
  return {
    title: listing.title,
    description: listing.description,
    category: listing.category ?? "",
    brand: listing.brand ?? "",
    size: listing.size ?? "",
    unit: typeof p.unit === "string" ? p.unit : "",
    availableUntil: listing.availableUntil ?? "",
    disclaimer: listing.disclaimer ?? "",
    price: centsToInput(listing.price?.amount),
    stock: listing.currentStock === null ? "" : String(listing.currentStock),
    oldStockTotal: listing.currentStock === null ? "" : String(listing.currentStock),
    minimumOrderFee: centsToInput(listing.minimumOrderFee),
    pickupEnabled: p.pickupEnabled ? "on" : "",
    shippingEnabled: p.shippingEnabled ? "on" : "",
    address: p.location?.address ?? "",
    building: p.location?.building ?? "",
    lat: listing.geolocation ? String(listing.geolocation.lat) : "",
    lng: listing.geolocation ? String(listing.geolocation.lng) : "",
    shippingPriceOneItem: centsToInput(p.shippingPriceInSubunitsOneItem),
    shippingPriceAdditionalItems: centsToInput(p.shippingPriceInSubunitsAdditionalItems),
  };
}

/**
 * The old stock total a form carried: "" is a known "no stock yet" (null);
 * a missing or garbled field is unknown (undefined), and then no stock
 * update is sent (spec §3: only with a known old total).
 */
export function parseOldStockTotal(raw: FormDataEntryValue | null): number | null | undefined {
  if (typeof raw !== "string") return undefined;
  if (raw.trim() === "") return null;
  if (!/^\d+$/.test(raw.trim())) return undefined;
  const total = Number(raw.trim());
  return total <= INTEGER_COLUMN_MAX ? total : undefined;
}
