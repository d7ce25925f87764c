import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listings } from "../../../db/schema";
import { createListing, createUser } from "../../../tests/factories";
import { apiClient, startTestApp } from "../../../tests/setup/http-app";
import { testDb, testServices, uniqueEmail } from "../../../tests/setup/services";
import { planFormValues } from "../../components/availability/plan-form";
import type { WizardActionResult } from "../../components/edit-listing/types";
import { wizardTabs } from "../../components/edit-listing/wizard";
import type { AppContext } from "../../context";
import { wizardAction } from "./wizard-actions.server";

// The wizard's availability tab, as its form posts it: a time plan (decision 059) is saved
// as availability-plan/time, refused rows come back at their fields with the catalogue's
// messages and nothing is written; the JSON API holds time plans to the same rules.

type Returned = { data: WizardActionResult; init: ResponseInit | null };

async function setUp() {
  const { services } = testServices();
  const created = await createUser(testDb(), { stripeConnected: true });
  const user = (await services.users.findById(created.id))!;
  const listing = await createListing(testDb(), {
    authorId: user.id,
    state: "published",
    currentStock: null,
  });
  const context = { services, user, locale: "nl" } as AppContext;
  const post = (fields: Record<string, string>) => {
    const formData = new FormData();
    for (const [k, v] of Object.entries({ ...planFormValues(null), intent: "plan", ...fields }))
      formData.set(k, v);
    return wizardAction({
      context,
      user,
      params: {
        slug: "moestuin",
        id: listing.id,
        type: "edit",
        tab: "availability",
        returnURLType: null,
      },
      formData,
      tabs: wizardTabs("availability"),
    }) as Promise<unknown> as Promise<Returned>;
  };
  const plan = async () =>
    (await testDb().select().from(listings).where(eq(listings.id, listing.id)))[0]!
      .availabilityPlan;
  return { post, plan };
}

describe("wizard availability tab: time plans", () => {
  it("saves times of day per weekday as a time plan", async () => {
    const { post, plan } = await setUp();
    const result = await post({
      planType: "time",
      timezone: "Europe/Brussels",
      time_tue_0_start: "09:00",
      time_tue_0_end: "12:00",
      time_tue_0_seats: "2",
      time_tue_1_start: "13:00",
      time_tue_1_end: "17:00",
    });
    expect(result.data).toEqual({ ok: true, tab: "availability" });
    expect(await plan()).toEqual({
      type: "availability-plan/time",
      timezone: "Europe/Brussels",
      entries: [
        { dayOfWeek: "tue", startTime: "09:00", endTime: "12:00", seats: 2 },
        { dayOfWeek: "tue", startTime: "13:00", endTime: "17:00", seats: 1 },
      ],
    });
  });

  it("refuses overlapping and reversed times at their rows and keeps the saved plan", async () => {
    const { post, plan } = await setUp();
    await post({ planType: "day" });
    const before = await plan();
    const result = await post({
      planType: "time",
      time_mon_0_start: "09:00",
      time_mon_0_end: "12:00",
      time_mon_1_start: "11:00",
      time_mon_1_end: "13:00",
      time_fri_0_start: "15:00",
      time_fri_0_end: "14:00",
    });
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      tab: "availability",
      fieldErrors: {
        time_mon_1_start: "EditListingAvailabilityForm.timeOverlap",
        time_fri_0_start: "EditListingAvailabilityForm.timeInvalid",
      },
      values: { planType: "time", time_mon_1_start: "11:00" },
    });
    expect(await plan()).toEqual(before);
    expect(before?.type).toBe("availability-plan/day");
  });

  it("set_availability_plan refuses time entries off the hour, overlapping or four on a day", async () => {
    const app = await startTestApp();
    try {
      const client = apiClient(app.origin);
      const res = await client.call("POST", "/api/current_user/create", {
        email: uniqueEmail("timeplan"),
        firstName: "Els",
        lastName: "Peeters",
        password: "Wachtwoord123!",
      });
      const listing = await createListing(testDb(), {
        authorId: res.json.data.id,
        currentStock: null,
      });
      const set = (entries: unknown[]) =>
        client.call("POST", "/api/own_listings/set_availability_plan", {
          id: listing.id,
          availabilityPlan: {
            type: "availability-plan/time",
            timezone: "Europe/Amsterdam",
            entries,
          },
        });
      const entry = (startTime: string, endTime: string) => ({
        dayOfWeek: "mon",
        seats: 1,
        startTime,
        endTime,
      });
      const offHour = await set([entry("09:30", "11:00")]);
      expect(offHour.status).toBe(400);
      expect(offHour.json.errors[0].title).toBe("Kies een begin voor het einde, op het hele uur.");
      const overlap = await set([entry("09:00", "12:00"), entry("11:00", "13:00")]);
      expect(overlap.json.errors[0]).toMatchObject({
        title: "Deze tijden overlappen.",
        meta: { field: "availabilityPlan.entries.1" },
      });
      const four = await set([
        entry("08:00", "09:00"),
        entry("09:00", "10:00"),
        entry("10:00", "11:00"),
        entry("11:00", "12:00"),
      ]);
      expect(four.status).toBe(400);
      expect((await set([entry("09:00", "12:00"), entry("12:00", "24:00")])).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
