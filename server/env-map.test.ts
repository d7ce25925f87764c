import { describe, expect, it, vi } from "vitest";
import { envWarnings, parseEnv, publicConfig } from "./env";

describe("map provider settings", () => {
  it("warns once at start when Google is chosen without a key, and still starts", () => {
    const warn = vi.fn();
    const env = parseEnv({ PUBLIC_MAP_PROVIDER: "google", PUBLIC_GOOGLE_MAPS_API_KEY: " " }, warn);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/PUBLIC_GOOGLE_MAPS_API_KEY/);
    expect(publicConfig(env).map).toMatchObject({
      provider: "google",
      googleMapsApiKey: undefined,
    });
  });

  it("says nothing when the provider has what it needs", () => {
    expect(envWarnings(parseEnv({}, () => {}))).toEqual([]);
    const warn = vi.fn();
    const env = parseEnv(
      { PUBLIC_MAP_PROVIDER: "google", PUBLIC_GOOGLE_MAPS_API_KEY: "AIza-test" },
      warn,
    );
    expect(warn).not.toHaveBeenCalled();
    // A browser key: it is meant to reach the browser.
    expect(publicConfig(env).map.googleMapsApiKey).toBe("AIza-test");
  });
});
