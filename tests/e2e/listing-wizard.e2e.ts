import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { acceptCookies, loginAs, newUser } from "./accounts";
import { type Browser, openBrowser, screenshotDir } from "./browser";

const PROVIDER = { email: "kweker@buurtoogst.nl", password: "Kweker2026!" };
const NIL = "00000000-0000-0000-0000-000000000000";
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

let browser: Browser | undefined;
let visitor: Browser | undefined;
let tempDir: string;
let photo: string;
let notAPhoto: string;

beforeAll(async () => {
  tempDir = mkdtempSync(path.join(tmpdir(), "buurtoogst-wizard-"));
  photo = path.join(tempDir, "tomatoes.jpg");
  // A real JPEG: red "tomatoes" on green leaves, big enough for every card variant.
  await sharp({
    create: { width: 1200, height: 900, channels: 3, background: { r: 64, g: 120, b: 60 } },
  })
    .composite([
      {
        input: Buffer.from(
          `<svg width="1200" height="900"><circle cx="420" cy="450" r="170" fill="#c8432a"/><circle cx="780" cy="430" r="150" fill="#d9542f"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toFile(photo);
  // Named like a photo, but no image inside: the server cannot read it.
  notAPhoto = path.join(tempDir, "oogst.jpg");
  writeFileSync(notAPhoto, "dit is geen foto");
});
afterAll(() => rmSync(tempDir, { recursive: true, force: true }));
afterEach(async () => {
  await browser?.close();
  await visitor?.close();
  browser = undefined;
  visitor = undefined;
});

// From the top: a full-page shot of a scrolled page draws the sticky top bar halfway down.
async function shot(b: Browser, name: string) {
  await b.page.evaluate(() => window.scrollTo(0, 0));
  await b.page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage: true });
}

const submit = (b: Browser) => b.page.click('main form button[type="submit"]');

/** A new verified grower (no payouts set up yet), signed in without the signup form. */
async function signedInGrower(b: Browser) {
  await loginAs(b.context, await newUser({ firstName: "Els", lastName: "Visser" }));
}

describe("listing wizard", () => {
  it("creates, publishes, edits and closes a listing", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const b = browser;
    const { page } = b;
    await acceptCookies(b.context);

    // Log in and open /l/new: the wizard starts at the nil UUID, type new, tab details.
    await page.goto(`/login?from=${encodeURIComponent("/l/new")}`);
    await page.waitForSelector("html[data-hydrated]");
    await page.fill('main input[name="email"]', PROVIDER.email);
    await page.fill('main input[name="password"]', PROVIDER.password);
    await submit(b);
    await page.waitForURL(new RegExp(`/l/draft/${NIL}/new/details$`));
    await page.waitForSelector("html[data-hydrated]");

    await page.setViewportSize({ width: 375, height: 800 });
    await shot(b, "listing-wizard-details-375");
    await page.setViewportSize({ width: 1280, height: 900 });

    // Validation: messages at the fields, and what was typed stays.
    const title = `Cherrytomaten ${Date.now().toString(36)}`;
    await page.fill('main input[name="title"]', title);
    await submit(b);
    await expect
      .poll(() => page.locator('main p[role="alert"][id$="-error"]').count())
      .toBeGreaterThanOrEqual(4);
    expect(await page.textContent("main")).toContain("You need to add a description.");
    expect(await page.inputValue('main input[name="title"]')).toBe(title);
    expect(page.url()).toContain(`/${NIL}/new/details`);
    await shot(b, "listing-wizard-details-errors-1280");

    await page.fill('main textarea[name="description"]', "Zoete cherrytomaten, vanmorgen geplukt.");
    await page.selectOption('main select[name="category"]', "groenten");
    await page.selectOption('main select[name="unit"]', "perKg");
    await page.selectOption('main select[name="brand"]', "ownGarden");
    await page.selectOption('main select[name="size"]', "small");
    await shot(b, "listing-wizard-details-1280");
    await submit(b);

    // The first save creates the draft: the URL moves to its id.
    await page.waitForURL(new RegExp(`/l/cherrytomaten-[a-z0-9]+/${UUID}/draft/pricing$`));
    const id = new RegExp(`/(${UUID})/`).exec(page.url())?.[1];
    expect(id).toBeTruthy();
    const slug = new URL(page.url()).pathname.split("/")[2]!;

    await page.fill('main input[name="price"]', "abc");
    await page.fill('main input[name="stock"]', "12");
    await submit(b);
    await expect.poll(() => page.textContent("main")).toContain("Enter the price as an amount");
    expect(await page.inputValue('main input[name="stock"]')).toBe("12");
    await page.fill('main input[name="price"]', "3,50");
    await shot(b, "listing-wizard-pricing-1280");
    // At 1280 px every step's label starts on its number's line, the long ones too.
    const steps = await page.locator("main nav ol > li").evaluateAll((items) =>
      items.map((li) => {
        const [marker, label] = [...li.querySelectorAll("span")].map((e) =>
          e.getBoundingClientRect(),
        );
        return marker && label ? label.top < marker.bottom : false;
      }),
    );
    expect(steps.length).toBeGreaterThan(3);
    expect(steps.every(Boolean)).toBe(true);
    await submit(b);

    await page.waitForURL(new RegExp(`/${id}/draft/delivery$`));
    await page.waitForSelector("html[data-hydrated]");
    await page.check('main input[name="pickupEnabled"]');
    await page.fill('main input[name="address"]', "Zwolle");
    await shot(b, "listing-wizard-delivery-1280");
    await submit(b);

    await page.waitForURL(new RegExp(`/${id}/draft/photos$`));
    await page.waitForSelector("html[data-hydrated]");
    await page.setInputFiles('main input[type="file"]', photo);
    await expect
      .poll(() => page.locator('input[type="hidden"][name="images"]').count(), { timeout: 20_000 })
      .toBe(1);
    await shot(b, "listing-wizard-photos-1280");
    await page.getByRole("button", { name: "Publish listing" }).click();

    // Published: the listing page.
    const listingPath = `/l/${slug}/${id}`;
    await page.waitForURL((url) => url.pathname === listingPath);
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    await expect.poll(() => page.textContent("main")).toContain(title);

    // Edit mode: per-tab save, a saved marker, and stock through compare-and-set.
    await page.goto(`/l/${slug}/${id}/edit/pricing`);
    await page.waitForSelector("html[data-hydrated]");
    expect(await page.inputValue('main input[name="price"]')).toBe("3,50");
    expect(await page.inputValue('main input[name="stock"]')).toBe("12");
    await page.fill('main input[name="stock"]', "9");
    await page.getByRole("button", { name: "Save changes" }).click();
    // Wait for the marker itself: another status region may already be on the page.
    await expect
      .poll(() => page.textContent("nav[aria-label='Listing steps']"), { timeout: 20_000 })
      .toContain("✓ saved");
    expect(page.url()).toContain("/edit/pricing");
    await shot(b, "listing-wizard-edit-pricing-saved-1280");
    // The form now carries 9 as the old total: a second change compares against it.
    await page.fill('main input[name="stock"]', "8");
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.status() === 200),
      page.getByRole("button", { name: "Save changes" }).click(),
    ]);
    await page.waitForFunction(() => !document.querySelector('main button[aria-busy="true"]'));
    await page.reload();
    expect(await page.inputValue('main input[name="stock"]')).toBe("8");

    await page.goto(`/l/${slug}/${id}/edit/delivery`);
    expect(await page.inputValue('main input[name="address"]')).toBe("Zwolle");
    await page.goto(`/l/${slug}/${id}/edit/photos`);
    await shot(b, "listing-wizard-edit-photos-1280");

    // Manage listings: find it and close it.
    await page.goto("/listings");
    await page.waitForSelector("html[data-hydrated]");
    const card = page.locator("article", { hasText: title });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain("Published");
    await shot(b, "manage-listings-1280");
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(b, "manage-listings-375");
    await page.setViewportSize({ width: 1280, height: 900 });
    await card.getByRole("button", { name: "Close" }).click();
    await expect.poll(() => card.textContent()).toContain("Closed");
    await expect.poll(() => card.getByRole("button", { name: "Open again" }).count()).toBe(1);

    // A visitor still reaches the (closed) listing's page.
    visitor = await openBrowser({ locale: "en-US" });
    const response = await visitor.page.goto(listingPath);
    expect(response?.status()).toBe(200);
  });

  it("explains the payout blocker and publishes once the listing is Gratis", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const b = browser;
    const { page } = b;
    await acceptCookies(b.context);
    await signedInGrower(b);

    await page.goto("/l/new");
    await page.waitForSelector("html[data-hydrated]");
    const title = `Pompoenen ${Date.now().toString(36)}`;
    await page.fill('main input[name="title"]', title);
    await page.fill('main textarea[name="description"]', "Flespompoenen van het volkstuincomplex.");
    await page.selectOption('main select[name="category"]', "groenten");
    await page.selectOption('main select[name="unit"]', "perPiece");
    await page.selectOption('main select[name="brand"]', "allotment");
    await page.selectOption('main select[name="size"]', "large");
    await submit(b);
    await page.waitForURL(new RegExp(`/${UUID}/draft/pricing$`));
    await page.fill('main input[name="price"]', "2");
    await page.fill('main input[name="stock"]', "4");
    await submit(b);
    await page.waitForURL(/\/draft\/delivery$/);
    await page.waitForSelector("html[data-hydrated]");
    await page.check('main input[name="shippingEnabled"]');
    await page.fill('main input[name="shippingPriceOneItem"]', "4,95");
    await page.fill('main input[name="shippingPriceAdditionalItems"]', "1");
    await submit(b);
    await page.waitForURL(/\/draft\/photos$/);
    await page.waitForSelector("html[data-hydrated]");

    // Told before publishing: a priced listing needs a payout account, Gratis does not.
    expect(await page.textContent("main")).toContain("payout account");
    await page.setInputFiles('main input[type="file"]', photo);
    await expect
      .poll(() => page.locator('input[type="hidden"][name="images"]').count(), { timeout: 20_000 })
      .toBe(1);
    await page.getByRole("button", { name: "Publish listing" }).click();
    await expect.poll(() => page.locator('main [role="alert"]').count()).toBeGreaterThan(0);
    expect(await page.textContent('main [role="alert"]')).toContain("can't be published yet");
    expect(page.url()).toMatch(/\/draft\/photos$/);
    await shot(b, "listing-wizard-publish-blocked-1280");

    // The refusal links to the payout page (decision 078); this grower goes Gratis instead.
    expect(
      await page.getByRole("link", { name: "Set up payouts" }).first().getAttribute("href"),
    ).toBe("/account/payments");
    await page.goto(page.url().replace(/\/photos$/, "/pricing"));
    await page.waitForURL(/\/draft\/pricing$/);
    await page.fill('main input[name="price"]', "0");
    await submit(b);
    await page.waitForURL(/\/draft\/delivery$/);
    await submit(b);
    await page.waitForURL(/\/draft\/photos$/);
    await page.getByRole("button", { name: "Publish listing" }).click();
    await page.waitForURL(new RegExp(`/l/pompoenen-[a-z0-9]+/${UUID}(\\?published)?$`));
    await expect.poll(() => page.textContent("main")).toContain(title);
  });

  it("guides a grower through mistakes to a published listing that keeps its town", async () => {
    browser = await openBrowser({ locale: "nl-NL" });
    const b = browser;
    const { page } = b;
    await acceptCookies(b.context);
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute("name"));
    const mainText = async () => (await page.textContent("main")) ?? "";
    const count = (text: string, needle: string) => text.split(needle).length - 1;

    await page.goto(`/login?from=${encodeURIComponent("/l/new")}`);
    await page.waitForSelector("html[data-hydrated]");
    await page.fill('main input[name="email"]', PROVIDER.email);
    await page.fill('main input[name="password"]', PROVIDER.password);
    await submit(b);
    await page.waitForURL(new RegExp(`/l/draft/${NIL}/new/details$`));
    await page.waitForSelector("html[data-hydrated]");

    const title = `Sperziebonen ${Date.now().toString(36)}`;
    await page.fill('main input[name="title"]', title);
    await page.fill('main textarea[name="description"]', "Vanochtend geplukt, zonder spuiten.");
    await page.selectOption('main select[name="category"]', "groenten");
    await page.selectOption('main select[name="unit"]', "perKg");
    await page.selectOption('main select[name="brand"]', "organicCertified");
    await page.selectOption('main select[name="size"]', "small");
    await submit(b);
    await page.waitForURL(new RegExp(`/${UUID}/draft/pricing$`));
    await page.waitForSelector("html[data-hydrated]");

    // Pricing: the price error says what is wrong, follows the typing and goes once right.
    await page.fill('main input[name="stock"]', "3");
    await page.fill('main input[name="price"]', "abc");
    await submit(b);
    await expect.poll(mainText).toContain("Vul de prijs in als bedrag, bijvoorbeeld 3,50.");
    expect(await focusedName()).toBe("price");
    await page.fill('main input[name="price"]', "-3");
    await expect.poll(mainText).toContain("De prijs kan niet negatief zijn.");
    await page.fill('main input[name="price"]', "3,505");
    await expect.poll(mainText).toContain("Gebruik hoogstens twee cijfers achter de komma");
    await page.fill('main input[name="price"]', "250000");
    await expect.poll(mainText).toContain("De prijs kan hoogstens € 100.000,- zijn.");
    await page.fill('main input[name="price"]', "4,50");
    await expect.poll(() => page.locator('main [id$="-error"]').count()).toBe(0);
    await submit(b);
    await page.waitForURL(/\/draft\/delivery$/);
    await page.waitForSelector("html[data-hydrated]");

    // Delivery: nothing ticked is refused, the focus goes to the choice, ticking both clears it.
    await page.setViewportSize({ width: 390, height: 844 });
    await submit(b);
    await expect.poll(mainText).toContain("Kies ophalen, verzenden of allebei.");
    expect(await focusedName()).toBe("pickupEnabled");
    const inView = await page.evaluate(() => {
      const box = document.activeElement?.getBoundingClientRect();
      return Boolean(box && box.top >= 0 && box.bottom <= window.innerHeight);
    });
    expect(inView).toBe(true);
    await shot(b, "listing-wizard-delivery-error-390");
    await page.check('main input[name="pickupEnabled"]');
    await page.check('main input[name="shippingEnabled"]');
    expect(await mainText()).not.toContain("Kies ophalen, verzenden of allebei.");
    await page.uncheck('main input[name="shippingEnabled"]');
    expect(await mainText()).not.toContain("Kies ophalen, verzenden of allebei.");

    // The suggestion "Zwolle, Overijssel, Nederland" is saved as Zwolle, not as Nederland.
    await page.fill('main input[name="address"]', "Zwol");
    const zwolle = page.locator('[role="option"]', { hasText: "Overijssel" }).first();
    await zwolle.waitFor();
    await zwolle.click();
    expect(await page.inputValue('main input[name="address"]')).toBe(
      "Zwolle, Overijssel, Nederland",
    );
    await shot(b, "listing-wizard-delivery-390");
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(b, "listing-wizard-delivery-1280");
    await submit(b);
    await page.waitForURL(/\/draft\/photos$/);
    await page.waitForSelector("html[data-hydrated]");

    // Photos: publishing without one is refused with the focus on the picker.
    // (The tab's intro also says "Voeg minstens één foto toe.": read the field's own error.)
    const photosError = page.locator("main fieldset > p[role='alert']");
    await page.getByRole("button", { name: "Aanbod publiceren" }).click();
    await expect.poll(() => photosError.textContent()).toBe("Voeg minstens één foto toe.");
    expect(
      await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type),
    ).toBe("file");

    // A file that cannot be read fails: it is not the cover, it goes to the end, said once.
    await page.setInputFiles('main input[type="file"]', notAPhoto);
    const failed = page.locator('main li[data-status="error"]');
    await failed.waitFor();
    await page.setInputFiles('main input[type="file"]', photo);
    await expect
      .poll(() => page.locator('input[type="hidden"][name="images"]').count(), { timeout: 20_000 })
      .toBe(1);
    const tiles = page.locator("main fieldset ol > li[data-status]");
    expect(await tiles.evaluateAll((items) => items.map((li) => li.dataset.status))).toEqual([
      "done",
      "error",
    ]);
    expect(await tiles.first().textContent()).toContain("Omslagfoto");
    expect(await failed.textContent()).toContain("Niet geüpload");
    expect(await failed.getByRole("button", { name: /plek naar/ }).count()).toBe(0);
    expect(count(await mainText(), "We konden dit bestand niet lezen")).toBe(1);
    // A good photo fixed "add at least one": its error is gone before publishing.
    expect(await photosError.count()).toBe(0);
    await shot(b, "listing-wizard-photos-1280");
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(b, "listing-wizard-photos-390");
    await page.setViewportSize({ width: 1280, height: 900 });
    await failed.getByRole("button", { name: "Foto 2 verwijderen" }).click();
    await expect.poll(() => failed.count()).toBe(0);
    await page.getByRole("button", { name: "Aanbod publiceren" }).click();

    // Published: confirmed on the listing page, which shows the town and what the grower told.
    await page.waitForURL(new RegExp(`/l/sperziebonen-[a-z0-9]+/${UUID}(\\?published)?$`));
    await expect.poll(mainText).toContain("Je oogst staat online");
    await expect.poll(() => new URL(page.url()).search).toBe("");
    const text = await mainText();
    expect(text).toContain("Ophalen in Zwolle");
    expect(text).not.toContain("Nederland");
    expect(await page.locator("main header").textContent()).toContain("Zwolle");
    expect(text).toContain("Biologisch gecertificeerd");
    expect(text).toContain("Klein");
    expect(text).toContain("nog 3 kg");
    await shot(b, "listing-published-1280");
    await page.reload();
    expect(await mainText()).not.toContain("Je oogst staat online");

    // The card in search says Zwolle too.
    await page.goto(`/s?keywords=${encodeURIComponent(title)}`);
    const card = page.locator("main article", { hasText: title });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain("Zwolle");
  });

  it("answers 404 for bad wizard URLs and unknown listings", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const b = browser;
    const { page } = b;
    await acceptCookies(b.context);
    await page.goto("/login");
    await page.fill('main input[name="email"]', PROVIDER.email);
    await page.fill('main input[name="password"]', PROVIDER.password);
    await submit(b);
    await page.waitForURL((url) => url.pathname === "/");

    expect((await page.goto(`/l/x/${NIL}/edit/details`))?.status()).toBe(404);
    expect((await page.goto("/l/x/not-a-uuid/edit/details"))?.status()).toBe(404);
    expect((await page.goto(`/l/x/${NIL}/new/nonsense`))?.status()).toBe(404);
    expect(
      (await page.goto("/l/x/6f1c2a9e-3b4d-4c5e-8f70-112233445566/edit/details"))?.status(),
    ).toBe(404);
    // Before the draft exists only details is open.
    await page.goto(`/l/draft/${NIL}/new/photos`);
    expect(new URL(page.url()).pathname).toBe(`/l/draft/${NIL}/new/details`);
  });

  it("sends visitors to log in first (decision 031), keeping the way back", async () => {
    browser = await openBrowser({ locale: "en-US" });
    await browser.page.goto("/l/new");
    const url = new URL(browser.page.url());
    expect(url.pathname).toBe("/login");
    expect(url.searchParams.get("from")).toBe("/l/new");
  });

  it("shows an empty state to a provider without listings", async () => {
    browser = await openBrowser({ locale: "en-US" });
    const b = browser;
    const { page } = b;
    await acceptCookies(b.context);
    await signedInGrower(b);
    await page.goto("/listings");
    expect(await page.getByRole("link", { name: "Create your first listing" }).count()).toBe(1);
    await page.setViewportSize({ width: 375, height: 800 });
    await shot(b, "manage-listings-empty-375");
  });
});
