import { mkdirSync } from "node:fs";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { fillSignUp, SIGNUP_PASSWORD } from "./accounts";
import { type Browser, linkFromMail, openBrowser, screenshotDir } from "./browser";

let browser: Browser;
afterEach(async () => browser?.close());
beforeAll(() => mkdirSync(screenshotDir, { recursive: true }));

const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
const PASSWORD = SIGNUP_PASSWORD;
const SANNE = { firstName: "Sanne", lastName: "de Vries" };

describe("accounts", () => {
  it("signs up, receives the verification mail over SMTP and verifies", async () => {
    browser = await openBrowser();
    const { page } = browser;
    const email = unique("signup");
    await page.goto("/signup");
    await page.screenshot({ path: `${screenshotDir}/signup-1280.png` });
    await fillSignUp(browser.page, email, SANNE);
    await page.waitForURL(/\/confirm$/);
    await expect.poll(() => page.textContent("main")).toContain(email);
    const link = await linkFromMail(email, `${new URL(page.url()).origin}/verify-email?t=`);
    await page.goto(link);
    await expect.poll(() => page.textContent("main"), { timeout: 10_000 }).toContain("Sanne");
    await page.goto("/account/contact-details");
    await expect.poll(() => page.locator("main").textContent()).toMatch(/bevestigd/i);
  });

  it("shows field errors and keeps what was typed", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page } = browser;
    await page.goto("/signup");
    await page.fill('input[name="email"]', "not-an-email");
    await page.fill('input[name="firstName"]', "Jan");
    await page.fill('input[name="password"]', "short");
    await page.click('main form button[type="submit"]');
    await expect
      .poll(() => page.textContent("main form"))
      .toContain("A valid email address is required");
    expect(await page.textContent("main form")).toContain(
      "The password should be at least 8 characters.",
    );
    expect(await page.inputValue('input[name="firstName"]')).toBe("Jan");
  });

  it("logs out and logs in again", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page, context } = browser;
    const email = unique("relogin");
    await page.goto("/signup");
    await fillSignUp(browser.page, email, SANNE);
    await page.waitForURL(/\/confirm$/);
    await page.evaluate(() => window.localStorage.setItem("left-over", "1"));
    await page.locator("summary[aria-label]").click();
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.evaluate(() => window.localStorage.getItem("left-over"))).toBeNull();
    expect((await context.cookies()).some((c) => c.name === "bt_session")).toBe(false);

    await page.goto("/login");
    await page.fill('input[name="email"]', email);
    await page.fill('input[name="password"]', "wrong-password");
    await page.click('main form button[type="submit"]');
    await expect
      .poll(() => page.textContent("main form"))
      .toContain(
        "The email and password you entered did not match our records. Please double-check and try again.",
      );
    await page.fill('input[name="password"]', PASSWORD);
    await page.click('main form button[type="submit"]');
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => page.locator("summary[aria-label]").count()).toBe(1);
  });

  it("shows the real login error after a double submit, not 'already in progress'", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page } = browser;
    await page.goto("/login");
    await page.waitForSelector("html[data-hydrated]");
    await page.fill('input[name="email"]', unique("nobody"));
    await page.fill('input[name="password"]', "wrong-password");
    // Two submits in one tick, as a double click or Enter + click sends them.
    await page.evaluate(() => {
      const form = document.querySelector<HTMLFormElement>("main form");
      form?.requestSubmit();
      form?.requestSubmit();
    });
    await expect.poll(() => page.textContent("main form")).toContain("did not match our records");
    expect(await page.textContent("main form")).not.toContain("already in progress");
  });

  it("refuses a password over 256 characters with a message instead of cutting it", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page } = browser;
    await page.goto("/signup");
    await page.waitForSelector("html[data-hydrated]");
    await page.fill('input[name="email"]', unique("long"));
    await page.fill('input[name="firstName"]', "Jan");
    await page.fill('input[name="lastName"]', "Jansen");
    await page.fill('input[name="password"]', "a".repeat(300));
    expect((await page.inputValue('input[name="password"]')).length).toBe(300);
    await page.click('main form button[type="submit"]');
    await expect
      .poll(() => page.textContent("main form"))
      .toContain("The password should be at most 256 characters.");
    expect(new URL(page.url()).pathname).toBe("/signup");
  });

  it("recovers and resets a forgotten password", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page } = browser;
    const email = unique("recover");
    await page.goto("/signup");
    await fillSignUp(browser.page, email, SANNE);
    await page.waitForURL(/\/confirm$/);
    await browser.context.clearCookies();

    await page.goto("/recover-password");
    await page.fill('input[name="email"]', unique("nobody"));
    await page.click('main form button[type="submit"]');
    await expect.poll(() => page.textContent("main form")).toContain("didn't find an account");
    await page.fill('input[name="email"]', email);
    await page.click('main form button[type="submit"]');
    await expect.poll(() => page.textContent("main")).toContain(email);

    const link = await linkFromMail(email, `${new URL(page.url()).origin}/reset-password?t=`);
    await page.goto(link);
    await page.fill('input[name="password"]', "EenNieuwWachtwoord9");
    await page.click('main form button[type="submit"]');
    await expect.poll(() => page.locator("main a[href='/login']").count()).toBeGreaterThan(0);

    await page.goto("/login");
    await page.fill('input[name="email"]', email);
    await page.fill('input[name="password"]', "EenNieuwWachtwoord9");
    await page.click('main form button[type="submit"]');
    await page.waitForURL((url) => url.pathname === "/");
  });

  it("sends a visitor of an auth page to signup and back there afterwards, keeping query and hash", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const { page } = browser;
    await page.goto("/profile-settings?tab=bio#about");
    await page.waitForURL(/\/signup\?from=/);
    expect(decodeURIComponent(page.url())).toContain("from=/profile-settings?tab=bio");
    expect(new URL(page.url()).hash).toBe("#about");
    await fillSignUp(browser.page, unique("return"), SANNE);
    await page.waitForURL(/\/profile-settings\?tab=bio#about$/);
    expect(await page.inputValue('input[name="firstName"]')).toBe("Sanne");
  });
});
