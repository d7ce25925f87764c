import { describe, expect, it } from "vitest";
import zwol from "./fixtures/mapbox-forward-zwol.json";
import { recordedFetch } from "./fixtures/recorded-fetch";
import { createGeocoder, type GeocoderConfig, GeocoderConfigError } from "./geocoder.server";
import { GEOCODER_COUNTRIES } from "./types";

const base: GeocoderConfig = {
  GEOCODER: "offline",
  NOMINATIM_URL: "https://nominatim.example.org",
  APP_URL: "https://buurtoogst.example",
};
const options = { locale: "nl" as const, limit: 5, countries: GEOCODER_COUNTRIES };

describe("createGeocoder", () => {
  it("uses the offline gazetteer and postal codes by default, without the network", async () => {
    const http = recordedFetch([]);
    const geocoder = createGeocoder(base, { fetch: http.fetch });
    expect((await geocoder.suggest("luik", options))[0]?.label).toBe("Luik, Wallonië, België");
    expect(await geocoder.postalPlace("8011 AB", "NL")).toEqual({
      status: "found",
      place: "Zwolle",
    });
    expect(http.calls).toHaveLength(0);
  });

  it("refuses Mapbox without an access token, naming the setting", () => {
    expect(() => createGeocoder({ ...base, GEOCODER: "mapbox" })).toThrow(GeocoderConfigError);
    expect(() => createGeocoder({ ...base, GEOCODER: "mapbox" })).toThrow(/MAPBOX_ACCESS_TOKEN/);
  });

  it("uses Mapbox with a token", async () => {
    const http = recordedFetch(zwol);
    const geocoder = createGeocoder(
      { ...base, GEOCODER: "mapbox", MAPBOX_ACCESS_TOKEN: "pk.abc" },
      { fetch: http.fetch },
    );
    await geocoder.suggest("zwol", options);
    expect(http.lastUrl()?.host).toBe("api.mapbox.com");
    expect(http.lastUrl()?.searchParams.get("access_token")).toBe("pk.abc");
  });

  it("uses the configured Nominatim server, naming the app in the User-Agent", async () => {
    const http = recordedFetch([]);
    const geocoder = createGeocoder({ ...base, GEOCODER: "nominatim" }, { fetch: http.fetch });
    await geocoder.suggest("luik", options);
    expect(http.lastUrl()?.host).toBe("nominatim.example.org");
    expect(http.calls[0]?.headers.get("user-agent")).toContain("https://buurtoogst.example");
  });
});
