import { describe, expect, it } from "vitest";
import { createOfflineGeocoder } from "./offline-geocoder";
import { createPlaceService } from "./service.server";
import type { PlacePrediction } from "./types";

const failing = {
  async suggest(): Promise<PlacePrediction[]> {
    throw new Error("geocoder down");
  },
  async postalPlace(): Promise<never> {
    throw new Error("geocoder down");
  },
};

describe("place service", () => {
  it("suggests at most 5 places in the asked language", async () => {
    const places = createPlaceService({ geocoder: createOfflineGeocoder() });
    const found = await places.suggest("a", "nl");
    expect(found).toHaveLength(5);
    expect((await places.suggest(" keulen ", "en"))[0]?.name).toBe("Cologne");
    expect(await places.suggest("   ", "nl")).toEqual([]);
  });

  it("keeps to the asked countries", async () => {
    const places = createPlaceService({ geocoder: createOfflineGeocoder() });
    const found = await places.suggest("kleve", "nl", ["NL", "BE"]);
    expect(found).toEqual([]);
  });

  it("shows a geocoder failure as no suggestions and reports it", async () => {
    const errors: string[] = [];
    const places = createPlaceService({
      geocoder: failing,
      onError: (error, operation) => errors.push(`${operation}: ${(error as Error).message}`),
    });
    expect(await places.suggest("zwolle", "nl")).toEqual([]);
    expect(await places.postalPlace("8011", "NL")).toEqual({ status: "unavailable" });
    expect(errors).toEqual(["suggest: geocoder down", "postalPlace: geocoder down"]);
  });
});
