import { describe, expect, it } from "vitest";
import { bookingDisplayParts, bookingDisplayText } from "./booking-display";

// How a booking is named on pages and in mails, in the listing's time zone.

const amsterdam = "Europe/Amsterdam";

describe("bookingDisplayParts", () => {
  it("names days by their first and last day, and one day once", () => {
    const days = {
      start: "2031-03-09T23:00:00.000Z",
      end: "2031-03-11T23:00:00.000Z",
      unitType: "day" as const,
      timeZone: amsterdam,
    };
    expect(bookingDisplayParts(days, "nl")).toEqual({
      start: "ma 10 mrt 2031",
      end: "wo 12 mrt 2031",
    });
    expect(bookingDisplayParts({ ...days, end: days.start }, "nl")).toEqual({
      start: "ma 10 mrt 2031",
      end: null,
    });
  });

  it("names hours by date and times, the date once on one day", () => {
    const hours = {
      start: "2031-03-11T08:00:00.000Z",
      end: "2031-03-11T11:00:00.000Z",
      unitType: "hour" as const,
      timeZone: amsterdam,
    };
    expect(bookingDisplayText(hours, "nl")).toBe("di 11 mrt 2031 09:00 – 12:00");
    expect(bookingDisplayText({ ...hours, end: "2031-03-12T11:00:00.000Z" }, "nl")).toBe(
      "di 11 mrt 2031 09:00 – wo 12 mrt 2031 12:00",
    );
  });

  it("uses the listing's zone, not the server's", () => {
    const night = {
      start: "2031-03-09T23:00:00.000Z",
      end: "2031-03-10T23:00:00.000Z",
      unitType: "night" as const,
      timeZone: "America/New_York",
    };
    expect(bookingDisplayText(night, "en")).toBe("Sun, Mar 9, 2031 – Mon, Mar 10, 2031");
  });
});
