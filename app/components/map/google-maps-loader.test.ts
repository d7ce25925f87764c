import { describe, expect, it } from "vitest";
import { MAPS_SCRIPT_URL, mapsScriptUrl } from "./google-maps-loader";

describe("mapsScriptUrl", () => {
  it("asks for the weekly API in the page's language, biased to the Netherlands", () => {
    const url = new URL(
      mapsScriptUrl({ apiKey: "AIza-test", language: "nl", callback: "__buurtoogstGoogleMaps1" }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(MAPS_SCRIPT_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: "AIza-test",
      v: "weekly",
      language: "nl",
      region: "NL",
      callback: "__buurtoogstGoogleMaps1",
      loading: "async",
    });
  });

  it("escapes what it is given", () => {
    const url = mapsScriptUrl({ apiKey: "a&b=c", language: "en", callback: "cb" });
    expect(new URL(url).searchParams.get("key")).toBe("a&b=c");
    expect(url).not.toContain("a&b=c");
  });
});
