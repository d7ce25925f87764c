// How every browser we drive is started: the browser tests, the benches that sign in through a
// browser and Lighthouse. Apart from browser.ts so that scripts outside vitest can import it.

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Headless (the new mode: the old one left Chromium in 132), quiet, nothing fetched on its own. */
export const CHROMIUM_ARGS: readonly string[] = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
