import { type ReactNode, useEffect, useRef, useState } from "react";
import { approximationRadiusMeters } from "#modules/geo";
import { useT } from "~/hooks/use-t";
import { useRootData } from "~/root-data";
import { PinIcon } from "../ui/icons";
import styles from "./map.module.css";
import { listingMapEngine } from "./map-engine";
import type { MountedMap } from "./maplibre-map";
import { staticMapUrl } from "./static-map";

/** With a fuzzy location the map opens closer, so the circle (a few hundred metres) shows. */
const FUZZY_ZOOM = 13;

type Status = "waiting" | "loading" | "ready" | "failed";

/**
 * The listing's location (spec §2, §9): a static image when a static map URL
 * template is configured, else a MapLibre or Google map (by configuration)
 * that is downloaded only when this box scrolls into view. The place name is always written below it;
 * when the map cannot load, a short message takes its place. With fuzzy
 * locations on, a circle around a centre moved by up to the configured offset
 * (the same for every visit, seeded by the listing id) replaces the marker.
 */
export function ListingMap({
  lat,
  lng,
  place,
}: {
  /** The centre: the listing's public (approximate) point, or with fuzzy locations on, the moved centre. */
  lat: number;
  lng: number;
  place: string | null;
}) {
  const t = useT();
  const root = useRootData();
  const config = root?.config.map;
  const language = root?.locale ?? "nl";
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>("waiting");
  const template = config?.staticMapUrlTemplate;
  // Google without an API key shows the fallback (the server warns about it at start).
  const engine = config && !template ? listingMapEngine(config) : null;
  const interactive = engine !== null;
  const apiKey = config?.googleMapsApiKey ?? "";
  // With fuzzy locations on, the loader already sent the moved centre (listing-data.server.ts).
  const fuzzy = config?.fuzzy.enabled ? config.fuzzy : null;
  const zoom = fuzzy ? FUZZY_ZOOM : (config?.defaultZoom ?? 11);
  const styleUrl = config?.styleUrl ?? "";
  const circleColor = fuzzy?.circleColor ?? null;
  // The centre was moved from the public point, itself up to a half cell from the spot
  // (decision 025): both distances, so the spot stays inside the circle.
  const circleRadius = fuzzy ? fuzzy.offsetMeters + approximationRadiusMeters(lat) : 0;
  // As a string: root data is a new object after every revalidation, and the map must not
  // be rebuilt for that.
  const customMarkerJson = config?.customMarker ? JSON.stringify(config.customMarker) : null;
  const label = place ? t("ListingMap.markerLabel", { place }) : t("ListingPage.locationTitle");

  useEffect(() => {
    const element = box.current;
    const target = canvas.current;
    if (!engine || !element || !target) return;
    let cancelled = false;
    let mounted: MountedMap | null = null;
    const start = async () => {
      setStatus("loading");
      try {
        const onFailure = () => {
          if (!cancelled) setStatus("failed");
        };
        const { mountListingMap } = await import("./mount-listing-map");
        if (cancelled) return;
        const map = {
          ...{ engine, lat, lng, zoom, label, customMarkerJson, circleColor, circleRadius },
          ...{ apiKey, language, styleUrl },
        };
        mounted = await mountListingMap(target, map, onFailure, () => cancelled);
        if (!mounted) return;
        setStatus((s) => (s === "failed" ? s : "ready"));
      } catch {
        if (!cancelled) setStatus("failed");
      }
    };
    const observer =
      "IntersectionObserver" in window
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((e) => e.isIntersecting)) {
                observer?.disconnect();
                void start();
              }
            },
            { rootMargin: "200px" },
          )
        : null;
    if (observer) observer.observe(element);
    else void start();
    return () => {
      cancelled = true;
      observer?.disconnect();
      mounted?.remove();
    };
  }, [
    engine,
    apiKey,
    language,
    lat,
    lng,
    zoom,
    styleUrl,
    label,
    circleColor,
    circleRadius,
    customMarkerJson,
  ]);

  let content: ReactNode = null;
  if (template) {
    const image = staticMapUrl(template, { lat, lng, zoom, width: 640, height: 320 });
    content = (
      <img
        src={image.url}
        width={image.width}
        height={image.height}
        alt={label}
        loading="lazy"
        decoding="async"
        className={styles.staticImage}
      />
    );
  } else if (!interactive || status === "failed") {
    content = (
      <div className={styles.fallback}>
        <PinIcon width={28} height={28} />
        <p>{t("ListingMap.unavailable")}</p>
      </div>
    );
  }

  return (
    <figure className={styles.figure}>
      <div
        ref={box}
        className={styles.map}
        data-map-status={template ? "static" : interactive ? status : "failed"}
      >
        {interactive ? <div ref={canvas} className={styles.canvas} /> : null}
        {content}
        {interactive && (status === "waiting" || status === "loading") ? (
          <p className={styles.loading}>{t("ListingMap.loading")}</p>
        ) : null}
      </div>
      {place ? (
        <figcaption className={styles.caption}>
          <PinIcon width={16} height={16} />
          {place}
        </figcaption>
      ) : null}
    </figure>
  );
}
