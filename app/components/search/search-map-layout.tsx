import {
  type KeyboardEvent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useRef,
  useState,
} from "react";
import { useFetcher } from "react-router";
import { useMediaQuery, WIDE_SCREEN_QUERY } from "~/hooks/use-media-query";
import { useT } from "~/hooks/use-t";
import type { loader as mapListingsLoader } from "../../routes/search/map-listings";
import type { GeoBounds } from "../map/web-mercator";
import { HoveredListingProvider } from "./hovered-listing";
import type { MapListing } from "./map-markers";
import mapStyles from "./search-map.module.css";
import styles from "./search-map-layout.module.css";

// The panel (markers, cards, the marker plane, MapLibre's loader) is code the list does not
// need: it loads after hydration, and on phones only when the map is opened.
const SearchMapPanel = lazy(() =>
  import("./search-map-panel").then((m) => ({ default: m.SearchMapPanel })),
);

const MapIcon = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2z" />
    <path d="M9 4v14M15 6v14" />
  </svg>
);

const ListIcon = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01" />
  </svg>
);

const NO_LISTINGS: MapListing[] = [];

/**
 * The map variant of /s: results on the left (the page scrolls them), the map on the right,
 * sticky under the top bar. On phones the results come first, with a button that opens the
 * map full screen and one on the map that goes back.
 *
 * The markers (`markersHref`, the search without paging) are fetched here, once the map is
 * shown: a phone that never opens the map never asks for them, and when they arrive only the
 * map re-renders, not the result list the route passed in.
 */
export function SearchMapLayout({
  list,
  markersHref,
  bounds,
}: {
  list: ReactNode;
  markersHref: string;
  bounds: GeoBounds | null;
}) {
  const t = useT();
  // Phones (below 768 px) see the list, with a button that opens the map full screen.
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (wide) setOpen(false);
  }, [wide]);
  useEffect(() => {
    if (open) panel.current?.focus({ preventScroll: true });
    else if (returnFocus.current) toggle.current?.focus({ preventScroll: true });
    returnFocus.current = false;
  }, [open]);

  const [panelWanted, setPanelWanted] = useState(false);
  useEffect(() => {
    if (wide || open) setPanelWanted(true);
  }, [wide, open]);
  const markers = useFetcher<typeof mapListingsLoader>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search is a new href
  useEffect(() => {
    if (panelWanted) markers.load(markersHref);
  }, [panelWanted, markersHref]);
  const listings = markers.data?.listings ?? NO_LISTINGS;
  const placeholder = (
    <section
      ref={panel}
      className={`${mapStyles.panel} ${styles.map}`}
      aria-label={t("SearchMap.regionLabel")}
      data-map-status="waiting"
      tabIndex={-1}
    />
  );

  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (open && event.key === "Escape") close();
  };

  return (
    // The result cards tell the markers which listing is hovered (search-result-card.tsx).
    <HoveredListingProvider>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape leaves the full-screen map */}
      <div className={`${styles.layout} ${open ? styles.open : ""}`} onKeyDown={onKeyDown}>
        <div className={styles.list} inert={open || undefined}>
          {list}
        </div>
        {panelWanted ? (
          <Suspense fallback={placeholder}>
            <SearchMapPanel
              listings={listings}
              bounds={bounds}
              active={wide === true || open}
              className={styles.map}
              panelRef={panel}
            >
              {open ? (
                <button type="button" className={styles.toggle} onClick={close}>
                  <ListIcon />
                  {t("SearchPage.listToggle")}
                </button>
              ) : null}
            </SearchMapPanel>
          </Suspense>
        ) : (
          placeholder
        )}
        {/* Without JavaScript there is no map to open, so the button comes with hydration. */}
        {wide === false && !open ? (
          <button
            ref={toggle}
            type="button"
            className={styles.toggle}
            onClick={() => setOpen(true)}
          >
            <MapIcon />
            {t("SearchPage.mapToggle")}
          </button>
        ) : null}
      </div>
    </HoveredListingProvider>
  );
}
