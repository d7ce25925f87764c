import { catalogueAsset } from "~/i18n/catalogue-asset.server";
import { isLocale } from "~/i18n/locales";
import type { Route } from "./+types/catalogue";

const FILE = /^([a-z]{2})(?:\.([0-9a-f]{12}))?\.json$/;

/**
 * The page's message catalogue (decision 015). Under its content hash it never changes and is
 * cached for a year; any other name (an older hash after a deploy, or none) gets today's
 * catalogue, revalidated every time.
 */
export function loader({ params }: Route.LoaderArgs) {
  const match = FILE.exec(params.file);
  const locale = match?.[1];
  if (!match || !locale || !isLocale(locale)) {
    throw new Response("Not Found", { status: 404 });
  }
  const asset = catalogueAsset(locale);
  return new Response(asset.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": match[2] === asset.hash ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
