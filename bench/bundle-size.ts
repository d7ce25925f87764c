import { gzipSync } from "node:zlib";
import { ensureChromium } from "../scripts/ensure-chromium.mjs";
import { buildBoth, startBareServer, startBuurtoogst } from "./servers";
import { addToCart, type Cookie, type DemoRole, firstLink, freshBrowser, signIn } from "./sign-in";

// First-load JavaScript of every page a visitor or a signed-in user loads: every script a
// fresh browser (nothing cached) fetches to show the page and hydrate it, including chunks
// imported before hydration (the language catalogue) and inline scripts (the page's data),
// summed raw and gzipped. Scripts that start loading after hydration (the search page's map,
// a dialog opened later) are listed apart as "loaded after hydration". Signed-in pages are
// measured with the cookies of a demo account that logged in through the real login form.
// Exits 1 when any page is over the budget. `--only=cart,order` measures the pages whose
// name contains one of those words; `--verbose` lists each page's scripts; `--no-build` takes
// the build as it is (BUILD_DIR, or build/).
const BUDGET = 140 * 1024;
const chromePath = ensureChromium();

type Script = { url: string; raw: number; gzip: number };

async function measure(url: string, cookies: Cookie[]) {
  const browser = await freshBrowser(chromePath, cookies);
  const { page } = browser;
  try {
    const bodies = new Map<string, Buffer>();
    const pending: Promise<void>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      pending.push(
        response.body().then((body) => {
          bodies.set(response.url(), body);
        }),
      );
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await Promise.all(pending);
    // When each script was asked for, against the moment React hydrated (root's "hydrated"
    // mark; the bare page has none, so everything it loads counts).
    const timing = await page.evaluate(() => ({
      hydratedAt:
        performance.getEntriesByName("hydrated")[0]?.startTime ?? Number.POSITIVE_INFINITY,
      starts: performance
        .getEntriesByType("resource")
        .map((e) => [e.name, e.startTime] as [string, number]),
    }));
    const startOf = new Map(timing.starts);
    const scripts: Script[] = [];
    const later: Script[] = [];
    for (const [scriptUrl, body] of bodies) {
      const entry = { url: scriptUrl, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
      // A script still loading when the timings were read (the error reporter, asked for once
      // the page is idle) has no entry yet: it started after every first-load script had ended.
      const start = startOf.get(scriptUrl) ?? Number.POSITIVE_INFINITY;
      (start > timing.hydratedAt ? later : scripts).push(entry);
    }
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll("script:not([src])")]
        .filter((s) => !s.getAttribute("type") || s.getAttribute("type") === "module")
        .map((s) => s.textContent ?? ""),
    );
    for (const code of inline) {
      const body = Buffer.from(code);
      scripts.push({
        url: "(inline)",
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    }
    const sum = (list: Script[], k: "raw" | "gzip") => list.reduce((n, s) => n + s[k], 0);
    return {
      landedOn: new URL(page.url()).pathname,
      files: scripts.length,
      raw: sum(scripts, "raw"),
      gzip: sum(scripts, "gzip"),
      scripts,
      later,
      laterGzip: sum(later, "gzip"),
    };
  } finally {
    await browser.close();
  }
}

/** A page to measure: its name in the table, its path, and who loads it. */
type Target = { name: string; path: string; as: DemoRole | "visitor" };

/** Every page a user loads; the demo accounts' own orders, sales and listings for the ids. */
async function targets(baseUrl: string): Promise<{
  list: Target[];
  cookies: Record<Target["as"], Cookie[]>;
}> {
  const landing = await (await fetch(`${baseUrl}/`)).text();
  const listing = landing.match(/href="(\/l\/[a-z0-9-]+\/[0-9a-f-]{36})"/)?.[1];
  if (!listing) throw new Error("No listing link on the landing page");
  const listingHtml = await (await fetch(`${baseUrl}${listing}`)).text();
  const profile = listingHtml.match(/href="(\/u\/[0-9a-f-]{36})"/)?.[1];
  if (!profile) throw new Error("No profile link on the listing page");

  let order = "";
  const buyer = await signIn(chromePath, baseUrl, "buyer", async (page) => {
    order = await firstLink(page, baseUrl, "/inbox/orders", 'a[href^="/order/"]');
    await addToCart(page, baseUrl);
  });
  let sale = "";
  let edit = "";
  const provider = await signIn(chromePath, baseUrl, "provider", async (page) => {
    sale = await firstLink(page, baseUrl, "/inbox/sales", 'a[href^="/sale/"]');
    edit = await firstLink(page, baseUrl, "/listings", 'a[href$="/edit/details"]');
  });
  const operator = await signIn(chromePath, baseUrl, "operator");
  const details = (p: string) => `${p.replace(/\/details$/, "")}/details`;
  const editTab = (tab: string) => edit.replace(/\/details$/, `/${tab}`);
  const list: Target[] = [
    { name: "landing", path: "/", as: "visitor" },
    { name: "search", path: "/s", as: "visitor" },
    { name: "search tomaten", path: "/s?keywords=tomaten", as: "visitor" },
    { name: "listing", path: listing, as: "visitor" },
    { name: "profile", path: profile, as: "visitor" },
    { name: "about", path: "/about", as: "visitor" },
    { name: "login", path: "/login", as: "visitor" },
    { name: "signup", path: "/signup", as: "visitor" },
    { name: "listing signed in", path: listing, as: "buyer" },
    { name: "cart", path: "/cart", as: "buyer" },
    { name: "cart checkout", path: "/cart/checkout", as: "buyer" },
    { name: "inbox orders", path: "/inbox/orders", as: "buyer" },
    { name: "order page", path: details(order), as: "buyer" },
    { name: "account contact", path: "/account/contact-details", as: "buyer" },
    { name: "account password", path: "/account/change-password", as: "buyer" },
    { name: "account cards", path: "/account/payment-methods", as: "buyer" },
    { name: "account delete", path: "/account/delete", as: "buyer" },
    { name: "profile settings", path: "/profile-settings", as: "buyer" },
    { name: "inbox sales", path: "/inbox/sales", as: "provider" },
    { name: "sale page", path: details(sale), as: "provider" },
    { name: "manage listings", path: "/listings", as: "provider" },
    { name: "wizard new", path: "/l/new", as: "provider" },
    { name: "wizard edit details", path: edit, as: "provider" },
    { name: "wizard edit pricing", path: editTab("pricing"), as: "provider" },
    { name: "wizard edit delivery", path: editTab("delivery"), as: "provider" },
    { name: "wizard edit photos", path: editTab("photos"), as: "provider" },
    { name: "account payouts", path: "/account/payments", as: "provider" },
    { name: "operator overview", path: "/operator", as: "operator" },
    { name: "operator users", path: "/operator/users", as: "operator" },
    { name: "operator listings", path: "/operator/listings", as: "operator" },
    { name: "operator orders", path: "/operator/orders", as: "operator" },
    { name: "operator payouts", path: "/operator/payouts", as: "operator" },
    { name: "operator audit", path: "/operator/audit", as: "operator" },
  ];
  const only = process.argv
    .find((a) => a.startsWith("--only="))
    ?.slice("--only=".length)
    .split(",");
  return {
    list: only ? list.filter((t) => only.some((word) => t.name.includes(word))) : list,
    cookies: { visitor: [], buyer, provider, operator },
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const verbose = process.argv.includes("--verbose");

if (!process.argv.includes("--no-build")) buildBoth();
const app = await startBuurtoogst();
const bare = await startBareServer();
let over = 0;
let lost = 0;
try {
  const base = await measure(`${bare.baseUrl}/`, []);
  const { list, cookies } = await targets(app.baseUrl);
  console.log(`\nFirst-load JavaScript, gzip level 9; budget ${kb(BUDGET)} gzip per page`);
  const row = (cells: string[]) =>
    console.log(
      `  ${cells[0]?.padEnd(21)} ${cells[1]?.padEnd(42)} ${cells[2]?.padStart(7)} ${cells[3]?.padStart(9)} ${cells[4]?.padStart(9)}  ${cells[5]}`,
    );
  row(["page", "path (as)", "scripts", "gzip", "raw", "budget"]);
  row(["bare React Router", "/", String(base.files), kb(base.gzip), kb(base.raw), "(reference)"]);
  for (const target of list) {
    const ours = await measure(`${app.baseUrl}${target.path}`, cookies[target.as]);
    const within = ours.gzip <= BUDGET;
    // A signed-in page that sent the browser to log in measured the wrong page.
    const landedWrong =
      /^\/(login|signup|second-factor)$/.test(ours.landedOn) && target.as !== "visitor";
    if (!within) over++;
    if (landedWrong) lost++;
    row([
      target.name,
      `${target.path.slice(0, 28)} (${target.as})`,
      String(ours.files),
      kb(ours.gzip),
      kb(ours.raw),
      landedWrong
        ? `LANDED ON ${ours.landedOn}`
        : within
          ? `within, ${kb(BUDGET - ours.gzip)} to spare`
          : `OVER BUDGET by ${kb(ours.gzip - BUDGET)}`,
    ]);
    if (ours.later.length > 0) {
      console.log(
        `    loaded after hydration ${kb(ours.laterGzip)} gzip (${ours.later.length} scripts)`,
      );
    }
    if (verbose) {
      for (const s of ours.scripts.sort((a, b) => b.gzip - a.gzip))
        console.log(`    ${kb(s.gzip).padStart(9)}  ${s.url}`);
      for (const s of ours.later.sort((a, b) => b.gzip - a.gzip))
        console.log(`    ${kb(s.gzip).padStart(9)}  ${s.url}  (after hydration)`);
    }
  }
  console.log(
    over + lost === 0
      ? `all ${list.length} pages within budget`
      : `${over} of ${list.length} pages over budget${lost ? `, ${lost} not reached signed in` : ""}`,
  );
} finally {
  await bare.stop();
  await app.stop();
}
process.exit(over + lost > 0 ? 1 : 0);
