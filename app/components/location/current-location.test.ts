import { describe, expect, it, vi } from "vitest";
import {
  currentLocationPlace,
  currentPosition,
  GEOLOCATION_OPTIONS,
  GeolocationError,
  type GeolocationLike,
  geolocationMessageId,
} from "./current-location";

/** A fake navigator.geolocation answering with a position or an error code. */
function fakeGeolocation(
  answer: { lat: number; lng: number } | { code: number; message?: string },
) {
  const getCurrentPosition = vi.fn<GeolocationLike["getCurrentPosition"]>((ok, fail) => {
    if ("code" in answer) {
      fail?.({ code: answer.code, message: answer.message ?? "" } as GeolocationPositionError);
    } else {
      ok({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
    }
  });
  return { getCurrentPosition };
}

describe("current location", () => {
  it("asks the browser with spec §9's options: 5000 ms, high accuracy, no cached position", async () => {
    const geo = fakeGeolocation({ lat: 52.5168, lng: 6.083 });
    await expect(currentPosition(geo)).resolves.toEqual({ lat: 52.5168, lng: 6.083 });
    expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(geo.getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      timeout: 5000,
      enableHighAccuracy: true,
      maximumAge: 0,
    });
    expect(GEOLOCATION_OPTIONS.maximumAge).toBe(0);
  });

  it("rejects with spec §8's text when the browser has no geolocation", async () => {
    for (const missing of [undefined, null, {} as GeolocationLike]) {
      const error = await currentPosition(missing).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GeolocationError);
      expect((error as GeolocationError).message).toBe("Geolocation not available in browser");
      expect((error as GeolocationError).reason).toBe("unavailable");
      expect(geolocationMessageId(error)).toBe("LocationSearch.geolocationUnavailable");
    }
  });

  it("maps denied permission, no position and timeout to their own messages", async () => {
    const cases = [
      [1, "denied", "LocationSearch.geolocationDenied"],
      [2, "position-unavailable", "LocationSearch.geolocationFailed"],
      [3, "timeout", "LocationSearch.geolocationTimeout"],
    ] as const;
    for (const [code, reason, messageId] of cases) {
      const error = await currentPosition(fakeGeolocation({ code, message: "x" })).catch(
        (e: unknown) => e,
      );
      expect((error as GeolocationError).reason).toBe(reason);
      expect(geolocationMessageId(error)).toBe(messageId);
    }
  });

  it("treats an unexpected failure as 'could not locate'", () => {
    expect(geolocationMessageId(new Error("boom"))).toBe("LocationSearch.geolocationFailed");
  });

  it("searches 1000 m around the position, labelled with the given text", () => {
    const place = currentLocationPlace({ lat: 52, lng: 5 }, "Huidige locatie");
    expect(place.label).toBe("Huidige locatie");
    expect(place.origin).toEqual({ lat: 52, lng: 5 });
    // 1000 m is 0.008993° of latitude; longitude degrees are shorter at 52° north.
    expect(place.bounds.ne.lat - 52).toBeCloseTo(0.008993, 5);
    expect(52 - place.bounds.sw.lat).toBeCloseTo(0.008993, 5);
    expect(place.bounds.ne.lng - 5).toBeCloseTo(0.008993 / Math.cos((52 * Math.PI) / 180), 5);
  });
});
