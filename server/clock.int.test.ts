import { mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createFileMailer } from "#modules/mail/server";
import { listings, stockAdjustments, users } from "../db/schema";
import { createListing, createUser } from "../tests/factories";
import { testDb, testServices } from "../tests/setup/services";

// The services' clock (ServiceDeps.now) is the time every repository writes (decision 032):
// a test that moves it sees the move in the rows.

function movableClock(start: string) {
  let at = new Date(start);
  return {
    now: () => new Date(at),
    moveTo(next: string) {
      at = new Date(next);
    },
  };
}

const profile = {
  firstName: "Jan",
  lastName: "Bakker",
  displayName: "Jan B.",
  bio: "",
  postalCode: "3511 AB",
  country: "NL" as const,
};

describe("one clock", () => {
  it("dates a profile update with the injected time, and follows the clock when it moves", async () => {
    const clock = movableClock("2031-03-01T09:00:00.000Z");
    const { services } = testServices({ now: clock.now });
    const user = await createUser(testDb());
    const updatedAt = async () =>
      (await testDb().select().from(users).where(eq(users.id, user.id)))[0]!.updatedAt;

    await services.users.updateProfile(user.id, profile);
    expect((await updatedAt()).toISOString()).toBe("2031-03-01T09:00:00.000Z");
    clock.moveTo("2031-03-15T12:30:00.000Z");
    await services.users.updateProfile(user.id, { ...profile, bio: "Later" });
    expect((await updatedAt()).toISOString()).toBe("2031-03-15T12:30:00.000Z");
  });

  it("dates listing writes, state changes and stock adjustments with the injected time", async () => {
    const clock = movableClock("2031-05-01T08:00:00.000Z");
    const { services } = testServices({ now: clock.now });
    const created = await createUser(testDb(), { stripeConnected: true });
    const owner = (await services.users.findById(created.id))!;
    const listing = await createListing(testDb(), {
      authorId: owner.id,
      state: "published",
      currentStock: 2,
    });
    const row = async () =>
      (await testDb().select().from(listings).where(eq(listings.id, listing.id)))[0]!;

    await services.ownListings.update(owner, listing.id, {
      pricing: { price: 300, stock: 5, minimumOrderFee: undefined },
    });
    expect((await row()).updatedAt.toISOString()).toBe("2031-05-01T08:00:00.000Z");
    const [adjustment] = await testDb()
      .select()
      .from(stockAdjustments)
      .where(eq(stockAdjustments.listingId, listing.id));
    expect(adjustment!.createdAt.toISOString()).toBe("2031-05-01T08:00:00.000Z");

    clock.moveTo("2031-05-02T10:00:00.000Z");
    await services.ownListings.close(owner, listing.id);
    expect((await row()).updatedAt.toISOString()).toBe("2031-05-02T10:00:00.000Z");

    const draft = await services.ownListings.createDraft(owner, {
      title: "Bonen",
      description: "Sperziebonen.",
      category: "groenten",
      brand: "ownGarden",
      size: "medium",
      unit: "perKg",
      disclaimer: undefined,
    });
    expect(draft.createdAt).toBe("2031-05-02T10:00:00.000Z");
  });

  it("dates outbox mail with the injected time", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
    const mailer = createFileMailer(
      dir,
      "noreply@example.test",
      () => new Date("2031-07-04T06:05:04.000Z"),
    );
    await mailer.send({ to: "a@example.test", subject: "Hoi", text: "Hoi", html: "<p>Hoi</p>" });
    const [name] = await readdir(dir);
    const stored = JSON.parse(await readFile(path.join(dir, name!), "utf8"));
    expect(stored.sentAt).toBe("2031-07-04T06:05:04.000Z");
    expect(name!.startsWith("2031-07-04T06-05-04-000Z")).toBe(true);
  });
});
