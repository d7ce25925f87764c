import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listings } from "../../../db/schema";
import { createListing, createUser } from "../../../tests/factories";
import { testDb, testServices } from "../../../tests/setup/services";
import type { WizardActionResult } from "../../components/edit-listing/types";
import { wizardTabs } from "../../components/edit-listing/wizard";
import type { AppContext } from "../../context";
import { wizardAction } from "./wizard-actions.server";

// The wizard's pricing tab in edit mode, as its form posts it: two growers' tabs (or two
// windows) saving against the same stock total. One wins; the other is told the stock moved.

type Returned = { data: WizardActionResult; init: ResponseInit | null };

async function setUp() {
  const { services } = testServices();
  const created = await createUser(testDb(), { stripeConnected: true });
  const user = (await services.users.findById(created.id))!;
  const listing = await createListing(testDb(), {
    authorId: user.id,
    state: "published",
    priceAmount: 300,
    currentStock: 10,
  });
  const context = { services, user, locale: "nl" } as AppContext;
  const post = (price: string, stock: string) => {
    const formData = new FormData();
    formData.set("price", price);
    formData.set("stock", stock);
    formData.set("oldStockTotal", "10");
    return wizardAction({
      context,
      user,
      params: {
        slug: "tomaten",
        id: listing.id,
        type: "edit",
        tab: "pricing",
        returnURLType: null,
      },
      formData,
      tabs: wizardTabs("stock"),
    }) as Promise<unknown> as Promise<Returned>;
  };
  return { listing, post };
}

describe("wizard pricing tab, edit mode", () => {
  it("saves one of two racing saves and shows the other the out-of-sync message, saving none of it", async () => {
    const { listing, post } = await setUp();
    const results = await Promise.all([post("4,00", "7"), post("5,00", "3")]);

    const saved = results.filter((r) => r.data.ok);
    const refused = results.filter((r) => !r.data.ok);
    expect(saved).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]!.init?.status).toBe(409);
    expect(refused[0]!.data).toMatchObject({
      fieldErrors: { stock: "EditListingPricingForm.oldStockTotalWasOutOfSync" },
    });
    // The message shows once, at the stock field.
    expect((refused[0]!.data as { formError?: string }).formError).toBeUndefined();

    const [row] = await testDb().select().from(listings).where(eq(listings.id, listing.id));
    const winner =
      results.indexOf(saved[0]!) === 0 ? { price: 400, stock: 7 } : { price: 500, stock: 3 };
    expect({ price: row!.priceAmount, stock: row!.currentStock }).toEqual(winner);
  });
});
