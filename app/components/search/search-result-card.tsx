import { type ReactNode, useEffect } from "react";
import type { ListingCardView } from "#modules/listings";
import { ListingCard } from "~/components/listing-card/listing-card";
import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import { useHoveredListingStore } from "./hovered-listing";
import layoutStyles from "./search-map-layout.module.css";

/** The listing card, with the distance after the place when the search had an origin. */
export function SearchResultCard({
  listing,
  priority,
  preloadImage,
  headingLevel = 2,
}: {
  listing: ListingCardView;
  priority: boolean;
  preloadImage: boolean;
  /** 3 under a section's own heading (the nearest matches). */
  headingLevel?: 2 | 3;
}) {
  const t = useT();
  const intl = useIntl();
  const { distanceKm, ...card } = listing;
  let place = card.place;
  if (typeof distanceKm === "number" && Number.isFinite(distanceKm)) {
    const distance = t("SearchPage.distance", {
      km: intl.formatNumber(distanceKm, { maximumFractionDigits: distanceKm < 10 ? 1 : 0 }),
    });
    place = place ? `${place} · ${distance}` : distance;
  }
  return (
    <MarkerHighlighter id={listing.id}>
      <ListingCard
        listing={{ ...card, place }}
        priority={priority}
        preloadImage={preloadImage}
        headingLevel={headingLevel}
      />
    </MarkerHighlighter>
  );
}

/**
 * Beside the map, hovering a card (or focusing its link) highlights its marker. Touch is left
 * out: a tap opens the listing, and a highlight would stay behind after it. The wrapper has
 * `display: contents`, so the card stays the grid item.
 */
function MarkerHighlighter({ id, children }: { id: string; children: ReactNode }) {
  const store = useHoveredListingStore();
  // A card that leaves (next page, new search) while hovered must not leave its marker lit.
  useEffect(() => () => store?.clear(id), [store, id]);
  if (!store) return children;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the card's link is the control; this only mirrors its hover and focus on the map
    <div
      className={layoutStyles.hoverTarget}
      onPointerEnter={(event) => {
        if (event.pointerType !== "touch") store.set(id);
      }}
      onPointerLeave={() => store.clear(id)}
      onFocus={() => store.set(id)}
      onBlur={() => store.clear(id)}
    >
      {children}
    </div>
  );
}
