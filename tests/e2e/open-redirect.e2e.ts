import { afterEach, describe, expect, it } from "vitest";
import { type Browser, openBrowser } from "./browser";

/**
 * Return locations that once sent Chromium to another site (decision 039), or made the server
 * answer 500 (CR, LF, VT, FF, NUL). After login, and after a language change, the browser must
 * still be on our origin, on the home page.
 */
const CORPUS = [
  "/\t/evil.example/phish",
  "/\n/evil.example/",
  "/\r\n/evil.example/",
  "/\u000b/evil.example/",
  "/\u000c/evil.example/",
  "/\u0000/evil.example/",
  "/\\evil.example/",
  "\\/evil.example/",
  "/./\\evil.example/",
  "/.//evil.example/",
  "///evil.example/",
  "/\uff0f/evil.example/",
  "/\u2215/evil.example/",
  "http://evil.example/",
  "javascript:alert(document.domain)",
];

const PASSWORD = "Wachtwoord123!";
let browser: Browser;
afterEach(async () => browser?.close());

/** Every request Chromium makes to another site, redirect hops included. */
function watchOtherSites(b: Browser, origin: string): string[] {
  const visited: string[] = [];
  b.context.on("request", (request) => {
    if (new URL(request.url()).origin !== origin) visited.push(request.url());
  });
  return visited;
}

/** Follows a navigation wherever it goes. */
async function landing(b: Browser, go: () => Promise<unknown>): Promise<URL> {
  await go().catch(() => null);
  await b.page.waitForLoadState("load").catch(() => null);
  return new URL(b.page.url());
}

describe("return locations stay on this site", () => {
  it("after logging in with ?from=", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page } = browser;
    const origin = new URL(await page.goto("/").then(() => page.url())).origin;
    const elsewhere = watchOtherSites(browser, origin);
    const email = `redirect-${Date.now().toString(36)}@example.test`;
    const signup = await page.request.post("/api/current_user/create", {
      data: { email, firstName: "Sanne", lastName: "de Vries", password: PASSWORD },
      headers: { Origin: origin },
    });
    expect(signup.status()).toBe(201);

    // The login form posted with a bad return location (a few; each is a real login).
    for (const from of CORPUS.slice(0, 4)) {
      await page.context().clearCookies();
      await page.goto(`/login?from=${encodeURIComponent(from)}`);
      await page.waitForSelector("html[data-hydrated]");
      await page.fill('input[name="email"]', email);
      await page.fill('input[name="password"]', PASSWORD);
      const url = await landing(browser, () =>
        Promise.all([
          page.waitForURL((u) => u.pathname !== "/login"),
          page.click("main form button[type=submit]"),
        ]),
      );
      expect({ from, origin: url.origin, path: url.pathname, elsewhere }).toEqual({
        from,
        origin,
        path: "/",
        elsewhere: [],
      });
    }

    // Already logged in: /login sends the visitor on at once (a 302 from the loader).
    for (const from of CORPUS) {
      const url = await landing(browser, () =>
        page.goto(`/login?from=${encodeURIComponent(from)}`),
      );
      expect({ from, origin: url.origin, path: url.pathname, elsewhere }).toEqual({
        from,
        origin,
        path: "/",
        elsewhere: [],
      });
    }
  });

  it("after choosing a language with a forged redirectTo", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page } = browser;
    await page.goto("/about");
    const origin = new URL(page.url()).origin;
    const elsewhere = watchOtherSites(browser, origin);
    for (const redirectTo of CORPUS) {
      const url = await landing(browser, () =>
        page
          .evaluate((value) => {
            const form = document.createElement("form");
            form.method = "post";
            form.action = "/locale";
            for (const [name, v] of [
              ["locale", "en"],
              ["redirectTo", value],
            ]) {
              const input = document.createElement("input");
              input.type = "hidden";
              input.name = name!;
              input.value = v!;
              form.append(input);
            }
            document.body.append(form);
            form.submit();
          }, redirectTo)
          .then(() => page.waitForURL((u) => u.pathname !== "/about")),
      );
      expect({ redirectTo, origin: url.origin, path: url.pathname, elsewhere }).toEqual({
        redirectTo,
        origin,
        path: "/",
        elsewhere: [],
      });
      await page.goto("/about");
    }
  });
});
