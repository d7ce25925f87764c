import { beforeAll, describe, expect, it } from "vitest";
import { catalogueAsset, catalogueHref } from "~/i18n/catalogue-asset.server";
import { compileCatalogue } from "~/i18n/compile.server";
import { LOCALES } from "~/i18n/locales";
import { setMessages } from "~/i18n/messages";
import { messagesFor } from "~/i18n/messages.server";
import type { Route } from "./+types/catalogue";
import { loader } from "./catalogue";

const get = async (file: string) => {
  try {
    return loader({ params: { file } } as unknown as Route.LoaderArgs);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
};

beforeAll(() => {
  for (const locale of LOCALES) setMessages(locale, compileCatalogue(messagesFor(locale)));
});

describe("the catalogue file", () => {
  it("serves each language under its content hash, cached for a year", async () => {
    for (const locale of LOCALES) {
      const href = catalogueHref(locale);
      expect(href).toMatch(new RegExp(`^/i18n/${locale}\\.[0-9a-f]{12}\\.json$`));
      const response = await get(href.slice("/i18n/".length));
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("Content-Type")).toContain("application/json");
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body).length).toBe(Object.keys(messagesFor(locale)).length);
    }
    expect(catalogueHref("nl")).not.toBe(catalogueHref("en"));
  });

  it("answers an old hash or none with today's catalogue, revalidated", async () => {
    for (const file of ["nl.json", "nl.0123456789ab.json"]) {
      const response = await get(file);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-cache");
      expect(await response.text()).toBe(catalogueAsset("nl").json);
    }
  });

  it("knows nothing else", async () => {
    for (const file of ["fr.json", "nl.js", "../nl.json", "nl.ABC.json", "nl"]) {
      expect((await get(file)).status).toBe(404);
    }
  });
});
