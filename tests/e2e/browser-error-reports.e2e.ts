import { mkdirSync } from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startAppServer } from "../setup/app-server";
import { type Browser, openBrowser, screenshotDir } from "./browser";
import { hydrated } from "./landing-listings";

// A failure in the browser is reported to the server and logged there with the request id
// (decision 060). Its own app server, so the test can read that server's log.

let app: Awaited<ReturnType<typeof startAppServer>>;
let browser: Browser | undefined;
beforeAll(async () => {
  mkdirSync(screenshotDir, { recursive: true });
  app = await startAppServer({ purpose: "e2e-error-reports" });
});
afterAll(async () => app?.stop());
afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function open(width: number, height = 800) {
  browser = await openBrowser({ width, height, baseUrl: app.baseUrl });
  return browser.page;
}

const logLines = () =>
  app
    .output()
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe("browser errors reach the server log", () => {
  it("reports a render failure caught by the root error boundary with its request id", async () => {
    const page = await open(390);
    // A render-time failure: reading the viewport width throws once the test says so.
    await page.addInitScript(() => {
      Object.defineProperty(window, "innerWidth", {
        get() {
          if ((window as { boom?: boolean }).boom) throw new Error("boom while rendering a card");
          return 390;
        },
      });
    });
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => {
      (window as { boom?: boolean }).boom = true;
      window.dispatchEvent(new Event("resize"));
    });
    await page.getByRole("heading", { name: "Oeps, er ging iets mis" }).waitFor();
    // The report reaches the server's log once the browser has sent it.
    let line: Record<string, unknown> | undefined;
    await expect
      .poll(
        () => {
          line = logLines().find((l) => l.code === "browser-side-render-failed");
          return line;
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBeTruthy();
    expect(line).toMatchObject({
      level: 50,
      source: "browser",
      client: { name: "Error", message: "boom while rendering a card", path: "/" },
    });
    expect(line?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(String((line?.client as { stack?: string } | undefined)?.stack)).toContain(
      "boom while rendering",
    );
  });
});
