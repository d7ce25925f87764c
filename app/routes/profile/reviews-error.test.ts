import { describe, expect, it, vi } from "vitest";
import type { AppContext } from "../../context";
import { loadReviewsOrNote } from "../reviews-load.server";
import { loader } from "./route";

// Spec §8 'Loading reviews failed.': the profile page still shows when its reviews cannot be
// loaded; the failure is logged with its code instead of becoming the error page.

const profile = {
  id: "5b0f0d7e-3a3c-4c1f-9d7e-2f1b6a2c9e11",
  displayName: "Fenna de Vries",
  abbreviatedName: "FV",
  banned: false,
  deleted: false,
  place: "Utrecht",
  profileImageKey: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  bio: "",
  website: null,
};

function contextWith(aboutUser: () => Promise<unknown>) {
  const log = { error: vi.fn() };
  const context = {
    services: {
      users: { publicProfile: async () => profile },
      listings: { publishedBy: async () => [] },
      reviews: { aboutUser },
      env: { APP_URL: "http://localhost:3000" },
    },
    user: null,
    locale: "nl",
    log,
    requestId: "req-1",
  } as unknown as AppContext;
  return { context, log };
}

const load = (context: AppContext) =>
  loader({
    params: { id: profile.id },
    context,
    request: new Request(`http://localhost/u/${profile.id}`),
  } as never);

describe("profile reviews that fail to load", () => {
  it("shows the page with 'Loading reviews failed.' and logs load-data-failed", async () => {
    const { context, log } = contextWith(async () => {
      throw new Error("connection reset");
    });
    const page = await load(context);
    expect(page.reviewsError).toBe("Reviews.loadFailed");
    expect(page.reviews).toEqual({ asProvider: [], asCustomer: [] });
    expect(page.profile.displayName).toBe("Fenna de Vries");
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ code: "load-data-failed" }),
      "load-data-failed",
    );
  });

  it("has no note when the reviews load", async () => {
    const reviews = { asProvider: [], asCustomer: [] };
    const { context, log } = contextWith(async () => reviews);
    const page = await load(context);
    expect(page.reviewsError).toBeNull();
    expect(page.reviews).toBe(reviews);
    expect(log.error).not.toHaveBeenCalled();
  });
});

describe("loadReviewsOrNote (profile and listing pages)", () => {
  it("gives the empty value and the note on failure", async () => {
    const log = { error: vi.fn() };
    const out = await loadReviewsOrNote(
      { log, requestId: "r" } as never,
      () => Promise.reject(new Error("down")),
      [],
    );
    expect(out).toEqual({ reviews: [], reviewsError: "Reviews.loadFailed" });
    expect(log.error).toHaveBeenCalledTimes(1);
  });
});
