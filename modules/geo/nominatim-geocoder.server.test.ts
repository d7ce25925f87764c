import { describe, expect, it } from "vitest";
import { BOUNDS_DISTANCE_M, boundsAround } from "./bounds";
import postcode from "./fixtures/nominatim-postcode-9000.json";
import luik from "./fixtures/nominatim-search-luik.json";
import { recordedFetch } from "./fixtures/recorded-fetch";
import { createNominatimGeocoder } from "./nominatim-geocoder.server";
import { GEOCODER_COUNTRIES, type SuggestOptions } from "./types";

const options: SuggestOptions = { locale: "nl", limit: 5, countries: GEOCODER_COUNTRIES };
const geocoderWith = (body: unknown, status = 200) => {
  const http = recordedFetch(body, status);
  const geocoder = createNominatimGeocoder({
    baseUrl: "https://nominatim.example.org",
    userAgent: "Buurtoogst (http://localhost:3000)",
    fetch: http.fetch,
  });
  return { http, geocoder };
};

describe("Nominatim geocoder", () => {
  it("asks /search for 5 places in Dutch in NL, BE and DE, and says who asks", async () => {
    const { http, geocoder } = geocoderWith(luik);
    await geocoder.suggest("luik", options);
    const [call] = http.calls;
    expect(call?.url.origin + (call?.url.pathname ?? "")).toBe(
      "https://nominatim.example.org/search",
    );
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      format: "jsonv2",
      addressdetails: "1",
      q: "luik",
      limit: "5",
      "accept-language": "nl",
      countrycodes: "nl,be,de",
    });
    expect(call?.headers.get("user-agent")).toBe("Buurtoogst (http://localhost:3000)");
  });

  it("keeps a path in the server URL", async () => {
    const http = recordedFetch(luik);
    await createNominatimGeocoder({
      baseUrl: "https://geo.example.org/nominatim",
      userAgent: "test",
      fetch: http.fetch,
    }).suggest("luik", options);
    expect(http.lastUrl()?.pathname).toBe("/nominatim/search");
  });

  it("maps results to predictions with their bounding box and kind", async () => {
    const { geocoder } = geocoderWith(luik);
    const [city, province, street] = await geocoder.suggest("luik", options);
    expect(city).toEqual({
      id: "osm:relation/1183459",
      name: "Luik",
      label: "Luik, Wallonië, België",
      kind: "place",
      country: "BE",
      origin: { lat: 50.6450944, lng: 5.5736112 },
      bounds: { ne: { lat: 50.688, lng: 5.6752 }, sw: { lat: 50.5627, lng: 5.5134 } },
    });
    expect(province).toMatchObject({ kind: "region", label: "Luik, België" });
    expect(street).toMatchObject({ kind: "address", label: "Luikstraat, 3523 Utrecht, Nederland" });
  });

  it("uses 500 m around an address without a bounding box", async () => {
    const [, , street] = luik;
    const { geocoder } = geocoderWith([{ ...street, boundingbox: undefined }]);
    const [found] = await geocoder.suggest("luikstraat", options);
    expect(found?.bounds).toEqual(boundsAround(found!.origin, BOUNDS_DISTANCE_M.address));
  });

  it("throws on an error answer", async () => {
    const { geocoder } = geocoderWith({ error: "too many requests" }, 429);
    await expect(geocoder.suggest("luik", options)).rejects.toThrow(/answered 429/);
  });

  it("names a postal code's town with a structured postal-code search", async () => {
    const { http, geocoder } = geocoderWith(postcode);
    expect(await geocoder.postalPlace("9000", "BE")).toEqual({ status: "found", place: "Gent" });
    const params = http.lastUrl()?.searchParams;
    expect(params?.get("postalcode")).toBe("9000");
    expect(params?.get("countrycodes")).toBe("be");
    expect(params?.get("accept-language")).toBe("nl");
    expect(params?.has("q")).toBe(false);
  });

  it("reports a postal code it does not know as unknown", async () => {
    const { geocoder } = geocoderWith([]);
    expect(await geocoder.postalPlace("9999 ZZ", "NL")).toEqual({ status: "unknown" });
  });
});
