import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AppError } from "#modules/errors";
import type { ListingView } from "#modules/listings";
import { createListing, createUser } from "../../../tests/factories";
import { testDb, testServices } from "../../../tests/setup/services";
import type { WizardActionResult } from "../../components/edit-listing/types";
import { wizardTabs } from "../../components/edit-listing/wizard";
import type { AppContext } from "../../context";
import { wizardAction } from "./wizard-actions.server";

// The wizard's photos tab in draft mode saves the photos, then publishes. Its failures go through
// the route error helper: someone else's draft is the plain 404, a draft that is not complete
// names what is missing (400 with blockers), the unexpected is logged with the request id.

type Returned = { data: WizardActionResult; init: ResponseInit | null };

async function setUp() {
  const { services } = testServices();
  const owner = (await services.users.findById((await createUser(testDb())).id))!;
  const draft = await createListing(testDb(), { authorId: owner.id, state: "draft" });
  const logged: unknown[] = [];
  const log = { error: (entry: unknown) => logged.push(entry) };
  const post = (user: typeof owner, ownListings = services.ownListings) => {
    const formData = new FormData();
    formData.append("images", randomUUID());
    const context = {
      services: { ...services, ownListings },
      user,
      locale: "nl",
      requestId: "req-photos",
      log,
    } as unknown as AppContext;
    return wizardAction({
      context,
      user,
      params: { slug: "x", id: draft.id, type: "draft", tab: "photos", returnURLType: null },
      formData,
      tabs: wizardTabs("stock"),
    }) as Promise<unknown> as Promise<Returned>;
  };
  return { services, owner, draft, post, logged };
}

describe("wizard photos tab, draft mode", () => {
  it("answers someone else's draft with the plain 404", async () => {
    const { post } = await setUp();
    const stranger = (await testServices().services.users.findById(
      (
        await createUser(testDb())
      ).id,
    ))!;
    await expect(post(stranger)).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("names what stops publishing, unlogged; logs the unexpected with the generic text", async () => {
    const { services, draft, owner, post, logged } = await setUp();
    const view = (await services.ownListings.showOwn(owner, draft.id)) as ListingView;
    const blocked = {
      ...services.ownListings,
      update: async () => view,
      publishDraft: async () => {
        throw new AppError("validation-invalid-value", 400, "EditListingWizard.publishBlocked", {
          "EditListingWizard.missingDelivery": "EditListingWizard.missingDelivery",
        });
      },
    };
    const refused = await post(owner, blocked);
    expect(refused.init?.status).toBe(400);
    expect(refused.data).toMatchObject({
      formError: "EditListingWizard.publishBlocked",
      blockers: ["EditListingWizard.missingDelivery"],
    });
    expect(logged).toHaveLength(0);

    const broken = {
      ...blocked,
      publishDraft: async () => {
        throw new Error("database went away");
      },
    };
    const failed = await post(owner, broken);
    expect(failed.init?.status).toBe(500);
    expect(failed.data).toMatchObject({ formError: "EditListingWizard.publishListingFailed" });
    expect(logged).toEqual([expect.objectContaining({ code: "update-listing-failed" })]);
  });
});
