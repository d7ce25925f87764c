import { type ReactNode, type RefObject, useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useLocation, useNavigate } from "react-router";
import { useT } from "~/hooks/use-t";
import { useRootData } from "~/root-data";
import { type SearchMapEngine, searchMapEngine } from "../map/map-engine";
import type { MapEdgesMove, MapFit, SearchMapHandle, SearchMapOptions } from "../map/map-types";
import type { GeoBounds, LatLng } from "../map/web-mercator";
import { MAX_ZOOM } from "../map/web-mercator";
import { supportsWebGL2 } from "../map/webgl-support";
import {
  boundsFromEdges,
  DEFAULT_BOUNDS,
  formatBoundsParam,
  pointsBounds,
  searchAfterMapMove,
} from "./map-bounds";
import { MapListingCard } from "./map-listing-card";
import { MapMarkerButton, markerId } from "./map-marker-button";
import { groupMarkers, type MapListing, type MarkerGroup } from "./map-markers";
import { MarkerPlane } from "./marker-plane";
import styles from "./search-map.module.css";
import { searchHref } from "./search-query";

/** Spec: searching as the map moves waits until the user has stopped for this long. */
export const MOVE_DEBOUNCE_MS = 400;
/** Room around the results when the map fits them: a label's height and width at the edges,
 * more at the top, where the search-as-I-move switch floats over the map. */
const RESULTS_PADDING = { top: 110, right: 56, bottom: 24, left: 56 };
const CARD_ID = "search-map-card";

type Engine = "none" | SearchMapEngine;
type MapStatus = "loading" | "ready" | "no-background";
type PendingMove = { bounds: GeoBounds; center: LatLng };
type FitTarget = { key: string; fit: MapFit };

/**
 * What the map should show: the URL's bounds when there are any, else the results (no closer
 * than the default zoom), else the Netherlands and Belgium. The key changes only when the
 * search does (not on another page of it), so paging never moves the map.
 */
function fitTarget(
  bounds: GeoBounds | null,
  listings: readonly MapListing[],
  search: string,
  defaultZoom: number,
): FitTarget {
  if (bounds) {
    return {
      key: `bounds:${formatBoundsParam(bounds)}`,
      fit: { bounds, padding: 0, maxZoom: MAX_ZOOM },
    };
  }
  const results = pointsBounds(listings);
  if (results) {
    const query = new URLSearchParams(search);
    query.delete("page");
    return {
      key: `results:${query}`,
      fit: { bounds: results, padding: RESULTS_PADDING, maxZoom: defaultZoom },
    };
  }
  return { key: "default", fit: { bounds: DEFAULT_BOUNDS, padding: 0, maxZoom: MAX_ZOOM } };
}

/**
 * The search map (spec §2 map variant): price markers for every result, a card per marker,
 * and a new search for the visible area when the user moves the map. The map (MapLibre, or
 * Google Maps when configured with a key) is downloaded only once the panel is visible; without
 * it (no WebGL 2, no key, a failed download, a refused key) the same markers sit on a plain
 * plane, and with MapLibre but without tiles on a plain background, with a notice either way.
 */
export function SearchMapPanel({
  listings,
  bounds,
  active,
  className,
  panelRef,
  children,
}: {
  listings: MapListing[];
  bounds: GeoBounds | null;
  /** Whether the panel is on screen; the map starts the first time it is. */
  active: boolean;
  className?: string;
  panelRef?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const root = useRootData();
  const config = root?.config.map;
  const provider = config?.provider ?? "maplibre";
  const googleMapsApiKey = config?.googleMapsApiKey;
  const language = root?.locale ?? "nl";
  const styleUrl = config?.styleUrl ?? "";
  const defaultZoom = config?.defaultZoom ?? 11;

  const groups = useMemo(() => groupMarkers(listings), [listings]);
  const groupsRef = useRef(groups);
  groupsRef.current = groups;
  const [engine, setEngine] = useState<Engine>("none");
  const [mapStatus, setMapStatus] = useState<MapStatus>("loading");
  const [selected, setSelected] = useState<string | null>(null);
  const [searchOnMove, setSearchOnMove] = useState(true);
  const searchOnMoveRef = useRef(searchOnMove);
  searchOnMoveRef.current = searchOnMove;
  const [pendingMove, setPendingMove] = useState<PendingMove | null>(null);
  const [hosts, setHosts] = useState<Map<string, HTMLElement>>(() => new Map());
  const canvas = useRef<HTMLDivElement>(null);
  const handle = useRef<SearchMapHandle | null>(null);
  const moveTimer = useRef<number | undefined>(undefined);
  const searchRef = useRef(location.search);
  searchRef.current = location.search;

  // Refit only when the search changes for a reason other than this map's own move: the
  // bounds the map just sent come back in the URL and must not snap the view.
  const lastSentBounds = useRef<string | null>(null);
  const target = fitTarget(bounds, listings, location.search, defaultZoom);
  const fitState = useRef({ ...target, version: 0 });
  if (target.key !== fitState.current.key) {
    const ownMove = bounds !== null && formatBoundsParam(bounds) === lastSentBounds.current;
    fitState.current = { ...target, version: fitState.current.version + (ownMove ? 0 : 1) };
    lastSentBounds.current = null;
  }
  const fitVersion = fitState.current.version;
  const appliedFit = useRef(0);

  const searchArea = (move: PendingMove) => {
    const query = searchAfterMapMove(
      new URLSearchParams(searchRef.current),
      move.bounds,
      move.center,
    );
    lastSentBounds.current = query.get("bounds");
    setPendingMove(null);
    void navigate(searchHref(query), { preventScrollReset: true });
  };
  const onMove = (move: MapEdgesMove) => {
    window.clearTimeout(moveTimer.current);
    if (!move.byUser) return;
    const next = { bounds: boundsFromEdges(move.edges), center: move.center };
    moveTimer.current = window.setTimeout(() => {
      if (searchOnMoveRef.current) searchArea(next);
      else setPendingMove(next);
    }, MOVE_DEBOUNCE_MS);
  };
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;
  useEffect(() => () => window.clearTimeout(moveTimer.current), []);

  useEffect(() => {
    if (!active || engine !== "none") return;
    setEngine(searchMapEngine({ provider, googleMapsApiKey }, supportsWebGL2));
  }, [active, engine, provider, googleMapsApiKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is created once per engine; later fits and markers go through the handle
  useEffect(() => {
    const container = canvas.current;
    if ((engine !== "maplibre" && engine !== "google") || !container) return;
    let cancelled = false;
    let mounted: SearchMapHandle | null = null;
    const fitVersionAtStart = fitState.current.version;
    const options: SearchMapOptions = {
      fit: fitState.current.fit,
      labels: {
        map: t("SearchMap.canvasLabel"),
        zoomIn: t("SearchMap.zoomIn"),
        zoomOut: t("SearchMap.zoomOut"),
      },
      markerClassName: styles.markerHost ?? "",
      onMove: (move) => onMoveRef.current(move),
      onBackgroundUnavailable: () => {
        if (cancelled) return;
        // MapLibre goes on with a plain background; a Google map whose key was refused shows
        // Google's error over everything, so the plane takes over.
        if (engine === "google") setEngine("plane");
        else setMapStatus("no-background");
      },
      onBackgroundClick: () => setSelected(null),
    };
    const mount = async (): Promise<SearchMapHandle | null> => {
      if (engine === "google") {
        const { mountGoogleSearchMap } = await import("../map/google-search-map");
        if (cancelled) return null;
        return mountGoogleSearchMap(container, {
          ...options,
          apiKey: googleMapsApiKey ?? "",
          language,
        });
      }
      const { mountSearchMap } = await import("../map/maplibre-search-map");
      return cancelled ? null : mountSearchMap(container, { ...options, styleUrl });
    };
    mount()
      .then((result) => {
        if (!result) return;
        if (cancelled) {
          result.remove();
          return;
        }
        mounted = result;
        handle.current = mounted;
        // The search may have changed while the map downloaded.
        if (fitState.current.version !== fitVersionAtStart) mounted.fit(fitState.current.fit);
        appliedFit.current = fitState.current.version;
        setMapStatus((s) => (s === "no-background" ? s : "ready"));
        setHosts(mounted.syncMarkers(groupsRef.current));
      })
      .catch((error: unknown) => {
        // The map did not download or could not start: the plane takes over.
        console.error(error);
        if (!cancelled) setEngine("plane");
      });
    return () => {
      cancelled = true;
      handle.current = null;
      mounted?.remove();
    };
  }, [engine]);

  useEffect(() => {
    if (handle.current) setHosts(handle.current.syncMarkers(groups));
  }, [groups]);

  useEffect(() => {
    if (!handle.current || appliedFit.current === fitVersion) return;
    appliedFit.current = fitVersion;
    handle.current.fit(fitState.current.fit);
  }, [fitVersion]);

  const selectedGroup = selected ? groups.find((g) => g.key === selected) : undefined;
  const closeCard = (refocus: boolean) => {
    const key = selected;
    setSelected(null);
    if (refocus && key) document.getElementById(markerId(key))?.focus();
  };
  const renderMarker = (group: MarkerGroup) => (
    <MapMarkerButton
      group={group}
      selected={group.key === selected}
      cardId={CARD_ID}
      onSelect={(key) => setSelected((current) => (current === key ? null : key))}
    />
  );

  const status = engine === "none" ? "waiting" : engine === "plane" ? "plane" : mapStatus;
  const onMap = engine === "maplibre" || engine === "google";
  return (
    <section
      ref={panelRef}
      className={`${styles.panel} ${className ?? ""}`}
      aria-label={t("SearchMap.regionLabel")}
      data-map-status={status}
      tabIndex={-1}
    >
      {onMap ? <div ref={canvas} className={styles.canvas} /> : null}
      {engine === "plane" ? (
        <MarkerPlane
          groups={groups}
          fit={fitState.current.fit}
          fitVersion={fitVersion}
          onMove={onMove}
          onBackgroundClick={() => setSelected(null)}
          renderMarker={renderMarker}
        />
      ) : null}
      {onMap
        ? groups.map((group) => {
            const host = hosts.get(group.key);
            return host ? createPortal(renderMarker(group), host, group.key) : null;
          })
        : null}
      <div className={styles.overlayTop}>
        <label className={styles.moveToggle}>
          <input
            type="checkbox"
            checked={searchOnMove}
            onChange={(e) => {
              setSearchOnMove(e.currentTarget.checked);
              if (e.currentTarget.checked && pendingMove) searchArea(pendingMove);
            }}
          />
          {t("SearchMap.searchOnMove")}
        </label>
        {pendingMove ? (
          <button
            type="button"
            className={styles.searchArea}
            onClick={() => searchArea(pendingMove)}
          >
            {t("SearchMap.searchThisArea")}
          </button>
        ) : null}
        {status === "plane" || status === "no-background" ? (
          <p className={styles.notice}>{t("SearchMap.unavailable")}</p>
        ) : null}
      </div>
      {status === "waiting" || status === "loading" ? (
        <p className={styles.loading}>{t("SearchMap.loading")}</p>
      ) : null}
      {selectedGroup ? (
        <MapListingCard id={CARD_ID} group={selectedGroup} onClose={closeCard} />
      ) : null}
      {children}
    </section>
  );
}
