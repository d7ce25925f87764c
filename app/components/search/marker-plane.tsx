import {
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from "react";
import { useT } from "~/hooks/use-t";
import type { MapEdgesMove, MapFit } from "../map/map-types";
import { fitBounds, type MapView, panBy, toScreen, viewBounds, zoomBy } from "../map/web-mercator";
import type { MarkerGroup } from "./map-markers";
import styles from "./search-map.module.css";

type Size = { width: number; height: number };

/** Markers this far outside the box are still drawn, so they slide in while dragging. */
const EDGE_MARGIN_PX = 60;
const KEY_PAN_PX = 120;
/** The background grid: a cue that the plane moves, since it has no map to show. */
const GRID_PX = 64;

/**
 * The map without MapLibre (no WebGL 2, or MapLibre failed to load): the same marker buttons
 * on a plain plane, placed by Web Mercator within the current view. It pans by dragging or
 * with the arrow keys and zooms with buttons, the wheel or +/-, and reports moves like MapLibre.
 */
export function MarkerPlane({
  groups,
  fit,
  fitVersion,
  onMove,
  onBackgroundClick,
  renderMarker,
}: {
  groups: readonly MarkerGroup[];
  fit: MapFit;
  fitVersion: number;
  onMove: (move: MapEdgesMove) => void;
  onBackgroundClick: () => void;
  renderMarker: (group: MarkerGroup) => ReactNode;
}) {
  const t = useT();
  const surface = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  const [view, setView] = useState<MapView | null>(null);
  const viewRef = useRef<MapView | null>(null);
  viewRef.current = view;
  const sizeRef = useRef<Size | null>(null);
  sizeRef.current = size;
  const fitted = useRef(-1);
  const drag = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;

  useEffect(() => {
    const element = surface.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      if (width > 0 && height > 0) setSize({ width, height });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Fit once the size is known, and again whenever the page asks for another fit.
  useEffect(() => {
    if (!size || fitted.current === fitVersion) return;
    fitted.current = fitVersion;
    setView(fitBounds(fit.bounds, size.width, size.height, fit));
  }, [size, fit, fitVersion]);

  const report = (next: MapView) => {
    const box = sizeRef.current;
    if (!box) return;
    const b = viewBounds(next, box.width, box.height);
    onMoveRef.current({
      edges: { north: b.ne.lat, east: b.ne.lng, south: b.sw.lat, west: b.sw.lng },
      center: next.center,
      byUser: true,
    });
  };
  const moveTo = (next: MapView) => {
    setView(next);
    report(next);
  };
  const zoom = (delta: number) => {
    if (viewRef.current) moveTo(zoomBy(viewRef.current, delta));
  };

  // The wheel needs a non-passive listener to keep the page from scrolling under the map.
  // biome-ignore lint/correctness/useExhaustiveDependencies: zoom reads refs only
  useEffect(() => {
    const element = surface.current;
    if (!element) return;
    let last = 0;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      // One step per wheel gesture burst, so a trackpad does not fly through all levels.
      const now = Date.now();
      if (now - last < 250) return;
      last = now;
      zoom(event.deltaY < 0 ? 1 : -1);
    };
    element.addEventListener("wheel", onWheel, { passive: false });
    return () => element.removeEventListener("wheel", onWheel);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as Element).closest("button, a")) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) < 3) return;
    drag.current = { x: event.clientX, y: event.clientY, moved: true };
    setView((current) => (current ? panBy(current, dx, dy) : current));
  };
  const onPointerUp = () => {
    const state = drag.current;
    drag.current = null;
    if (!state) return;
    if (state.moved && viewRef.current) report(viewRef.current);
    else onBackgroundClick();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || !viewRef.current) return;
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [KEY_PAN_PX, 0],
      ArrowRight: [-KEY_PAN_PX, 0],
      ArrowUp: [0, KEY_PAN_PX],
      ArrowDown: [0, -KEY_PAN_PX],
    };
    const pan = pans[event.key];
    if (pan) moveTo(panBy(viewRef.current, pan[0], pan[1]));
    else if (event.key === "+" || event.key === "=") zoom(1);
    else if (event.key === "-") zoom(-1);
    else return;
    event.preventDefault();
  };

  let markers: ReactNode = null;
  let gridOffset = "0 0";
  if (view && size) {
    const origin = toScreen({ lat: 0, lng: 0 }, view, size.width, size.height);
    gridOffset = `${origin.x % GRID_PX}px ${origin.y % GRID_PX}px`;
    markers = groups.map((group) => {
      const p = toScreen(group, view, size.width, size.height);
      const visible =
        p.x > -EDGE_MARGIN_PX &&
        p.x < size.width + EDGE_MARGIN_PX &&
        p.y > -EDGE_MARGIN_PX &&
        p.y < size.height + EDGE_MARGIN_PX;
      if (!visible) return null;
      return (
        <div
          key={group.key}
          className={styles.markerHost}
          style={{ left: `${p.x}px`, top: `${p.y}px` }}
        >
          {renderMarker(group)}
        </div>
      );
    });
  }

  return (
    <div className={styles.plane}>
      {/* biome-ignore lint/a11y/useSemanticElements: a map surface, like MapLibre's canvas region */}
      <div
        ref={surface}
        className={styles.planeSurface}
        role="group"
        aria-label={t("SearchMap.canvasLabel")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the surface pans with the arrow keys
        tabIndex={0}
        style={{ backgroundPosition: gridOffset }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
        }}
        onKeyDown={onKeyDown}
      >
        {markers}
      </div>
      <div className={styles.planeControls}>
        <button
          type="button"
          className={styles.planeButton}
          aria-label={t("SearchMap.zoomIn")}
          onClick={() => zoom(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
        <button
          type="button"
          className={styles.planeButton}
          aria-label={t("SearchMap.zoomOut")}
          onClick={() => zoom(-1)}
        >
          <span aria-hidden="true">−</span>
        </button>
      </div>
    </div>
  );
}
