import { describe, expect, it } from "vitest";
import { BOUNDS_DISTANCE_M, boundsAround } from "./bounds";
import empty from "./fixtures/mapbox-empty.json";
import zwol from "./fixtures/mapbox-forward-zwol.json";
import postcode from "./fixtures/mapbox-postcode-8011.json";
import { recordedFetch } from "./fixtures/recorded-fetch";
import { createMapboxGeocoder } from "./mapbox-geocoder.server";
import { GEOCODER_COUNTRIES, type SuggestOptions } from "./types";

const options: SuggestOptions = { locale: "nl", limit: 5, countries: GEOCODER_COUNTRIES };

describe("Mapbox geocoder", () => {
  it("asks v6 forward geocoding for 5 suggestions in Dutch in NL, BE and DE", async () => {
    const http = recordedFetch(zwol);
    await createMapboxGeocoder({ accessToken: "pk.test", fetch: http.fetch }).suggest(
      "zwol",
      options,
    );
    const url = http.lastUrl();
    expect(url?.origin + (url?.pathname ?? "")).toBe(
      "https://api.mapbox.com/search/geocode/v6/forward",
    );
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      q: "zwol",
      limit: "5",
      language: "nl",
      country: "nl,be,de",
      autocomplete: "true",
      access_token: "pk.test",
    });
  });

  it("maps features to predictions, with the feature's bbox or 500 m around an address", async () => {
    const http = recordedFetch(zwol);
    const found = await createMapboxGeocoder({ accessToken: "pk", fetch: http.fetch }).suggest(
      "zwol",
      options,
    );
    expect(found[0]).toEqual({
      id: "mapbox:dXJuOm1ieHBsYzpBZ2pJN0E",
      name: "Zwolle",
      label: "Zwolle, Overijssel, Nederland",
      kind: "place",
      country: "NL",
      origin: { lat: 52.5125, lng: 6.09444 },
      bounds: { ne: { lat: 52.5889, lng: 6.1985 }, sw: { lat: 52.4583, lng: 5.999 } },
    });
    const address = found[1];
    expect(address).toMatchObject({
      name: "Zwolsestraat 1",
      label: "Zwolsestraat 1, 2587 VJ Den Haag, Nederland",
      kind: "address",
    });
    expect(address?.bounds).toEqual(boundsAround(address!.origin, BOUNDS_DISTANCE_M.address));
  });

  it("skips a feature it cannot read and keeps the others", async () => {
    const broken = { ...zwol, features: [{ type: "Feature" }, ...zwol.features] };
    const http = recordedFetch(broken);
    const found = await createMapboxGeocoder({ accessToken: "pk", fetch: http.fetch }).suggest(
      "zwol",
      options,
    );
    expect(found.map((p) => p.name)).toEqual(["Zwolle", "Zwolsestraat 1"]);
  });

  it("throws on an error answer, without the token in the message", async () => {
    const http = recordedFetch({ message: "Not Authorized - Invalid Token" }, 401);
    const geocoder = createMapboxGeocoder({ accessToken: "pk.secret", fetch: http.fetch });
    await expect(geocoder.suggest("zwol", options)).rejects.toThrow(
      /api\.mapbox\.com answered 401/,
    );
    await expect(geocoder.suggest("zwol", options)).rejects.not.toThrow(/pk\.secret/);
  });

  it("names a postal code's town from the postcode feature's context", async () => {
    const http = recordedFetch(postcode);
    const geocoder = createMapboxGeocoder({ accessToken: "pk", fetch: http.fetch });
    expect(await geocoder.postalPlace("8011", "NL")).toEqual({ status: "found", place: "Zwolle" });
    expect(http.lastUrl()?.searchParams.get("types")).toBe("postcode");
    expect(http.lastUrl()?.searchParams.get("country")).toBe("nl");
    expect(http.lastUrl()?.searchParams.get("language")).toBe("nl");
  });

  it("reports a postal code it does not know as unknown", async () => {
    const http = recordedFetch(empty);
    const geocoder = createMapboxGeocoder({ accessToken: "pk", fetch: http.fetch });
    expect(await geocoder.postalPlace("9999", "BE")).toEqual({ status: "unknown" });
  });
});
