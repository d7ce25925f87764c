import { chromium } from "playwright-core";
import { mkdtempSync } from "node:fs";
const [,, base, ...pages] = process.argv;
const ctx = await chromium.launchPersistentContext(mkdtempSync("/tmp/shot-"), { executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync"] });
const page = ctx.pages()[0] ?? await ctx.newPage();
page.on("console", (m) => { if (m.type() === "error") console.log("console error:", m.text()); });
page.on("pageerror", (e) => console.log("page error:", e.message));
for (const spec of pages) {
  const [p, w, name] = spec.split("|");
  await page.setViewportSize({ width: Number(w), height: 900 });
  await page.goto(base + p, { waitUntil: "networkidle" });
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
}
await ctx.close();
