import type { BrowserContext, Page } from "playwright-core";

/**
 * The searches a page starts, counted in the page itself: React Router asks for a page's data
 * with a fetch of `<path>.data`, so every new search on /s is a fetch of /s.data. Counted where
 * it is called (not from the network events, which reach the test a little later), so a check
 * right after the page has handled an event sees a search that event started.
 */
export async function countSearches(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    const searches: string[] = [];
    (window as unknown as { __searches: string[] }).__searches = searches;
    const fetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname === "/s.data") searches.push(url.search);
      return fetch(input, init);
    };
  });
}

/** The searches started so far (their query strings), once the page has run its pending work. */
export async function searchesStarted(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      // A message to itself is a task after every task already queued (the event handlers and
      // the navigation's first steps), and is not held back by a test clock.
      new Promise<string[]>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () =>
          resolve([...(window as unknown as { __searches: string[] }).__searches]);
        channel.port2.postMessage(null);
      }),
  );
}
