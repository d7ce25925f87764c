import { createHash, randomBytes } from "node:crypto";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { createSlug } from "#modules/text";
import { sessions } from "../../db/schema";
import { createListing } from "../factories";
import { purchasedOrder } from "../setup/orders";
import { acceptCookies, loginAs, newUser } from "./accounts";
import { type Browser, openBrowser, screenshotDir } from "./browser";
import { journeySetup } from "./journey";
import { addFromPanel, cartLabel } from "./order-panel";

// Signed-in members get `/`, `/s` and listing pages from the shared page cache, the top bar
// filled in by the browser (decision 087).

const journey = journeySetup();
const WAIT = { timeout: 10_000 };
const base = () => inject("baseUrl");
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A session cookie for plain HTTP requests, made as the browser journeys' loginAs makes it. */
async function sessionOf(user: { id: string }): Promise<string> {
  let cookie = "";
  const jar = {
    addCookies: async (cookies: Array<{ name: string; value: string }>) => {
      cookie = `${cookies[0]!.name}=${cookies[0]!.value}`;
    },
  } as unknown as BrowserContext;
  await loginAs(jar, user);
  return cookie;
}

const get = async (path: string, cookie?: string) => {
  const response = await fetch(`${base()}${path}`, {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
  return { cache: response.headers.get("x-page-cache"), html: await response.text(), response };
};

/** One line in the member's cart, through the API as the order panel's fetch would. */
async function addToCartAs(cookie: string, listing: { id: string; authorId: string }) {
  const response = await fetch(`${base()}/api/current_user/update_profile`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: base(), "Content-Type": "application/json" },
    body: JSON.stringify({
      listingId: listing.id,
      authorId: listing.authorId,
      quantity: "1",
      action: "add",
      deliveryMethod: "pickup",
    }),
  });
  expect(response.status).toBe(200);
}

async function gardenListing(title: string) {
  const grower = await newUser({ firstName: "Gert", lastName: "Kweker", stripeConnected: true });
  const listing = await createListing(journey.db(), {
    authorId: grower.id,
    title,
    priceAmount: 300,
    currentStock: 5,
  });
  return { grower, listing, path: `/l/${listing.id}` };
}

/** The listing's page path as links name it. */
const listingPage = (listing: { id: string; title: string }) =>
  `/l/${createSlug(listing.title)}/${listing.id}`;

describe("shared pages for members over HTTP", () => {
  it("a second member gets the first one's render, with nobody's data in it", async () => {
    const first = await newUser({ firstName: "Annemieke", lastName: "Eerstelid" });
    const second = await newUser({ firstName: "Bartholomeus", lastName: "Tweedelid" });
    const { listing } = await gardenListing(`Pompoen ${tag()}`);
    const firstCookie = await sessionOf(first);
    await addToCartAs(firstCookie, listing);
    const path = `/s?keywords=${tag()}`;

    const rendered = await get(path, firstCookie);
    expect(rendered.cache).toBe("miss");
    const served = await get(path, await sessionOf(second));
    expect(served.cache).toBe("hit");
    expect(served.response.headers.get("cache-control")).toBe("private, no-store");
    for (const personal of [first.firstName, first.lastName, first.email, first.id]) {
      expect(rendered.html).not.toContain(personal);
      expect(served.html).not.toContain(personal);
    }
    expect(served.html).not.toContain(second.firstName);
    // The signed-in top bar, waiting to be filled in; no cart count in it.
    expect(served.html).toContain('href="/inbox"');
    expect(served.html).not.toContain('href="/signup"');
    expect(served.html).toContain("Winkelwagen, leeg");
    expect(served.html).toContain('http-equiv="refresh"');
    // A visitor keeps the visitors' page.
    const visitor = await get(path);
    expect(visitor.html).toContain('href="/signup"');
    expect(visitor.html).not.toContain('http-equiv="refresh"');
  });

  it("renders fresh for the listing's grower, operators, login-as, after login, without JavaScript and .data", async () => {
    const member = await sessionOf(await newUser());
    const { grower, listing } = await gardenListing(`Knolselderij ${tag()}`);
    const page = listingPage(listing);
    expect((await get(page, member)).cache).toBe("miss");
    expect((await get(page, member)).cache).toBe("hit");

    const own = await get(page, await sessionOf(grower));
    expect(own.cache).toBeNull();
    expect(own.html).toContain(`/l/${page.split("/")[2]}/${listing.id}/edit/details`);

    const operator = await sessionOf(await newUser({ isOperator: true }));
    expect((await get("/s", operator)).cache).toBeNull();

    // A login-as session: the operator's read-only look at a member's pages (decision 085).
    const token = randomBytes(32).toString("base64url");
    const viewed = await newUser();
    await journey
      .db()
      .insert(sessions)
      .values({
        id: createHash("sha256").update(token).digest("hex"),
        userId: viewed.id,
        expiresAt: new Date(Date.now() + 3600_000),
        limitedBy: (await newUser({ isOperator: true })).id,
      });
    expect((await get("/s", `bt_session=${token}`)).cache).toBeNull();

    expect((await get(page, `${member}; bt_after_login=${page}`)).cache).toBeNull();
    expect((await get("/s", `${member}; bt_noscript=1`)).cache).toBeNull();
    expect((await get(`${page}?contact=open`, member)).cache).toBeNull();
    const data = await get("/s.data", member);
    expect(data.cache).toBeNull();
  });

  it("a grower's change to a listing reaches members' pages at once", async () => {
    const member = await sessionOf(await newUser());
    const { grower, listing } = await gardenListing(`Spruitjes ${tag()}`);
    const page = listingPage(listing);
    await get(page, member);
    expect((await get(page, member)).cache).toBe("hit");
    const closed = await fetch(`${base()}/api/own_listings/close`, {
      method: "POST",
      headers: {
        Cookie: await sessionOf(grower),
        Origin: base(),
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ id: listing.id }),
    });
    expect(closed.status).toBe(200);
    const after = await get(page, member);
    expect(after.cache).toBe("miss");
    expect(after.html).toContain("Deze advertentie is gesloten");
  });

  it("past its TTL a page is served stale while one request renders it again", async () => {
    const member = await sessionOf(await newUser());
    const path = `/s?keywords=${tag()}`;
    expect((await get(path, member)).cache).toBe("miss");
    // The app's TTL is 5 s: the page turns stale, then a fresh copy replaces it.
    await expect
      .poll(async () => (await get(path, member)).cache, { timeout: 15_000, interval: 250 })
      .toBe("stale");
    await expect.poll(async () => (await get(path, member)).cache, WAIT).toBe("hit");
  });

  it("sends a browser without JavaScript for a cookie, and back to the page it came from", async () => {
    const away = await get(`/no-script?next=${encodeURIComponent("/s?keywords=prei")}`);
    expect(away.response.status).toBe(303);
    expect(away.response.headers.get("location")).toBe("/s?keywords=prei");
    expect(away.response.headers.get("set-cookie")).toMatch(/^bt_noscript=1; Path=\/; HttpOnly/);
    const elsewhere = await get(`/no-script?next=${encodeURIComponent("//evil.example/x")}`);
    expect(elsewhere.response.headers.get("location")).toBe("/");
  });
});

type Box = { x: number; y: number; width: number; height: number };

/** Where the top bar's parts sit, at this width's bar. */
async function topBarBoxes(page: Page, width: number): Promise<Box[]> {
  const selectors =
    width < 1024
      ? [
          'a[href*="mobilemenu=open"]',
          'a[href="/"]',
          'a[href*="mobilesearch=open"]',
          'a[href="/cart"]',
        ]
      : [
          'a[href="/"]',
          "form",
          'a[href="/l/new"]',
          'a[href="/inbox"]',
          'a[href="/cart"]',
          "details summary",
        ];
  // The phone bar comes first in the header, the wide one second.
  const bar = page.locator("header > div").nth(width < 1024 ? 0 : 1);
  return Promise.all(selectors.map(async (s) => (await bar.locator(s).first().boundingBox())!));
}

describe.each([390, 1280])("a member's shared pages in the browser at %i px", (width) => {
  it("fills in name, cart count and inbox dot without moving the bar; add to cart counts at once", async () => {
    const firstName = `Mirte${width}`;
    // A grower with a sale waiting: the inbox dot.
    const provider = await newUser({ firstName, lastName: "Lid", stripeConnected: true });
    await purchasedOrder(journey.db(), journey.services(), { provider });
    const { listing } = await gardenListing(`Andijvie ${tag()}`);
    const listingPath = listingPage(listing);

    const browser: Browser = await openBrowser({ width, height: width < 768 ? 844 : 900 });
    try {
      const { page, context } = browser;
      await acceptCookies(context);
      await loginAs(context, provider);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (m) => {
        if (/Content Security Policy/i.test(m.text())) errors.push(m.text());
      });
      // Hold the viewer back until the bar has been measured with its placeholders.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route("**/api/me/shell", async (route) => {
        await held;
        await route.continue();
      });

      for (const path of ["/", "/s"]) {
        const response = await page.goto(path);
        expect(["hit", "stale", "miss"]).toContain(response?.headers()["x-page-cache"]);
        expect(await response!.text()).not.toContain(firstName);
        await page.waitForSelector("html[data-hydrated]");
        const before = await topBarBoxes(page, width);
        if (path === "/") {
          await page.screenshot({ path: `${screenshotDir}/member-shell-pending-${width}.png` });
          release();
        }
        // Filled in: the inbox dot, then the name behind the avatar or in the menu.
        const dot =
          width < 1024
            ? page.locator('header a[href*="mobilemenu=open"] span')
            : page.locator('header a[href="/inbox"] [role="img"]');
        await expect.poll(() => dot.count(), WAIT).toBe(1);
        await expect.poll(() => page.locator("header [data-placeholder]").count(), WAIT).toBe(0);
        expect(await topBarBoxes(page, width)).toEqual(before);
        const shifts = await page.evaluate(
          () =>
            new Promise<number>((resolve) => {
              new PerformanceObserver((list) => {
                let total = 0;
                for (const entry of list.getEntries() as Array<
                  PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }
                >) {
                  const inBar = entry.sources?.some(
                    (s) => s.node && document.querySelector("header")?.contains(s.node),
                  );
                  if (inBar) total += entry.value;
                }
                resolve(total);
              }).observe({ type: "layout-shift", buffered: true });
              setTimeout(() => resolve(0), 500);
            }),
        );
        expect(shifts).toBeLessThan(0.001);
        if (width >= 1024) {
          await page.locator("header details summary").click();
          await expect
            .poll(() => page.locator("header details").textContent(), WAIT)
            .toContain(`Hoi ${firstName}`);
          await page.keyboard.press("Escape");
        } else {
          await page.locator('header a[href*="mobilemenu=open"]').click();
          await expect
            .poll(() => page.locator("dialog[open]").textContent(), WAIT)
            .toContain(`Hoi ${firstName}`);
          await page.screenshot({ path: `${screenshotDir}/member-shell-menu-${width}.png` });
          await page.keyboard.press("Escape");
          await expect.poll(() => page.locator("dialog[open]").count(), WAIT).toBe(0);
        }
        await page.screenshot({
          path: `${screenshotDir}/member-shell-filled${path === "/" ? "" : "-search"}-${width}.png`,
        });
      }
      expect(await cartLabel(page)).toBe("Winkelwagen, leeg");

      // Add to cart on a shared listing page: the count shows at once, and on the next shared page.
      await page.goto(width < 1024 ? `${listingPath}?orderOpen=true` : listingPath);
      await page.waitForSelector("html[data-hydrated]");
      const panel = page.locator(width < 1024 ? "dialog[open]" : "aside");
      await expect.poll(() => panel.count(), WAIT).toBe(1);
      await addFromPanel(panel, "In winkelwagen", null);
      await expect.poll(() => cartLabel(page), WAIT).toBe("Winkelwagen, 1 artikel");
      await page.goto("/");
      await expect.poll(() => cartLabel(page), WAIT).toBe("Winkelwagen, 1 artikel");
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

describe("a member's shared page without JavaScript", () => {
  it("comes back rendered for them, with the right cart count", async () => {
    const member = await newUser({ firstName: "Zonder", lastName: "Script" });
    const cookie = await sessionOf(member);
    const { listing } = await gardenListing(`Boerenkool ${tag()}`);
    await addToCartAs(cookie, listing);
    // A member's shared `/` in the cache, so the browser is served it.
    await get("/", await sessionOf(await newUser()));

    const browser = await openBrowser({ width: 390, height: 844, javaScriptEnabled: false });
    try {
      await acceptCookies(browser.context);
      await loginAs(browser.context, member);
      await browser.page.goto("/");
      await expect
        .poll(
          async () => (await browser.context.cookies()).some((c) => c.name === "bt_noscript"),
          WAIT,
        )
        .toBe(true);
      await expect.poll(() => cartLabel(browser.page), WAIT).toBe("Winkelwagen, 1 artikel");
      expect(new URL(browser.page.url()).pathname).toBe("/");
      await browser.page.screenshot({ path: `${screenshotDir}/member-shell-nojs-390.png` });

      // A whole-page post on the cart answers with the cart as the post left it, not as the
      // session read it before the post (decision 094).
      await browser.page.goto("/cart");
      const quantity = browser.page.locator('select[name="quantity"]');
      expect(await quantity.inputValue()).toBe("1");
      await quantity.selectOption("3");
      await browser.page.locator('form:has(select[name="quantity"]) button[type="submit"]').click();
      await expect.poll(() => quantity.inputValue(), WAIT).toBe("3");
      await browser.page.goto("/cart");
      expect(await quantity.inputValue()).toBe("3");

      // A page rendered whole is sent as it reads: no part of it is held back for a script to
      // reveal (the contact form of ?contact=open was).
      await browser.page.goto(`${listingPage(listing)}?contact=open`);
      await expect
        .poll(() => browser.page.locator("dialog[open] textarea").isVisible(), WAIT)
        .toBe(true);
      expect(await browser.page.locator("div[hidden][id^='S:']").count()).toBe(0);
    } finally {
      await browser.close();
    }
  });
});
