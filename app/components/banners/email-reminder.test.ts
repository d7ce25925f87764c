import { describe, expect, it } from "vitest";
import { reminderExcluded } from "./email-reminder";

describe("reminderExcluded", () => {
  it("keeps the reminder off the pages the spec names", () => {
    for (const path of [
      "/login",
      "/signup",
      "/account/contact-details",
      "/verify-email",
      "/reset-password",
      "/account/payments",
      "/account/payments/success",
    ]) {
      expect(reminderExcluded(path)).toBe(true);
    }
  });
  it("shows it elsewhere", () => {
    for (const path of ["/", "/listings", "/account/change-password", "/signup-later"]) {
      expect(reminderExcluded(path)).toBe(false);
    }
  });
});
