import { describe, expect, it } from "vitest";
import type { LineItem } from "#modules/pricing";
import { bookingView } from "./transaction-page-view";

// A booking's dates on the order and sale pages: shown in the unit that was paid for.

const line = (code: string) => ({ code }) as LineItem;
const row = {
  displayStart: new Date("2031-03-09T23:00:00Z"),
  displayEnd: new Date("2031-03-11T23:00:00Z"),
  timeZone: "Europe/Brussels",
};

describe("bookingView", () => {
  it("takes the unit from the booking line and the instants from the booking", () => {
    for (const unit of ["day", "night", "hour"] as const) {
      expect(
        bookingView(row, [line(`line-item/${unit}`), line("line-item/customer-commission")]),
      ).toEqual({
        start: "2031-03-09T23:00:00.000Z",
        end: "2031-03-11T23:00:00.000Z",
        unitType: unit,
        timeZone: "Europe/Brussels",
      });
    }
  });

  it("is nothing for an order without a booking, or a booking row without a booking line", () => {
    expect(bookingView(null, [line("line-item/day")])).toBeNull();
    expect(bookingView(row, [line("line-item/units")])).toBeNull();
  });

  it("falls back to the marketplace's zone when the plan has none any more", () => {
    expect(bookingView({ ...row, timeZone: null }, [line("line-item/day")])?.timeZone).toBe(
      "Europe/Amsterdam",
    );
  });
});
