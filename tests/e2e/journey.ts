import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, inject } from "vitest";
import { createDatabase, type Database } from "../../db/client";
import { parseEnv } from "../../server/env";
import { createServices, type Services } from "../../server/services";
import { type Browser, openBrowser } from "./browser";

/**
 * What the two-person journeys (inbox, reviews, dispute, enquiry) share: a database handle for
 * making orders, browsers with cookie consent given (so the banner covers nothing in the
 * screenshots) closed after each test, and the checks they make on every page. Who the browser
 * is signed in as comes from ./accounts (`loginAs`).
 */
export function journeySetup() {
  const state: { db: Database | null; services: Services | null } = { db: null, services: null };
  const browsers: Browser[] = [];
  beforeAll(() => {
    state.db = createDatabase(inject("databaseUrl"), 2);
  });
  afterAll(async () => {
    await state.db?.$client.end();
  });
  afterEach(async () => {
    while (browsers.length) await browsers.pop()!.close();
  });
  return {
    db: () => {
      if (!state.db) throw new Error("journeySetup: the database opens in beforeAll");
      return state.db;
    },
    /**
     * The app's services on the journeys' database, for making orders as checkout makes them;
     * their mails go out through the app server's outbox worker, over SMTP.
     */
    services: () => {
      if (!state.db) throw new Error("journeySetup: the database opens in beforeAll");
      state.services ??= createServices({
        db: state.db,
        env: parseEnv({ NODE_ENV: "test", APP_URL: inject("baseUrl") }, () => {}),
        mailer: {
          send: async () => {
            throw new Error("journeys' mails go through the app server's outbox");
          },
        },
      });
      return state.services;
    },
    /** A fresh browser at `width` (a phone's height below 768 px), consent given. */
    async open(width: number, height = width < 768 ? 844 : 900) {
      const browser = await openBrowser({ width, height });
      browsers.push(browser);
      await browser.context.addCookies([
        { name: "euCookiesAccepted", value: "1", url: inject("baseUrl") },
      ]);
      return browser.page;
    },
  };
}

/** How far the page scrolls sideways (0 when nothing sticks out). */
export const noSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** axe-core's WCAG 2.1 AA findings on the page as it is now (as tests/e2e/accessibility.e2e.ts). */
export async function axeViolations(page: Page) {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time
    const result = await (window as any).axe.run(document, {
      runOnly: ["wcag2a", "wcag2aa", "wcag21aa", "best-practice"],
    });
    return result.violations.map((v: { id: string; nodes: Array<{ target: string[] }> }) => ({
      id: v.id,
      targets: v.nodes.map((n) => n.target.join(" ")),
    }));
  });
}
