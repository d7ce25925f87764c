import { describe, expect, inject, it } from "vitest";
import { parseEnv } from "../../server/env";
import { createServices } from "../../server/services";
import { memoryMailer } from "../../tests/setup/services";
import { createListing, createUser } from "../factories";
import { loginAs } from "./accounts";
import { mailsTo } from "./browser";
import { axeViolations, journeySetup, noSideways } from "./journey";

// Receipts (decision 070) in the browser: a buyer pays once for two gardens; the server's
// outbox mails them one payment confirmation with a link to the receipt; the receipt shows each
// order's number, lines and totals at 390 and 1280 px, prints without the site around it, and
// downloads as a PDF. A grower opening the same link gets 404. The payment is made through the
// checkout service on the journey's database, as the checkout page would.

const journey = journeySetup();
const WAIT = { timeout: 20_000 };

describe("receipt", () => {
  it("one payment mail links to the printable receipt and its PDF; the grower gets 404", async () => {
    const db = journey.db();
    // Only to start and pay the checkout: the server's own outbox sends the mails.
    const services = createServices({
      db,
      env: parseEnv({ NODE_ENV: "test", APP_URL: inject("baseUrl") }, () => {}),
      mailer: memoryMailer().mailer,
    });
    const kees = await createUser(db, {
      firstName: "Kees",
      lastName: "Kweker",
      stripeConnected: true,
    });
    const gerda = await createUser(db, {
      firstName: "Gerda",
      lastName: "Groen",
      stripeConnected: true,
    });
    const customer = await createUser(db, { firstName: "Anna", lastName: "Koper" });
    const pumpkins = await createListing(db, {
      authorId: kees.id,
      title: "Pompoenen uit de moestuin",
      priceAmount: 350,
      currentStock: 10,
      street: "Tuinstraat 4",
    });
    const eggs = await createListing(db, {
      authorId: gerda.id,
      title: "Scharreleieren van de buren",
      priceAmount: 45,
      currentStock: 30,
      street: "Kippenlaan 2",
    });
    const started = await services.checkout.start({
      customerId: customer.id,
      idempotencyKey: `receipt-journey-${customer.id}`,
      source: "/cart/checkout",
      orders: [
        { items: [{ listingId: pumpkins.id, quantity: 2 }], deliveryMethod: "pickup" },
        { items: [{ listingId: eggs.id, quantity: 6 }], deliveryMethod: "pickup" },
      ],
      billing: {
        name: "Anna Koper",
        line1: "Oudegracht 1",
        line2: undefined,
        postalCode: "3511 AA",
        city: "Utrecht",
        country: "NL",
      },
    });
    const paid = await services.checkout.pay({
      customerId: customer.id,
      checkoutId: started.checkout.id,
      method: "card",
      paymentMethod: "pm_card_visa",
      returnUrl: "/cart/checkout/card",
    });
    expect(paid.kind).toBe("paid");
    const numbers = started.transactions.map((t) => t.orderNumber);
    const receiptPath = `/checkout/${started.checkout.id}/receipt`;

    // The one payment mail, from the server's outbox (its worker's pace), links to the receipt.
    const paymentMails = async () =>
      (await mailsTo(customer.email)).filter((m) => m.text.includes(receiptPath));
    await expect.poll(async () => (await paymentMails()).length, { timeout: 60_000 }).toBe(1);
    const mailText = (await paymentMails())[0]!.text;
    for (const n of numbers) expect(mailText).toContain(n);

    // The buyer at 1280: from the thank-you page to the receipt.
    const laptop = await journey.open(1280);
    await loginAs(laptop.context(), customer);
    await laptop.goto(`/checkout/${started.checkout.id}/summary`);
    await laptop.getByRole("link", { name: "Ontvangstbewijs bekijken en afdrukken" }).click();
    await laptop.waitForURL(`**${receiptPath}`);
    await expect.poll(() => laptop.locator("main h1").textContent(), WAIT).toBe("Ontvangstbewijs");
    const text = (await laptop.locator("main").textContent()) ?? "";
    for (const n of numbers) expect(text).toContain(n);
    expect(text).toContain("Bestelling");
    expect(text).toContain("Kees Kweker");
    expect(text).toContain("Pompoenen uit de moestuin × 2");
    expect(text).toContain("Scharreleieren van de buren × 6");
    expect(text).toContain("Totaal betaald");
    expect(text).toContain("Anna Koper");
    expect(text).toContain("Creditcard of debitcard");
    await laptop.screenshot({ path: "/tmp/receipt-1280.png", fullPage: true });
    expect(await axeViolations(laptop)).toEqual([]);
    // On paper: no top bar, footer or buttons.
    await laptop.emulateMedia({ media: "print" });
    expect(await laptop.locator("header").first().isVisible()).toBe(false);
    expect(await laptop.getByRole("button", { name: "Afdrukken" }).isVisible()).toBe(false);
    await laptop.screenshot({ path: "/tmp/receipt-print-1280.png", fullPage: true });
    await laptop.emulateMedia({ media: "screen" });

    // The PDF, with the buyer's cookie.
    const pdf = await laptop.request.get(`${receiptPath}.pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const bytes = (await pdf.body()).toString("latin1");
    expect(bytes.startsWith("%PDF-1.4")).toBe(true);
    for (const n of numbers) expect(bytes).toContain(n);

    // The order page names its number and links to the receipt.
    const order = started.transactions[0]!;
    await laptop.goto(`/order/${order.id}/details`);
    await expect
      .poll(() => laptop.locator("main header").textContent(), WAIT)
      .toContain(`Bestelnummer ${order.orderNumber}`);
    expect(await laptop.locator(`main header a[href="${receiptPath}"]`).count()).toBe(1);

    await laptop.goto("/inbox/orders");
    await expect
      .poll(() => laptop.locator("main ul").textContent(), WAIT)
      .toContain(`Bestelnummer ${order.orderNumber}`);
    await laptop.screenshot({ path: "/tmp/receipt-inbox-1280.png", fullPage: true });

    // The buyer at 390: the receipt fits, and the inbox rows say number, quantity and amount.
    const phone = await journey.open(390);
    await loginAs(phone.context(), customer);
    await phone.goto(receiptPath);
    await expect.poll(() => phone.locator("main h1").textContent(), WAIT).toBe("Ontvangstbewijs");
    expect(await noSideways(phone)).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: "/tmp/receipt-390.png", fullPage: true });
    await phone.goto("/inbox/orders");
    const rows = (await phone.locator("main ul li").allTextContents()).join("\n");
    for (const n of numbers) expect(rows).toContain(`Bestelnummer ${n}`);
    expect(rows).toContain("Pompoenen uit de moestuin × 2");
    expect(await noSideways(phone)).toBeLessThanOrEqual(0);
    await phone.screenshot({ path: "/tmp/receipt-inbox-390.png", fullPage: true });

    // A grower of the same payment opening the link: 404, as for an unknown id.
    const grower = await journey.open(1280);
    await loginAs(grower.context(), kees);
    expect((await grower.goto(receiptPath))?.status()).toBe(404);
    expect((await grower.request.get(`${receiptPath}.pdf`)).status()).toBe(404);
  });
});
