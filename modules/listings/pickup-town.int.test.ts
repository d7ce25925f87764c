import { describe, expect, it } from "vitest";
import { createUser } from "../../tests/factories";
import { testDb, testServices } from "../../tests/setup/services";

const details = {
  title: "Stokbonen",
  description: "Vers van de stok.",
  category: "groenten",
  brand: "ownGarden",
  size: "medium",
  unit: "perKg",
  disclaimer: undefined,
} as const;

// The place field's suggestions are "town, region, country": the town is what cards and the
// listing page show ("Ophalen in Zwolle"), never the country at the end of the label.
describe("the pickup town saved with the delivery tab", () => {
  it.each([
    ["Zwolle, Overijssel, Nederland", "Zwolle"],
    ["Giethoorn, Overijssel, Nederland", "Giethoorn"],
    ["Scheveningen, Zuid-Holland, Nederland", "Scheveningen"],
    ["Luik, Wallonië, België", "Luik"],
    ["Keulen, Noordrijn-Westfalen, Duitsland", "Keulen"],
    ["Dorpsstraat 1, 8011 AB Zwolle", "Zwolle"],
  ])("%s → %s", async (address, town) => {
    const { services } = testServices();
    const user = await createUser(testDb());
    const provider = (await services.users.findById(user.id))!;
    const draft = await services.ownListings.createDraft(provider, details);
    const updated = await services.ownListings.update(provider, draft.id, {
      delivery: {
        pickupEnabled: true,
        shippingEnabled: false,
        location: { address, building: undefined },
        lat: 52.5,
        lng: 6.1,
        shippingPriceInSubunitsOneItem: undefined,
        shippingPriceInSubunitsAdditionalItems: undefined,
      },
    });
    expect(updated.publicData.place).toBe(town);
  });
});
