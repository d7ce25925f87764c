import type { MetaDescriptor } from "react-router";

export const SITE_NAME = "Buurtoogst";
export const SHARE_IMAGES = [
  { path: "/static/share-1200x630.png", width: 1200, height: 630 },
  { path: "/static/share-600x314.png", width: 600, height: 314 },
] as const;

export type PageMetaInput = {
  title: string;
  description: string;
  /** Path of the canonical URL, without query unless the query defines the page. */
  path: string;
  appUrl: string;
  locale: string;
  type?: "website" | "profile" | "product";
  image?: { url: string; width: number; height: number };
  noIndex?: boolean;
};

/** Title, description, canonical link, Open Graph and Twitter tags for one page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const url = new URL(input.path, input.appUrl).toString();
  const title = input.title.includes(SITE_NAME) ? input.title : `${input.title} | ${SITE_NAME}`;
  const images = input.image
    ? [input.image]
    : SHARE_IMAGES.map((i) => ({
        url: new URL(i.path, input.appUrl).toString(),
        width: i.width,
        height: i.height,
      }));
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: input.locale === "en" ? "en_US" : "nl_NL" },
    ...images.flatMap((i) => [
      { property: "og:image", content: i.url },
      { property: "og:image:width", content: String(i.width) },
      { property: "og:image:height", content: String(i.height) },
    ]),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: images[images.length - 1]!.url },
  ];
  if (input.noIndex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** Organization and WebSite structured data, on every page. */
export function siteJsonLd(appUrl: string, locale: string) {
  return [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: SITE_NAME,
      url: appUrl,
      logo: new URL("/static/logo-512.png", appUrl).toString(),
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: SITE_NAME,
      url: appUrl,
      inLanguage: locale === "en" ? "en" : "nl",
      potentialAction: {
        "@type": "SearchAction",
        target: `${new URL("/s", appUrl).toString()}?keywords={search_term_string}`,
        "query-input": "required name=search_term_string",
      },
    },
  ];
}
