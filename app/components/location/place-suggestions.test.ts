import { describe, expect, it, vi } from "vitest";
import type { PlacePrediction } from "#modules/geo";
import {
  fetchSuggestions,
  isPlacePrediction,
  secondaryText,
  shouldSuggest,
  suggestUrl,
} from "./place-suggestions";

const zwolle: PlacePrediction = {
  id: "gn:2743477",
  name: "Zwolle",
  label: "Zwolle, Overijssel, Nederland",
  kind: "place",
  country: "NL",
  origin: { lat: 52.5168, lng: 6.083 },
  bounds: { ne: { lat: 52.535, lng: 6.112 }, sw: { lat: 52.499, lng: 6.054 } },
};

const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));

describe("place suggestions", () => {
  it("asks from two characters on", () => {
    expect(shouldSuggest("z")).toBe(false);
    expect(shouldSuggest(" z ")).toBe(false);
    expect(shouldSuggest("zw")).toBe(true);
  });

  it("asks the suggest endpoint with the trimmed query and the locale", () => {
    expect(suggestUrl("  den haag ", "en")).toBe("/api/places/suggest?q=den+haag&locale=en");
  });

  it("returns the predictions, at most 5, and passes the abort signal", async () => {
    const fetchImpl = answer(200, { data: Array.from({ length: 7 }, () => zwolle) });
    const signal = new AbortController().signal;
    const result = await fetchSuggestions("zwol", "nl", signal, fetchImpl);
    expect(result).toHaveLength(5);
    expect(result[0]).toEqual(zwolle);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe("/api/places/suggest?q=zwol&locale=nl");
    expect(fetchImpl.mock.calls[0]?.[1]?.signal).toBe(signal);
  });

  it("shows nothing on a geocoder failure (spec §7): error status, network error, bad body", async () => {
    const signal = new AbortController().signal;
    expect(await fetchSuggestions("zwol", "nl", signal, answer(502, { data: [zwolle] }))).toEqual(
      [],
    );
    expect(await fetchSuggestions("zwol", "nl", signal, answer(200, { data: "x" }))).toEqual([]);
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await fetchSuggestions("zwol", "nl", signal, offline)).toEqual([]);
  });

  it("drops malformed entries instead of rendering them", async () => {
    const broken = [
      { ...zwolle, origin: { lat: "52", lng: 6 } },
      { ...zwolle, country: "FR" },
      { ...zwolle, label: "" },
      { ...zwolle, bounds: { ne: zwolle.bounds.ne } },
      null,
    ];
    for (const entry of broken) expect(isPlacePrediction(entry)).toBe(false);
    const fetchImpl = answer(200, { data: [...broken, zwolle] });
    expect(await fetchSuggestions("zwol", "nl", new AbortController().signal, fetchImpl)).toEqual([
      zwolle,
    ]);
  });

  it("shows the rest of the label under the name", () => {
    expect(secondaryText(zwolle)).toBe("Overijssel, Nederland");
    expect(secondaryText({ name: "Nederland", label: "Nederland" })).toBe("");
    expect(secondaryText({ name: "Luik", label: "Liège, Wallonië, België" })).toBe(
      "Liège, Wallonië, België",
    );
  });
});
