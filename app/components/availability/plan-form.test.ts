import { describe, expect, it } from "vitest";
import { planFormValues } from "./plan-form";
import { parsePlanForm } from "./plan-parse";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};

describe("plan form", () => {
  it("prefills from a plan, closed days as 0", () => {
    const values = planFormValues({
      type: "availability-plan/day",
      timezone: "Europe/Brussels",
      entries: [{ dayOfWeek: "sat", seats: 3 }],
    });
    expect(values).toMatchObject({ timezone: "Europe/Brussels", seats_sat: "3", seats_mon: "0" });
    expect(planFormValues(null)).toMatchObject({ timezone: "Europe/Amsterdam", seats_mon: "1" });
  });

  it("parses a day plan without closed days", () => {
    const values = { ...planFormValues(null), seats_sun: "0", seats_mon: "4" };
    const parsed = parsePlanForm(form(values));
    expect(parsed.ok && parsed.plan.entries.length).toBe(6);
    expect(parsed.ok && parsed.plan.entries[0]).toEqual({ dayOfWeek: "mon", seats: 4 });
  });

  it("names the fields that are wrong", () => {
    const parsed = parsePlanForm(
      form({ ...planFormValues(null), timezone: "Mars/Base", seats_tue: "-1", seats_wed: "x" }),
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(Object.keys(parsed.fieldErrors).sort()).toEqual([
        "seats_tue",
        "seats_wed",
        "timezone",
      ]);
      expect(parsed.values.seats_wed).toBe("x");
    }
  });
});

describe("time plan form", () => {
  const timeForm = (rows: Record<string, string>) =>
    form({ ...planFormValues(null), planType: "time", ...rows });

  it("reads rows with times, leaves empty rows out and keeps seats", () => {
    const parsed = parsePlanForm(
      timeForm({
        time_mon_0_start: "09:00",
        time_mon_0_end: "12:00",
        time_mon_0_seats: "2",
        time_mon_1_start: "13:00",
        time_mon_1_end: "17:00",
        time_sat_2_start: "20:00",
        time_sat_2_end: "24:00",
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      plan: {
        type: "availability-plan/time",
        timezone: "Europe/Amsterdam",
        entries: [
          { dayOfWeek: "mon", startTime: "09:00", endTime: "12:00", seats: 2 },
          { dayOfWeek: "mon", startTime: "13:00", endTime: "17:00", seats: 1 },
          { dayOfWeek: "sat", startTime: "20:00", endTime: "24:00", seats: 1 },
        ],
      },
    });
  });

  it("refuses an end before the start, off-the-hour times, half rows and overlaps", () => {
    const parsed = parsePlanForm(
      timeForm({
        time_mon_0_start: "12:00",
        time_mon_0_end: "09:00",
        time_tue_0_start: "09:30",
        time_tue_0_end: "11:00",
        time_wed_0_start: "09:00",
        time_thu_0_start: "09:00",
        time_thu_0_end: "12:00",
        time_thu_1_start: "11:00",
        time_thu_1_end: "14:00",
        time_fri_0_start: "09:00",
        time_fri_0_end: "10:00",
        time_fri_0_seats: "veel",
      }),
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.fieldErrors).toEqual({
        time_mon_0_start: "EditListingAvailabilityForm.timeInvalid",
        time_tue_0_start: "EditListingAvailabilityForm.timeInvalid",
        time_wed_0_start: "EditListingAvailabilityForm.timeInvalid",
        time_thu_1_start: "EditListingAvailabilityForm.timeOverlap",
        time_fri_0_seats: "EditListingAvailabilityForm.seatsInvalid",
      });
      expect(parsed.values.time_tue_0_start).toBe("09:30");
    }
  });

  it("prefills the rows of a saved time plan in time order", () => {
    const values = planFormValues({
      type: "availability-plan/time",
      timezone: "Europe/Brussels",
      entries: [
        { dayOfWeek: "wed", seats: 3, startTime: "14:00", endTime: "16:00" },
        { dayOfWeek: "wed", seats: 1, startTime: "08:00", endTime: "10:00" },
      ],
    });
    expect(values).toMatchObject({
      planType: "time",
      time_wed_0_start: "08:00",
      time_wed_1_start: "14:00",
      time_wed_1_seats: "3",
      time_wed_2_start: "",
      seats_wed: "1",
    });
  });

  it("a day plan ignores the time rows", () => {
    const parsed = parsePlanForm(
      form({ ...planFormValues(null), planType: "day", time_mon_0_start: "12:00" }),
    );
    expect(parsed.ok && parsed.plan.type).toBe("availability-plan/day");
  });
});
