import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { DiskImageStore } from "#modules/images/server";
import { parseSearchParams } from "#modules/search";
import {
  ledgerEntries,
  listings,
  profileImages,
  sessions,
  signIns,
  transactions,
  userIdentities,
  users,
} from "../../db/schema";
import { createListing, createUser, DEFAULT_PASSWORD } from "../../tests/factories";
import { paidOrder, setup } from "../../tests/setup/mail-clock";
import { testDb } from "../../tests/setup/services";

// Decision 083: an operator's ban, unban, verification and removal, each with its audit row in
// the same transaction; a user's own deletion; one erase for both.

const START = "2040-05-04T09:00:00Z";

async function operatorOf(s: ReturnType<typeof setup>) {
  const row = await createUser(testDb(), { isOperator: true, firstName: "Bea", lastName: "Heer" });
  return (await s.services.users.findById(row.id))!;
}

const sessionsOf = async (userId: string) =>
  testDb().select().from(sessions).where(eq(sessions.userId, userId));

const auditOf = (s: ReturnType<typeof setup>, targetId: string) =>
  s.services.audit.search({ targetId });

async function login(s: ReturnType<typeof setup>, email: string, password = DEFAULT_PASSWORD) {
  return s.services.auth.login(
    { email, password },
    `198.51.100.${Math.floor(Math.random() * 250)}`,
  );
}

const errorOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (error) {
    return error as { status: number; messageId: string; code: string };
  }
  throw new Error("expected a refusal");
};

describe("an operator's ban", () => {
  it("ends every session, refuses sign-in, takes the listings out of search and is audited", async () => {
    const s = setup(START);
    const operator = await operatorOf(s);
    const word = `zqxban${randomUUID().slice(0, 6)}`;
    const grower = await createUser(testDb(), { stripeConnected: true });
    await createListing(testDb(), {
      authorId: grower.id,
      title: `Pompoen ${word}`,
      priceAmount: 300,
    });
    const found = () => s.services.search.query(parseSearchParams({ keywords: word }));
    expect((await found()).listings).toHaveLength(1);
    await login(s, grower.email);
    await login(s, grower.email);
    expect(await sessionsOf(grower.id)).toHaveLength(2);
    // Each sign-in is recorded for the console, newest first, with the way in.
    expect(await s.services.userModeration.signIns(grower.id)).toMatchObject([
      { method: "password" },
      { method: "password" },
    ]);

    await s.services.userModeration.ban(operator, grower.id, "Verkoopt geen groente maar spam");

    expect(await sessionsOf(grower.id)).toHaveLength(0);
    expect((await errorOf(login(s, grower.email))).code).toBe("user-banned");
    expect((await found()).listings).toHaveLength(0);
    expect(await auditOf(s, grower.id)).toMatchObject([
      {
        action: "user.ban",
        actorId: operator.id,
        reason: "Verkoopt geen groente maar spam",
        targetType: "user",
      },
    ]);
    // Twice is refused, and writes no second row.
    expect(
      (await errorOf(s.services.userModeration.ban(operator, grower.id, "nog eens"))).status,
    ).toBe(409);

    await s.services.userModeration.unban(operator, grower.id, "Uitgelegd, mag weer");
    await login(s, grower.email);
    expect((await found()).listings).toHaveLength(1);
    expect((await auditOf(s, grower.id)).map((r) => r.action)).toEqual(["user.unban", "user.ban"]);
  });

  it("leaves nothing behind when the audit row cannot be written", async () => {
    const s = setup(START);
    const operator = await operatorOf(s);
    const user = await createUser(testDb());
    await login(s, user.email);
    // A reason the audit log refuses (NUL byte) fails the whole transaction.
    await expect(s.services.userModeration.ban(operator, user.id, "a\u0000b")).rejects.toThrow();
    const [row] = await testDb().select().from(users).where(eq(users.id, user.id));
    expect(row!.banned).toBe(false);
    expect(await sessionsOf(user.id)).toHaveLength(1);
  });
});

describe("an operator's e-mail help", () => {
  it("marks an address verified and resends the link, each audited", async () => {
    const s = setup(START);
    const operator = await operatorOf(s);
    const user = await createUser(testDb(), { emailVerified: false });
    await s.services.userModeration.resendVerification(operator, user.id);
    expect(s.mail.lastTo(user.email)?.text).toContain("/verify-email?t=");
    await s.services.userModeration.verifyEmail(operator, user.id);
    const [row] = await testDb().select().from(users).where(eq(users.id, user.id));
    expect(row!.emailVerified).toBe(true);
    expect((await auditOf(s, user.id)).map((r) => r.action)).toEqual([
      "user.verify-email",
      "user.resend-verification",
    ]);
    expect((await errorOf(s.services.userModeration.verifyEmail(operator, user.id))).status).toBe(
      409,
    );
  });
});

describe("erasing an account", () => {
  it("erases personal data, keeps orders and the ledger, ends sessions, closes listings, frees the address", async () => {
    const s = setup(START);
    const operator = await operatorOf(s);
    const order = await paidOrder(s, "pickup");
    // Canceled by the operator: no longer in progress, with a payment and a refund in the ledger.
    await s.services.transactionEngine.applyTransition({
      transactionId: order.id,
      transition: "transition/cancel",
      actor: { role: "operator", userId: operator.id },
      params: { protectedData: { operatorReason: "Kweker kan niet leveren" } },
    });
    await s.settle();
    const buyer = order.customer;
    await testDb()
      .update(users)
      .set({
        protectedData: { phoneNumber: "+31612345678" },
        bio: "Tuinier",
        privateData: { birthDate: "1980-01-01" },
      })
      .where(eq(users.id, buyer.id));
    const listing = await createListing(testDb(), { authorId: buyer.id, title: "Eigen bonen" });
    await login(s, buyer.email);
    await testDb()
      .insert(userIdentities)
      .values({
        issuer: "https://idp.example",
        subject: `sub-${buyer.id}`,
        userId: buyer.id,
      });
    const ledgerBefore = await testDb()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.checkoutId, order.checkoutId));
    expect(ledgerBefore.length).toBeGreaterThan(0);

    await s.services.userModeration.erase(operator, buyer.id, "Op verzoek per e-mail");

    const [row] = await testDb().select().from(users).where(eq(users.id, buyer.id));
    expect(row).toMatchObject({
      deleted: true,
      firstName: "",
      lastName: "",
      displayName: "",
      bio: null,
      passwordHash: "",
      protectedData: {},
      privateData: {},
      publicData: {},
      email: `deleted-${buyer.id}@erased.invalid`,
    });
    expect(await sessionsOf(buyer.id)).toHaveLength(0);
    expect(await testDb().select().from(signIns).where(eq(signIns.userId, buyer.id))).toEqual([]);
    expect(
      await testDb().select().from(userIdentities).where(eq(userIdentities.userId, buyer.id)),
    ).toEqual([]);
    const [closed] = await testDb().select().from(listings).where(eq(listings.id, listing.id));
    expect(closed!.state).toBe("closed");
    const [kept] = await testDb().select().from(transactions).where(eq(transactions.id, order.id));
    expect(kept).toMatchObject({ customerId: buyer.id, state: "canceled" });
    expect(
      await testDb()
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.checkoutId, order.checkoutId)),
    ).toEqual(ledgerBefore);
    // The grower's inbox shows 'Deleted user' (no name left to show).
    const sale = (await s.services.inbox.query(order.provider.id, "sales", 1)).items.find(
      (i) => i.id === order.id,
    );
    expect(sale?.other).toMatchObject({ deleted: true, displayName: "" });
    const [audit] = await auditOf(s, buyer.id);
    expect(audit).toMatchObject({ action: "user.delete", reason: "Op verzoek per e-mail" });
    expect(audit!.targetLabel).not.toContain(buyer.email);

    // The old address can sign up again, as a new account.
    const again = await s.services.auth.signup(
      {
        email: buyer.email,
        password: "Nieuw-wachtwoord-1",
        firstName: "Anna",
        lastName: "Opnieuw",
      },
      "nl",
    );
    expect(again.user.id).not.toBe(buyer.id);
    // And the erased account cannot be signed into with its old password.
    const refused = await errorOf(login(s, `deleted-${buyer.id}@erased.invalid`, DEFAULT_PASSWORD));
    expect(refused.code).toBe("invalid-credentials");
  });

  it("is refused while an order is in progress, for the operator and the user", async () => {
    const s = setup(START);
    const operator = await operatorOf(s);
    const order = await paidOrder(s, "pickup");
    expect(await s.services.accountDeletion.blockers(order.customer.id)).toMatchObject([
      { id: order.id, role: "customer", state: "purchased" },
    ]);
    expect(await s.services.accountDeletion.blockers(order.provider.id)).toMatchObject([
      { id: order.id, role: "provider" },
    ]);
    const byOperator = await errorOf(
      s.services.userModeration.erase(operator, order.customer.id, "reden"),
    );
    expect(byOperator).toMatchObject({
      status: 409,
      messageId: "OperatorUsersPage.ordersInProgress",
    });
    const byUser = await errorOf(
      s.services.accountDeletion.deleteOwn(order.provider.id, { password: DEFAULT_PASSWORD }),
    );
    expect(byUser).toMatchObject({ status: 409, messageId: "DeleteAccountForm.inProgress" });
    const [row] = await testDb().select().from(users).where(eq(users.id, order.provider.id));
    expect(row!.deleted).toBe(false);
    expect(await auditOf(s, order.customer.id)).toEqual([]);
  });

  it("asks the owner for the password, or a typed word when the account has none", async () => {
    const s = setup(START);
    const user = await createUser(testDb());
    await login(s, user.email);
    const wrong = await errorOf(
      s.services.accountDeletion.deleteOwn(user.id, { password: "fout" }),
    );
    expect(wrong).toMatchObject({
      status: 403,
      fields: { password: "DeleteAccountForm.passwordFailed" },
    });
    expect(await sessionsOf(user.id)).toHaveLength(1);
    await s.services.accountDeletion.deleteOwn(user.id, { password: DEFAULT_PASSWORD });
    expect(await sessionsOf(user.id)).toHaveLength(0);
    const [row] = await testDb().select().from(users).where(eq(users.id, user.id));
    expect(row!.deleted).toBe(true);

    const passwordless = await createUser(testDb());
    await testDb().update(users).set({ passwordHash: "" }).where(eq(users.id, passwordless.id));
    expect(await s.services.accountDeletion.hasPassword(passwordless.id)).toBe(false);
    expect(
      (await errorOf(s.services.accountDeletion.deleteOwn(passwordless.id, { confirmation: "ja" })))
        .status,
    ).toBe(400);
    await s.services.accountDeletion.deleteOwn(passwordless.id, { confirmation: "verwijder" });
    const [gone] = await testDb().select().from(users).where(eq(users.id, passwordless.id));
    expect(gone!.deleted).toBe(true);
  });

  it("removes the profile photo's files once the erase has committed", async () => {
    const s = setup(START);
    const user = await createUser(testDb());
    const photo = await sharp({
      create: { width: 400, height: 400, channels: 3, background: "#6a8f3c" },
    })
      .jpeg()
      .toBuffer();
    await s.services.images.uploadProfileImage(user.id, photo);
    const [image] = await testDb()
      .select()
      .from(profileImages)
      .where(eq(profileImages.ownerId, user.id));
    const store = s.services.images.store as DiskImageStore;
    const files = Object.entries(image!.variants).flatMap(([name, v]) =>
      v.formats.map((format) => store.path(`${image!.storageKey}/${name}.${format}`)),
    );
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((f) => existsSync(f))).toBe(true);

    await s.services.accountDeletion.deleteOwn(user.id, { password: DEFAULT_PASSWORD });

    expect(files.filter((f) => existsSync(f))).toEqual([]);
    expect(
      await testDb().select().from(profileImages).where(eq(profileImages.ownerId, user.id)),
    ).toEqual([]);
  });
});
