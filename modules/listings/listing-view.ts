import type {
  AvailabilityPlan,
  ListingMetadata,
  ListingPublicData,
  ListingState,
} from "../../db/schema";

export type ListingImageView = {
  id: string;
  storageKey: string;
  width: number;
  height: number;
  variants: Record<string, { width: number; height: number; formats: string[] }>;
};

export type ListingAuthorView = {
  id: string;
  displayName: string;
  abbreviatedName: string;
  banned: boolean;
  deleted: boolean;
  stripeConnected: boolean;
  profileImageKey: string | null;
};

/** A listing as pages and the API see it (spec §3 Listing and own listing). */
export type ListingView = {
  id: string;
  title: string;
  description: string;
  state: ListingState;
  deleted: boolean;
  price: { amount: number; currency: string } | null;
  geolocation: { lat: number; lng: number } | null;
  category: string | null;
  brand: string | null;
  size: string | null;
  availableUntil: string | null;
  disclaimer: string | null;
  minimumOrderFee: number | null;
  currentStock: number | null;
  availabilityPlan: AvailabilityPlan | null;
  publicData: ListingPublicData;
  metadata: ListingMetadata;
  createdAt: string;
  author: ListingAuthorView;
  images: ListingImageView[];
};

/** Spec §2: banned and deleted providers are shown as such, without a profile link. */
export function authorDisplay(
  author: Pick<ListingAuthorView, "banned" | "deleted" | "displayName">,
) {
  if (author.deleted) return { kind: "deleted" as const };
  if (author.banned) return { kind: "banned" as const };
  return { kind: "active" as const, name: author.displayName };
}
