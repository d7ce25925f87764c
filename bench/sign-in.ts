import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { generate } from "otplib";
import { type BrowserContext, chromium, type Page } from "playwright-core";
import { DEMO_ACCOUNTS, DEMO_OPERATOR_TOTP_SECRET } from "../db/seed/demo-data";
import { CHROMIUM_ARGS } from "../tests/e2e/chromium";

// Signing the benches' browser in as a demo account, through the real login form (and the
// operator's second factor), as a person would: the pages then measured are the ones that
// account loads. Conventions as tests/e2e/browser.ts and accounts.ts.

export type Cookie = Awaited<ReturnType<BrowserContext["cookies"]>>[number];

/** A fresh Chromium profile (nothing cached), closed and removed by `close`. */
export async function freshBrowser(chromePath: string, cookies: Cookie[] = []) {
  const profile = mkdtempSync(path.join(tmpdir(), "bench-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    args: [...CHROMIUM_ARGS],
    headless: true,
    locale: "nl-NL",
    viewport: { width: 1280, height: 900 },
  });
  if (cookies.length > 0) await context.addCookies(cookies);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export type DemoRole = "buyer" | "provider" | "operator";

function account(role: DemoRole) {
  const found = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!found) throw new Error(`no demo ${role}`);
  return found;
}

/**
 * Logs a demo account in through /login (the operator also through /second-factor with a
 * code from the published demo secret), runs `then` in that signed-in browser, and hands back
 * its cookies: a fresh browser given them is signed in too.
 */
export async function signIn(
  chromePath: string,
  baseUrl: string,
  role: DemoRole,
  then?: (page: Page) => Promise<void>,
): Promise<Cookie[]> {
  const { email, password } = account(role);
  const browser = await freshBrowser(chromePath);
  try {
    const { page } = browser;
    await page.goto(`${baseUrl}/login`);
    await page.waitForSelector("html[data-hydrated]");
    await page.fill('input[name="email"]', email);
    await page.fill('input[name="password"]', password);
    await page.click('main form button[type="submit"]');
    await page.waitForURL((url) => url.pathname !== "/login");
    if (new URL(page.url()).pathname === "/second-factor") {
      await page.waitForSelector("html[data-hydrated]");
      const code = await generate({
        secret: DEMO_OPERATOR_TOTP_SECRET,
        epoch: Math.floor(Date.now() / 1000),
      });
      await page.fill('input[name="code"]', code);
      await page.click('main form button[type="submit"]');
      await page.waitForURL((url) => url.pathname !== "/second-factor");
    }
    await page.waitForSelector('header a[href="/inbox"]', { state: "attached" });
    if (then) await then(page);
    return await browser.context.cookies();
  } finally {
    await browser.close();
  }
}

/**
 * The buyer puts one of a demo garden's listings in the cart from its listing page (the
 * first search result for eggs, which the demo grower sells), so /cart and /cart/checkout
 * have something to show.
 */
export async function addToCart(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/s?keywords=scharreleieren`);
  const href = await page.locator('main article a[href^="/l/"]').first().getAttribute("href");
  if (!href) throw new Error("no listing found for scharreleieren");
  await page.goto(`${baseUrl}${href}`);
  await page.waitForSelector("html[data-hydrated]");
  const panel = page.locator("aside");
  const delivery = panel.locator('select[name="deliveryMethod"]');
  const methods = await delivery
    .locator("option:not([disabled])")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  if (methods[0]) await delivery.selectOption(methods[0]);
  await panel.getByRole("button", { name: "In winkelwagen" }).click();
  await page.locator("dialog[open]").waitFor();
}

/** Where the first link on `listPath` matching `selector` goes (an order in the inbox, say). */
export async function firstLink(page: Page, baseUrl: string, listPath: string, selector: string) {
  await page.goto(`${baseUrl}${listPath}`);
  const href = await page.locator(`main ${selector}`).first().getAttribute("href");
  if (!href) throw new Error(`no ${selector} on ${listPath}`);
  return href;
}
