import type { Page } from "playwright-core";

/** Resolves once React has taken over the page (the root marks the document). */
export const hydrated = (page: Page) =>
  page.waitForSelector("html[data-hydrated]", { state: "attached" });

/** The first listing on the landing page with a title of at least `length` characters. */
export async function landingListing(page: Page, length = 0) {
  await page.goto("/");
  await hydrated(page);
  const cards = page.locator('section[aria-labelledby="new-title"] article a');
  const hrefs = await cards.evaluateAll((links) =>
    links.map((a) => ({
      href: a.getAttribute("href") ?? "",
      title:
        a.querySelector("h2, h3")?.getAttribute("title") ??
        a.querySelector("h2, h3")?.textContent ??
        "",
    })),
  );
  return hrefs.find((h) => Array.from(h.title).length >= length) ?? null;
}
