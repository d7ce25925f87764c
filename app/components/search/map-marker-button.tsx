import { useT } from "~/hooks/use-t";
import { type MarkerGroup, markerPrice } from "./map-markers";
import styles from "./search-map.module.css";

/** The DOM id of a group's marker, so the card can hand focus back to it. */
export function markerId(key: string): string {
  return `map-marker-${key.replace(/[^0-9a-z]/gi, "_")}`;
}

/**
 * A price label on the map ("€ 2,50", "Gratis"), or the number of listings when several share
 * the spot. A real button: reachable with Tab, named after what it stands for.
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
  return (
    <button
      type="button"
      id={markerId(group.key)}
      className={`${styles.marker} ${count > 1 ? styles.markerGroup : ""}`}
      aria-label={label}
      aria-expanded={selected}
      aria-controls={selected ? cardId : undefined}
      onClick={() => onSelect(group.key)}
    >
      {text}
    </button>
  );
}
