import { describe, expect, it } from "vitest";
import { placeInAddress } from "#modules/geo/server";
import { withPickupCoordinates } from "./pickup-place.server";

describe("withPickupCoordinates", () => {
  const zwolle = placeInAddress("Zwolle")!;

  it("gives a typed known town its coordinates when none were chosen", () => {
    expect(
      withPickupCoordinates({ pickupEnabled: "on", address: "Markt 1, Zwolle" }),
    ).toMatchObject({ lat: String(zwolle.lat), lng: String(zwolle.lng) });
  });

  it("keeps coordinates chosen for the address as it stands", () => {
    const fields = {
      pickupEnabled: "on",
      address: "Zwolle",
      placeLabel: "Zwolle",
      lat: "1",
      lng: "2",
    };
    expect(withPickupCoordinates(fields)).toEqual(fields);
  });

  it("drops coordinates chosen for another label, then looks the address up again", () => {
    const out = withPickupCoordinates({
      pickupEnabled: "on",
      address: "Nergensdorp",
      placeLabel: "Zwolle",
      lat: String(zwolle.lat),
      lng: String(zwolle.lng),
    });
    expect(out).toMatchObject({ lat: "", lng: "" });
  });

  it("does nothing without pickup, and leaves the input as it was", () => {
    const fields = { shippingEnabled: "on", address: "Zwolle" };
    expect(withPickupCoordinates(fields)).toEqual(fields);
    expect(fields).not.toHaveProperty("lat");
  });
});
