import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPlaceService } from "#modules/geo/server";
import { apiClient, startTestApp } from "../../tests/setup/http-app";
import { SUGGESTIONS_PER_MINUTE } from "./places";

let app: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const suggest = (query: string, headers: Record<string, string> = {}) =>
  apiClient(app.origin).call("GET", `/api/places/suggest${query}`, undefined, headers);

describe("GET /api/places/suggest", () => {
  it("answers place predictions from the offline gazetteer, Dutch names first", async () => {
    const res = await suggest("?q=luik");
    expect(res.status).toBe(200);
    const [first] = res.json.data;
    expect(first).toMatchObject({
      id: "gn:2792413",
      name: "Luik",
      label: "Luik, Wallonië, België",
      kind: "place",
      country: "BE",
    });
    expect(first.bounds.ne.lat).toBeGreaterThan(first.origin.lat);
    expect(first.bounds.sw.lng).toBeLessThan(first.origin.lng);
  });

  it("answers at most 5, in the asked language or the request's", async () => {
    const many = await suggest("?q=a");
    expect(many.json.data).toHaveLength(5);
    const en = await suggest("?q=keulen&locale=en");
    expect(en.json.data[0].label).toBe("Cologne, North Rhine-Westphalia, Germany");
    const byHeader = await suggest("?q=den%20haag", { "Accept-Language": "en" });
    expect(byHeader.json.data[0].name).toBe("The Hague");
  });

  it("rejects a missing or too long query in the spec's error shape", async () => {
    const missing = await suggest("");
    expect(missing.status).toBe(400);
    expect(missing.json.errors[0]).toMatchObject({
      code: "validation-invalid-params",
      title: "Vul een plaats in.",
      meta: { field: "q" },
    });
    const long = await suggest(`?q=${"a".repeat(101)}`);
    expect(long.status).toBe(400);
    const badLocale = await suggest("?q=gent&locale=fr");
    expect(badLocale.status).toBe(400);
  });

  it("shows a geocoder failure as no suggestions", async () => {
    const original = app.services.places;
    const failures: string[] = [];
    app.services.places = createPlaceService({
      geocoder: {
        suggest: () => Promise.reject(new Error("geocoder down")),
        postalPlace: () => Promise.reject(new Error("geocoder down")),
      },
      onError: (error) => failures.push((error as Error).message),
    });
    try {
      const res = await suggest("?q=zwolle");
      expect(res.status).toBe(200);
      expect(res.json.data).toEqual([]);
      expect(failures).toEqual(["geocoder down"]);
    } finally {
      app.services.places = original;
    }
  });

  // Last in this file: it uses up this client's minute.
  it("answers 429 past the per-minute limit for one client", async () => {
    let refused: Awaited<ReturnType<typeof suggest>> | null = null;
    for (let i = 0; i <= SUGGESTIONS_PER_MINUTE && !refused; i++) {
      const res = await suggest("?q=ams");
      if (res.status !== 200) refused = res;
    }
    expect(refused?.status).toBe(429);
    expect(refused?.json.errors[0]).toMatchObject({ status: 429, code: "too-many-requests" });
  });

  it("is described in the OpenAPI document", async () => {
    const doc = await apiClient(app.origin).call("GET", "/api/openapi.json");
    const op = doc.json.paths["/places/suggest"].get;
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(["q", "locale"]);
  });
});
