import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { compileCatalogue } from "~/i18n/compile.server";
import { IntlProvider } from "~/i18n/intl-context";
import type { AvailabilityPlan } from "../../../db/schema";
import { createListing, createUser } from "../../../tests/factories";
import { testDb, testServices } from "../../../tests/setup/services";
import { CheckoutForm, type CheckoutSeller } from "../../components/checkout/checkout-form";
import type { AppContext } from "../../context";
import nl from "../../i18n/nl.json";
import * as listingCheckout from "./listing-checkout";

// The checkout page of a booking (decision 058): it says what is booked (days, or a date with
// times, in the plan's time zone), the item line counts days or hours, and a date outside the
// bookable range says how far ahead one may book.

const NOW = "2031-03-03T09:00:00Z"; // a Monday
const { services } = testServices({ now: () => new Date(NOW) });

async function bookable(plan: AvailabilityPlan) {
  const provider = await createUser(testDb(), { stripeConnected: true });
  return createListing(testDb(), {
    authorId: provider.id,
    title: "Tuinhulp aan huis",
    priceAmount: 2000,
    currentStock: null,
    availabilityPlan: plan,
    publicData: { unit: "perDay" },
  });
}

type Loaded = Awaited<ReturnType<typeof listingCheckout.loader>>;
let shown: Loaded | null = null;
function Form() {
  const page = shown!;
  return createElement(CheckoutForm, {
    sellers: page.sellers as CheckoutSeller[],
    titles: page.titles,
    idempotencyKey: page.idempotencyKey,
    defaultCountry: "NL",
    back: { to: page.back, label: "Terug" },
    inProgress: false,
  });
}
const Stub = createRoutesStub([{ path: "/", Component: Form }]);

async function checkoutPage(listingId: string, start: string, end: string) {
  const buyer = await createUser(testDb());
  const user = await services.users.findById(buyer.id);
  const context = { services, user, locale: "nl", requestId: "req-test" } as AppContext;
  const query = new URLSearchParams({ bookingStart: start, bookingEnd: end });
  const request = new Request(`http://localhost/l/tuinhulp/${listingId}/checkout?${query}`);
  const page = await listingCheckout.loader({
    context,
    request,
    params: { slug: "tuinhulp", id: listingId },
  } as never);
  shown = page;
  const html = renderToString(
    createElement(
      IntlProvider,
      { locale: "nl", messages: compileCatalogue(nl) },
      createElement(Stub, { initialEntries: ["/"] }),
    ),
  );
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");
  return { page, text };
}

const days: AvailabilityPlan = {
  type: "availability-plan/day",
  timezone: "Europe/Amsterdam",
  entries: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((dayOfWeek) => ({
    dayOfWeek,
    seats: 2,
  })),
};

describe("booking checkout page", () => {
  it("shows the booked days and counts three days on the item line", async () => {
    const listing = await bookable(days);
    const { page, text } = await checkoutPage(listing.id, "2031-03-10", "2031-03-12");
    const seller = page.sellers[0]!;
    expect(seller.ok && seller.booking).toMatchObject({ unitType: "day" });
    expect(seller.ok && seller.lineItems[0]).toMatchObject({
      code: "line-item/day",
      quantity: 3,
    });
    expect(text).toContain("Boeking: ma 10 mrt 2031 – wo 12 mrt 2031");
    expect(text).toContain("Tuinhulp aan huis, 3 dagen × € 20,-");
    // The 15-minute hold is of the booked time, not of products.
    expect(text).toContain("daarna geven we de gereserveerde tijd weer vrij");
  });

  it("shows a time booking's date and hours and counts the hours", async () => {
    const listing = await bookable({
      type: "availability-plan/time",
      timezone: "Europe/Amsterdam",
      entries: [{ dayOfWeek: "tue", seats: 1, startTime: "09:00", endTime: "12:00" }],
    });
    // Tuesday 11 March 2031, 09:00–12:00 in Amsterdam (UTC+1).
    const { page, text } = await checkoutPage(
      listing.id,
      "2031-03-11T08:00:00.000Z",
      "2031-03-11T11:00:00.000Z",
    );
    const seller = page.sellers[0]!;
    expect(seller.ok && seller.lineItems[0]).toMatchObject({
      code: "line-item/hour",
      quantity: 3,
    });
    expect(text).toContain("Boeking: di 11 mrt 2031 09:00 – 12:00");
    expect(text).toContain("Tuinhulp aan huis, 3 uur × € 20,-");
  });

  it("says how many days ahead one may book when the date is outside the range", async () => {
    const listing = await bookable(days);
    const { page, text } = await checkoutPage(listing.id, "2033-03-10", "2033-03-12");
    expect(page.sellers[0]).toMatchObject({
      ok: false,
      messageId: "BookingDatesForm.outsideRange?days=365",
    });
    expect(text).toContain("Kies een datum van vandaag tot 365 dagen vooruit.");
  });
});
