import { describe, expect, it } from "vitest";
import { reminderExcluded, reminderPath } from "./email-reminder-banner";

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
      // Paying is never interrupted (decision 065).
      "/cart/checkout",
      "/cart/checkout/ideal",
      "/l/eieren/00000000-0000-4000-8000-000000000001/checkout",
      "/l/eieren/00000000-0000-4000-8000-000000000001/checkout/bancontact",
      "/test-mode/bank/pi_123",
      "/test-mode/authenticate/pi_123",
    ]) {
      expect(reminderExcluded(path)).toBe(true);
    }
  });
  it("shows it elsewhere", () => {
    for (const path of [
      "/",
      "/listings",
      "/account/change-password",
      "/signup-later",
      "/cart",
      "/l/eieren/00000000-0000-4000-8000-000000000001",
      "/checkout/00000000-0000-4000-8000-000000000001/summary",
    ]) {
      expect(reminderExcluded(path)).toBe(false);
    }
  });
});

describe("reminderPath", () => {
  const NIL = "00000000-0000-0000-0000-000000000000";
  const ID = "6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b";
  it("makes the whole listing wizard one path: every tab, the new draft's URL, edit mode", () => {
    const wizard = [
      "/l/new",
      `/l/draft/${NIL}/new/details`,
      `/l/boerenkool/${ID}/draft/pricing`,
      `/l/boerenkool/${ID}/draft/delivery`,
      `/l/boerenkool/${ID}/edit/photos`,
      `/l/boerenkool/${ID}/edit/availability/return`,
    ];
    expect(new Set(wizard.map(reminderPath))).toEqual(new Set(["/l/new"]));
  });
  it("keeps every other page its own path, the listing's own pages too", () => {
    for (const path of [
      "/listings",
      `/l/boerenkool/${ID}`,
      `/l/boerenkool/${ID}/draft`,
      `/l/boerenkool/${ID}/checkout`,
      `/l/${ID}`,
      "/inbox/orders",
    ]) {
      expect(reminderPath(path)).toBe(path);
    }
  });
});
