import { describe, expect, it } from "vitest";
import { createListing, createUser } from "../../tests/factories";
import { testDb, testServices } from "../../tests/setup/services";

describe("landing page's newest listings", () => {
  it("leave out sold-out listings when stock is in use (spec §7 minStock 1), as search does", async () => {
    const provider = await createUser(testDb());
    const future = new Date(Date.UTC(2099, 0, 1));
    const soldOut = await createListing(testDb(), {
      authorId: provider.id,
      currentStock: 0,
      createdAt: future,
    });
    const inStock = await createListing(testDb(), {
      authorId: provider.id,
      currentStock: 2,
      createdAt: new Date(future.getTime() - 1000),
    });
    const ids = (await testServices().services.listings.newest(4)).map((l) => l.id);
    expect(ids).toContain(inStock.id);
    expect(ids).not.toContain(soldOut.id);
  });
});
