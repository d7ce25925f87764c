import { useIntl } from "react-intl";
import { ListingCard } from "~/components/listing-card/listing-card";
import { useT } from "~/hooks/use-t";
import type { SearchResult } from "./search-types";

/** The listing card, with the distance after the place when the search had an origin. */
export function SearchResultCard({
  listing,
  priority,
}: {
  listing: SearchResult;
  priority: boolean;
}) {
  const t = useT();
  const intl = useIntl();
  const { distanceKm, ...card } = listing;
  if (distanceKm === null || !Number.isFinite(distanceKm)) {
    return <ListingCard listing={card} priority={priority} headingLevel={2} />;
  }
  const distance = t("SearchPage.distance", {
    km: intl.formatNumber(distanceKm, { maximumFractionDigits: distanceKm < 10 ? 1 : 0 }),
  });
  const place = card.place ? `${card.place} · ${distance}` : distance;
  return <ListingCard listing={{ ...card, place }} priority={priority} headingLevel={2} />;
}
