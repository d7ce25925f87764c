import { describe, expect, it } from "vitest";
import { isAppError } from "#modules/errors";
import { createUser } from "../../tests/factories";
import { testDb, testServices } from "../../tests/setup/services";
import { profileSettingsSchema } from "./schemas";

const base = { firstName: "Fenna", lastName: "Hof", displayName: "Fenna", country: "NL" };
const now = () => new Date("2026-11-24T12:00:00Z");

describe("profile website and birthday (spec §5)", () => {
  it("shows the website on the profile and keeps the birth date private", async () => {
    const { services } = testServices({ now });
    const user = await createUser(testDb());
    const input = profileSettingsSchema.parse({
      ...base,
      website: "https://tuinvanfenna.nl",
      birthDay: "24",
      birthMonth: "11",
      birthYear: "2008",
    });
    await services.users.updateProfile(user.id, input);
    const profile = await services.users.publicProfile(user.id);
    expect(profile.website).toBe("https://tuinvanfenna.nl");
    expect(JSON.stringify(profile)).not.toContain("2008");
    expect((await services.users.findById(user.id))?.privateData.birthDate).toBe("2008-11-24");
  });

  it("refuses a birthday less than 18 years ago at the birthday field, saving nothing", async () => {
    const { services } = testServices({ now });
    const user = await createUser(testDb());
    const input = profileSettingsSchema.parse({
      ...base,
      displayName: "Jong",
      birthDay: "25",
      birthMonth: "11",
      birthYear: "2008",
    });
    const error = await services.users.updateProfile(user.id, input).catch((e: unknown) => e);
    expect(isAppError(error) && error.fields.birthday).toBe(
      "ProfileSettingsForm.tooYoung?minAge=18",
    );
    expect((await services.users.findById(user.id))?.displayName).not.toBe("Jong");
  });

  it("refuses a website that is not http(s) and a date that is not on the calendar", () => {
    const bad = profileSettingsSchema.safeParse({
      ...base,
      website: "javascript:alert(1)",
      birthDay: "31",
      birthMonth: "4",
      birthYear: "1990",
    });
    expect(bad.success).toBe(false);
    const fields = bad.success ? [] : bad.error.issues.map((i) => [i.path[0], i.message]);
    expect(fields).toContainEqual(["website", "ProfileSettingsForm.websiteInvalid"]);
    expect(fields).toContainEqual(["birthday", "ProfileSettingsForm.birthdayInvalid"]);
    // An API client that leaves the fields out changes neither.
    const partial = profileSettingsSchema.parse(base);
    expect(partial.website).toBeUndefined();
    expect(partial.birthDate).toBeUndefined();
  });
});
