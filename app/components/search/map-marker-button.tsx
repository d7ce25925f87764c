import { useT } from "~/hooks/use-t";
import { useRootData } from "~/root-data";
import { useListingHighlighted } from "./hovered-listing";
import { type MarkerGroup, markerPrice } from "./map-markers";
import styles from "./search-map.module.css";

/** The DOM id of a group's marker, so the card can hand focus back to it. */
export function markerId(key: string): string {
  return `map-marker-${key.replace(/[^0-9a-z]/gi, "_")}`;
}

/**
 * A price label on the map ("€ 2,50", "Gratis"), or the number of listings when several share
 * the spot. A real button: reachable with Tab, named after what it stands for. With a custom
 * marker configured, the image stands on the spot and the label sits below it.
 */
export function MapMarkerButton({
  group,
  selected,
  cardId,
  onSelect,
}: {
  group: MarkerGroup;
  selected: boolean;
  cardId: string;
  onSelect: (key: string) => void;
}) {
  const t = useT();
  const custom = useRootData()?.config.map.customMarker ?? null;
  // Lit while the result card of one of its listings is hovered or focused in the list.
  const highlighted = useListingHighlighted(group.listings);
  const [first] = group.listings;
  if (!first) return null;
  const count = group.listings.length;
  let text: string;
  let label: string;
  if (count > 1) {
    text = String(count);
    label = t("SearchMap.groupLabel", {
      count,
      // Titles often hold commas themselves; a semicolon keeps them apart.
      titles: group.listings.map((l) => l.title).join("; "),
    });
  } else {
    const price = markerPrice(first);
    text = price ?? first.title;
    label = price ? t("SearchMap.markerLabel", { title: first.title, price }) : first.title;
  }
  const kind = custom ? styles.imageMarker : styles.marker;
  const several = count > 1 ? (custom ? styles.imageMarkerGroup : styles.markerGroup) : "";
  return (
    <button
      type="button"
      id={markerId(group.key)}
      className={`${kind} ${several}`}
      aria-label={label}
      aria-expanded={selected}
      aria-controls={selected ? cardId : undefined}
      data-highlighted={highlighted || undefined}
      // The host puts the image's bottom centre on the spot; this moves the configured anchor there.
      style={
        custom
          ? { left: custom.width / 2 - custom.anchorX, top: custom.height - custom.anchorY }
          : undefined
      }
      onClick={() => onSelect(group.key)}
    >
      {custom ? (
        <>
          {/* The button's name says it all; the image is decoration. */}
          <img
            src={custom.url}
            width={custom.width}
            height={custom.height}
            alt=""
            draggable={false}
          />
          <span className={styles.imageMarkerLabel}>{text}</span>
        </>
      ) : (
        text
      )}
    </button>
  );
}
