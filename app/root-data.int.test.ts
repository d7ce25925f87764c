import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { createListing, createUser } from "../tests/factories";
import { purchasedOrder } from "../tests/setup/orders";
import { testDb, testServices } from "../tests/setup/services";
import type { AppContext } from "./context";
import { compileCatalogue } from "./i18n/compile.server";
import { setMessages } from "./i18n/messages";
import { messagesFor } from "./i18n/messages.server";
import { loadRootData } from "./root-data.server";

// Spec §2 missing-information reminder: it asks users with an unverified e-mail who have
// listings or orders (orders count too, not listings only; decision 065).

const { services } = testServices();
// The shell names the catalogue file of the page's language, as the server does at start.
setMessages("nl", compileCatalogue(messagesFor("nl")));

async function reminderFor(userId: string) {
  const context = {
    services,
    user: await services.users.findById(userId),
    locale: "nl",
    cookieConsent: false,
  } as unknown as AppContext;
  return (await loadRootData(context)).viewer?.hasListingsOrOrders;
}

const unverify = (id: string) =>
  testDb().update(users).set({ emailVerified: false }).where(eq(users.id, id));

describe("root data: who the e-mail reminder asks", () => {
  it("asks a buyer with an order and no listings", async () => {
    const order = await purchasedOrder(testDb(), services);
    await unverify(order.customer.id);
    expect(await reminderFor(order.customer.id)).toBe(true);
  });

  it("asks a grower with a listing", async () => {
    const grower = await createUser(testDb(), { emailVerified: false });
    await createListing(testDb(), { authorId: grower.id });
    expect(await reminderFor(grower.id)).toBe(true);
  });

  it("leaves alone a user with neither, and anyone whose e-mail is verified", async () => {
    const newcomer = await createUser(testDb(), { emailVerified: false });
    expect(await reminderFor(newcomer.id)).toBe(false);
    const order = await purchasedOrder(testDb(), services);
    expect(await reminderFor(order.customer.id)).toBe(false);
  });
});
