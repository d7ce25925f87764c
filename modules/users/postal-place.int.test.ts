import { describe, expect, it } from "vitest";
import type { PostalPlaceLookup, PostalPlaceResult } from "#modules/geo";
import { createUser } from "../../tests/factories/users";
import { testDb, testServices } from "../../tests/setup/services";
import { createUserService } from "./service.server";

// A stand-in for the place-lookup service (an outside service, like Mapbox), answering for a few
// real Dutch and Belgian postal codes and remembering what it was asked.
function lookup(answers: Record<string, PostalPlaceResult>) {
  const asked: string[] = [];
  const postalPlaces: PostalPlaceLookup = {
    async postalPlace(code, country) {
      asked.push(`${country} ${code}`);
      return answers[`${country} ${code}`] ?? { status: "unknown" };
    },
  };
  return { postalPlaces, asked };
}

const profile = {
  firstName: "Jan",
  lastName: "Bakker",
  displayName: "Jan B.",
  bio: "",
};

describe("postalPlace after a profile update", () => {
  it("saves the town of the new postal code, in Dutch", async () => {
    const user = await createUser(testDb());
    const { postalPlaces, asked } = lookup({ "BE 4000": { status: "found", place: "Luik" } });
    const users = createUserService({
      db: testDb(),
      postalPlaces,
      now: () => new Date(),
    });
    const updated = await users.updateProfile(user.id, {
      ...profile,
      postalCode: "4000",
      country: "BE",
    });
    expect(asked).toEqual(["BE 4000"]);
    expect(updated?.publicData).toMatchObject({
      postalCode: "4000",
      country: "BE",
      postalPlace: "Luik",
    });
    expect((await users.publicProfile(user.id)).place).toBe("Luik");
  });

  it("clears it when the postal code is removed or unknown", async () => {
    const user = await createUser(testDb());
    expect(user.publicData.postalPlace).toBe("Utrecht");
    const { postalPlaces, asked } = lookup({});
    const users = createUserService({
      db: testDb(),
      postalPlaces,
      now: () => new Date(),
    });

    const unknown = await users.updateProfile(user.id, {
      ...profile,
      postalCode: "9999 ZZ",
      country: "NL",
    });
    expect(asked).toEqual(["NL 9999 ZZ"]);
    expect(unknown?.publicData.postalCode).toBe("9999 ZZ");
    expect(unknown?.publicData).not.toHaveProperty("postalPlace");

    const removed = await users.updateProfile(user.id, {
      ...profile,
      postalCode: "",
      country: "NL",
    });
    expect(asked).toHaveLength(1);
    expect(removed?.publicData).not.toHaveProperty("postalPlace");
  });

  it("does not ask again for an unchanged code whose town is known", async () => {
    const user = await createUser(testDb());
    const { postalPlaces, asked } = lookup({});
    const users = createUserService({
      db: testDb(),
      postalPlaces,
      now: () => new Date(),
    });
    const same = await users.updateProfile(user.id, {
      ...profile,
      postalCode: user.publicData.postalCode ?? "",
      country: "NL",
    });
    expect(asked).toEqual([]);
    expect(same?.publicData.postalPlace).toBe("Utrecht");
  });

  it("keeps the profile saving when the lookup fails", async () => {
    const user = await createUser(testDb());
    const postalPlaces: PostalPlaceLookup = {
      postalPlace: () => Promise.reject(new Error("lookup down")),
    };
    const users = createUserService({
      db: testDb(),
      postalPlaces,
      now: () => new Date(),
    });
    const updated = await users.updateProfile(user.id, {
      ...profile,
      postalCode: "8011 AB",
      country: "NL",
    });
    expect(updated?.publicData.postalCode).toBe("8011 AB");
    expect(updated?.publicData).not.toHaveProperty("postalPlace");
  });

  it("is wired to the configured geocoder: offline names the town from the built-in postal codes", async () => {
    const { services } = testServices();
    const user = await createUser(testDb());
    const kept = await services.users.updateProfile(user.id, {
      ...profile,
      bio: "Moestuin",
      postalCode: user.publicData.postalCode ?? "",
      country: "NL",
    });
    expect(kept?.publicData.postalPlace).toBe("Utrecht");

    const moved = await services.users.updateProfile(user.id, {
      ...profile,
      postalCode: "8011",
      country: "NL",
    });
    expect(moved?.publicData).toMatchObject({ postalCode: "8011", postalPlace: "Zwolle" });
    expect((await services.users.publicProfile(user.id)).place).toBe("Zwolle");

    const belgian = await services.users.updateProfile(user.id, {
      ...profile,
      postalCode: "1000",
      country: "BE",
    });
    expect(belgian?.publicData.postalPlace).toBe("Brussel");

    // 1099 is no Dutch postal code: saved all the same, without a town.
    const unknown = await services.users.updateProfile(user.id, {
      ...profile,
      bio: "Verhuisd",
      postalCode: "1099 ZZ",
      country: "NL",
    });
    expect(unknown?.publicData.postalCode).toBe("1099 ZZ");
    expect(unknown?.bio).toBe("Verhuisd");
    expect(unknown?.publicData).not.toHaveProperty("postalPlace");
    expect((await services.users.publicProfile(user.id)).place).toBeNull();
  });
});
