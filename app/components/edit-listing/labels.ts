import type { Brand, Size } from "#modules/listings";
import type { WizardTab } from "./wizard";

// Catalogue ids spelled out, so the catalogue check sees every one of them.
export const BRAND_LABELS: Record<Brand, string> = {
  ownGarden: "ListingOptions.brand.ownGarden",
  allotment: "ListingOptions.brand.allotment",
  organicCertified: "ListingOptions.brand.organicCertified",
  biodynamic: "ListingOptions.brand.biodynamic",
  smallGrower: "ListingOptions.brand.smallGrower",
  other: "ListingOptions.brand.other",
};

export const SIZE_LABELS: Record<Size, string> = {
  small: "ListingOptions.size.small",
  medium: "ListingOptions.size.medium",
  large: "ListingOptions.size.large",
  mixed: "ListingOptions.size.mixed",
};

/** Tab names; pricing is "pricing and stock" when stock is managed. */
export function tabLabelId(tab: WizardTab, stockManaged: boolean): string {
  switch (tab) {
    case "details":
      return "EditListingWizard.tabLabelDetails";
    case "pricing":
      return stockManaged
        ? "EditListingWizard.tabLabelPricingAndStock"
        : "EditListingWizard.tabLabelPricing";
    case "availability":
      return "EditListingWizard.tabLabelAvailability";
    case "delivery":
      return "EditListingWizard.tabLabelDelivery";
    case "photos":
      return "EditListingWizard.tabLabelPhotos";
  }
}
