import { describe, expect, it } from "vitest";
import { pageMeta, siteJsonLd } from "./page-meta";

describe("pageMeta", () => {
  const tags = pageMeta({
    title: "Over ons",
    description: "Wie we zijn",
    path: "/about",
    appUrl: "https://buurtoogst.nl",
    locale: "nl",
  });
  const find = (key: string, value: string) =>
    tags.find((t) => (t as Record<string, string>)[key] === value) as Record<string, string>;

  it("sets title, description and canonical", () => {
    expect(tags[0]).toEqual({ title: "Over ons | Buurtoogst" });
    expect(find("name", "description").content).toBe("Wie we zijn");
    expect(find("rel", "canonical").href).toBe("https://buurtoogst.nl/about");
  });

  it("adds Open Graph and Twitter tags with both default share images", () => {
    expect(find("property", "og:url").content).toBe("https://buurtoogst.nl/about");
    const images = tags.filter((t) => (t as Record<string, string>).property === "og:image");
    expect(images.map((i) => (i as Record<string, string>).content)).toEqual([
      "https://buurtoogst.nl/static/share-1200x630.png",
      "https://buurtoogst.nl/static/share-600x314.png",
    ]);
    expect(find("name", "twitter:card").content).toBe("summary_large_image");
  });
});

describe("siteJsonLd", () => {
  it("describes the organisation and the website with a search action", () => {
    const [org, site] = siteJsonLd("https://buurtoogst.nl", "nl");
    expect(org?.["@type"]).toBe("Organization");
    expect(site?.["@type"]).toBe("WebSite");
    expect(JSON.stringify(site)).toContain("https://buurtoogst.nl/s?keywords=");
  });
});
