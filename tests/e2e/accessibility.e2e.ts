import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Browser, openBrowser } from "./browser";

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

type Violation = { id: string; impact: string; help: string; nodes: Array<{ target: string[] }> };

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser({ locale: "nl-NL" });
});
afterAll(async () => browser?.close());

async function violations(path: string, width: number): Promise<Violation[]> {
  const { page } = browser;
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated]");
  // Evaluated through the DevTools protocol: the page's CSP (rightly) blocks injected script tags.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected into the page at run time
    const result = await (window as any).axe.run(document, {
      runOnly: ["wcag2a", "wcag2aa", "wcag21aa", "best-practice"],
    });
    return result.violations.map((v: Violation) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
}

// Every public page of the shell, at phone and desktop width, checked with axe-core in Chromium.
const PAGES = [
  "/",
  "/about",
  "/faq",
  "/terms-of-service",
  "/privacy-policy",
  "/login",
  "/signup",
  "/recover-password",
  "/dit-bestaat-niet",
  "/s?keywords=tomaten",
  "/s?pub_category=fruit&sort=-price",
];

describe("accessibility (axe-core, WCAG 2.1 AA)", () => {
  for (const path of PAGES) {
    for (const width of [375, 1280]) {
      it(`${path} at ${width} px has no violations`, async () => {
        expect(await violations(path, width)).toEqual([]);
      });
    }
  }
});
