import { describe, expect, it } from "vitest";
import { createSlug } from "#modules/text";
import { createListing, createUser } from "../factories";
import { fillLogIn, loginAs } from "./accounts";
import { journeySetup, noSideways } from "./journey";

// "Contact the seller" in the browser (decision 055): a visitor asks from the
// listing page on a phone (login first, then back to the open form), the grower answers from
// the inbox, and the buyer orders from the enquiry and pays with 4242: the enquiry itself
// becomes the paid order.

const journey = journeySetup();
const open = (width: number) => journey.open(width);

const WAIT = { timeout: 15_000 };

describe("enquiry", () => {
  it("buyer asks from the listing, grower answers in the inbox, buyer orders and pays from the enquiry", async () => {
    const provider = await createUser(journey.db(), {
      firstName: "Kees",
      lastName: "Kweker",
      stripeConnected: true,
    });
    const customer = await createUser(journey.db(), { firstName: "Anna", lastName: "Koper" });
    const title = `Snijbonen ${Math.random().toString(36).slice(2, 7)}`;
    const listing = await createListing(journey.db(), {
      authorId: provider.id,
      title,
      priceAmount: 300,
      currentStock: 6,
    });
    const listingPath = `/l/${createSlug(title)}/${listing.id}`;

    // A visitor on a phone: contact goes to login first and comes back to the open form.
    const phone = await open(390);
    await phone.goto(listingPath);
    await phone.waitForSelector("html[data-hydrated]");
    expect(await phone.locator("main").textContent()).not.toContain("binnenkort");
    await phone.locator("main [data-contact-seller]").first().click();
    await phone.waitForURL((url) => url.pathname === "/login", WAIT);
    // Logging in is part of this journey: the form, then back to where the visitor was.
    await fillLogIn(phone, customer.email);
    await phone.waitForURL((url) => url.pathname !== "/login", WAIT);
    expect(new URL(phone.url()).pathname).toBe(listingPath);
    const dialog = phone.locator("dialog[open]");
    await dialog.waitFor(WAIT);
    expect(await dialog.textContent()).toContain("Stel je vraag aan Kees Kweker");
    expect(await noSideways(phone)).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: "/tmp/enquiry-form-390.png" });
    await dialog
      .locator('textarea[name="message"]')
      .fill("Zijn de bonen onbespoten? Ik zou er graag twee halen.");
    await dialog.getByRole("button", { name: "Vraag versturen" }).click();
    await phone.waitForURL(/\/order\/[0-9a-f-]+\/details$/, WAIT);
    const enquiryId = new URL(phone.url()).pathname.split("/")[2]!;
    await expect
      .poll(() => phone.locator("h1").textContent(), WAIT)
      .toBe(`Je hebt een vraag gesteld over ${title}`);
    await phone.getByText("Zijn de bonen onbespoten? Ik zou er graag twee halen.").waitFor();
    expect(await phone.locator("main").textContent()).toContain("Vraag");
    expect(await noSideways(phone)).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: "/tmp/enquiry-order-390.png", fullPage: true });

    // The grower: the enquiry waits in the sales tab with the Enquiry label, and gets an answer.
    const grower = await open(1280);
    await loginAs(grower.context(), provider);
    await grower.goto("/");
    // The question waits for the grower: the dot on the inbox link.
    await expect
      .poll(() => grower.locator('header [aria-label="Nieuwe meldingen"]').count(), WAIT)
      .toBe(1);
    await grower.goto("/inbox/sales");
    const row = grower.locator("main li", { hasText: title });
    expect(await row.textContent()).toContain("Anna Koper");
    expect(await row.textContent()).toContain("Vraag");
    await row.locator("a").first().click();
    await grower.waitForURL(`**/sale/${enquiryId}/details`, WAIT);
    await expect
      .poll(() => grower.locator("h1").textContent(), WAIT)
      .toBe(`Anna Koper heeft een vraag over ${title}`);
    await grower.getByText("Zijn de bonen onbespoten?", { exact: false }).waitFor();
    await grower.fill('textarea[name="content"]', "Helemaal onbespoten. Twee kan prima!");
    await grower.getByRole("button", { name: "Versturen" }).click();
    await grower.getByText("Helemaal onbespoten. Twee kan prima!").waitFor();
    // Answered: nothing waits for the grower any more.
    await expect
      .poll(() => grower.locator('header [aria-label="Nieuwe meldingen"]').count(), WAIT)
      .toBe(0);
    await grower.screenshot({ path: "/tmp/enquiry-sale-1280.png", fullPage: true });

    // The buyer on a laptop: the form once more (for the screenshot), then the order page.
    const laptop = await open(1280);
    await loginAs(laptop.context(), customer);
    await laptop.goto(`${listingPath}?contact=open`);
    await laptop.locator("dialog[open]").waitFor(WAIT);
    await laptop.screenshot({ path: "/tmp/enquiry-form-1280.png" });
    await laptop.goto(`/order/${enquiryId}/details`);
    await laptop.waitForSelector("html[data-hydrated]");
    await laptop.getByText("Helemaal onbespoten. Twee kan prima!").waitFor(WAIT);
    await laptop.screenshot({ path: "/tmp/enquiry-order-1280.png", fullPage: true });
    const orderForm = laptop.locator("section", { hasText: "Verder naar betalen" });
    await orderForm.locator('input[name="quantity"]').fill("2");
    await orderForm.getByRole("button", { name: "Verder naar betalen" }).click();
    await laptop.waitForURL(/\/checkout\?/, WAIT);
    expect(new URL(laptop.url()).searchParams.get("enquiry")).toBe(enquiryId);
    await laptop.waitForSelector("html[data-hydrated]");
    await laptop.fill('input[name="billingName"]', "Anna Koper");
    await laptop.fill('input[name="billingLine1"]', "Oudegracht 12");
    await laptop.fill('input[name="billingPostalCode"]', "3511 AB");
    await laptop.fill('input[name="billingCity"]', "Utrecht");
    await laptop.fill('input[autocomplete="cc-number"]', "4242 4242 4242 4242");
    await laptop.fill('input[autocomplete="cc-exp-month"]', "12");
    await laptop.fill('input[autocomplete="cc-exp-year"]', "34");
    await laptop.fill('input[autocomplete="cc-csc"]', "123");
    await laptop.getByRole("button", { name: /^Betaal / }).click();
    // Paid: the same transaction, now the order, with the conversation above it.
    await laptop.waitForURL(`**/order/${enquiryId}/details`, WAIT);
    await expect
      .poll(() => laptop.locator("h1").textContent(), WAIT)
      .toBe(`Je hebt ${title} gekocht`);
    await laptop.getByText("Helemaal onbespoten. Twee kan prima!").waitFor();
    expect(await laptop.locator("main").textContent()).not.toContain("Verder naar betalen");
    await laptop.screenshot({ path: "/tmp/enquiry-paid-1280.png", fullPage: true });

    // The grower's sale is the same one, now paid.
    await grower.reload();
    await expect
      .poll(() => grower.locator("h1").textContent(), WAIT)
      .toBe(`Anna Koper heeft ${title} gekocht`);
  });

  it("from the profile page: the buyer picks which listing the question is about", async () => {
    const provider = await createUser(journey.db(), { firstName: "Fenna", lastName: "Tuin" });
    const customer = await createUser(journey.db(), { firstName: "Bas", lastName: "Buur" });
    const suffix = Math.random().toString(36).slice(2, 7);
    await createListing(journey.db(), { authorId: provider.id, title: `Rabarber ${suffix}` });
    await createListing(journey.db(), { authorId: provider.id, title: `Aardbeien ${suffix}` });

    for (const width of [390, 1280]) {
      const page = await open(width);
      await loginAs(page.context(), customer);
      await page.goto(`/u/${provider.id}`);
      await page.waitForSelector("html[data-hydrated]");
      expect(await page.locator("main").textContent()).not.toContain("binnenkort");
      await page.locator("[data-contact-seller]").click();
      const dialog = page.locator("dialog[open]");
      await dialog.waitFor(WAIT);
      expect(await noSideways(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `/tmp/enquiry-profile-form-${width}.png` });
      if (width === 390) continue;
      await dialog
        .getByLabel("Over welke advertentie?")
        .selectOption({ label: `Aardbeien ${suffix}` });
      await dialog.locator('textarea[name="message"]').fill("Wanneer zijn de aardbeien rijp?");
      await dialog.getByRole("button", { name: "Vraag versturen" }).click();
      await page.waitForURL(/\/order\/[0-9a-f-]+\/details$/, WAIT);
      await expect
        .poll(() => page.locator("h1").textContent(), WAIT)
        .toBe(`Je hebt een vraag gesteld over Aardbeien ${suffix}`);
      await page.getByText("Wanneer zijn de aardbeien rijp?").waitFor();
    }

    // On your own profile there is no contact link, only the edit link.
    const own = await open(1280);
    await loginAs(own.context(), provider);
    await own.goto(`/u/${provider.id}`);
    await own.waitForSelector("html[data-hydrated]");
    expect(await own.locator("[data-contact-seller]").count()).toBe(0);
  });
});
