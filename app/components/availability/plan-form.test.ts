import { describe, expect, it } from "vitest";
import { parsePlanForm, planFormValues } from "./plan-form";

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
