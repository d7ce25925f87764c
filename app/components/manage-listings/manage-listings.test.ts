import { describe, expect, it } from "vitest";
import {
  manageEditPath,
  manageListingsPagePath,
  manageViewPath,
  parsePageParam,
  stateAction,
} from "./manage-listings";

const ID = "6f1c2a9e-3b4d-4c5e-8f70-112233445566";

describe("manage listings", () => {
  it("reads ?page= as a positive page number", () => {
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam("3")).toBe(3);
    expect(parsePageParam("0")).toBe(1);
    expect(parsePageParam("-2")).toBe(1);
    expect(parsePageParam("2.5")).toBe(1);
    expect(parsePageParam("abc")).toBe(1);
    expect(parsePageParam("99999999999")).toBe(1);
  });
  it("links drafts to the wizard's draft mode and others to edit mode", () => {
    expect(manageEditPath({ id: ID, title: "Verse eieren", state: "draft" })).toBe(
      `/l/verse-eieren/${ID}/draft/details`,
    );
    expect(manageEditPath({ id: ID, title: "Verse eieren", state: "published" })).toBe(
      `/l/verse-eieren/${ID}/edit/details`,
    );
  });
  it("links to the listing page or its variant", () => {
    expect(manageViewPath({ id: ID, title: "Appels", state: "published" })).toBe(`/l/appels/${ID}`);
    expect(manageViewPath({ id: ID, title: "Appels", state: "pendingApproval" })).toBe(
      `/l/appels/${ID}/pending-approval`,
    );
  });
  it("offers close for published and open for closed listings only", () => {
    expect(stateAction("published")).toBe("close");
    expect(stateAction("closed")).toBe("open");
    expect(stateAction("draft")).toBeNull();
    expect(stateAction("pendingApproval")).toBeNull();
  });
  it("writes page 1 without a query", () => {
    expect(manageListingsPagePath(1)).toBe("/listings");
    expect(manageListingsPagePath(4)).toBe("/listings?page=4");
  });
});
