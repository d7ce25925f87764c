import { createHash } from "node:crypto";
import type { Locale } from "./locales";
import { getMessages } from "./messages";

/** A language's parsed catalogue as the browser downloads it, named by its content. */
export type CatalogueAsset = { json: string; hash: string };

const assets = new Map<Locale, CatalogueAsset>();

/** Serialised once per language per process: the catalogue cannot change while it runs. */
export function catalogueAsset(locale: Locale): CatalogueAsset {
  let asset = assets.get(locale);
  if (!asset) {
    const json = JSON.stringify(getMessages(locale));
    const hash = createHash("sha256").update(json).digest("hex").slice(0, 12);
    asset = { json, hash };
    assets.set(locale, asset);
  }
  return asset;
}

/** The address pages link to: a new catalogue gets a new name, so browsers may keep it for good. */
export const catalogueHref = (locale: Locale) =>
  `/i18n/${locale}.${catalogueAsset(locale).hash}.json`;
