import { randomUUID } from "node:crypto";
import { hashPassword } from "#modules/auth/server";
import type { Database } from "../../db/client";
import { payoutAccounts, testConnectedAccounts, users } from "../../db/schema";
import { PLACES } from "./places";

/** Anything that can insert: the database itself or a transaction. */
export type Inserter = Pick<Database, "insert">;

export type User = typeof users.$inferSelect;
export type UserOverrides = Partial<Omit<typeof users.$inferInsert, "passwordHash">> & {
  password?: string;
  /**
   * A payment-connected grower: gets a verified test-mode connected account (as made with the
   * test IBAN NL91ABNA0417164300), so stripeConnected, derived from it, is true (decision 078).
   */
  stripeConnected?: boolean;
};

export const DEFAULT_PASSWORD = "Wachtwoord123!";

// argon2id with OWASP settings takes tens of milliseconds and ~19 MiB per hash;
// test suites and the seed create many users with the same few passwords.
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
    // A failed hash must not poison the cache for later callers.
    hash.catch(() => hashes.delete(password));
  }
  return hash;
}

export async function createUser(db: Inserter, overrides: UserOverrides = {}): Promise<User> {
  const { password = DEFAULT_PASSWORD, publicData, stripeConnected, ...columns } = overrides;
  const firstName = columns.firstName ?? "Test";
  const lastName = columns.lastName ?? "Gebruiker";
  const home = PLACES.utrecht;
  const [user] = await db
    .insert(users)
    .values({
      // Random so tests never collide on the unique e-mail index.
      email: `user-${randomUUID().slice(0, 12)}@example.test`,
      emailVerified: true,
      displayName: `${firstName} ${lastName}`,
      ...columns,
      firstName,
      lastName,
      passwordHash: await cachedHash(password),
      publicData: {
        country: home.country,
        postalCode: home.postalCode,
        postalPlace: home.name,
        ...publicData,
      },
      ...(stripeConnected
        ? { stripeAccountId: await verifiedTestAccount(db, columns.email), payoutState: "enabled" }
        : {}),
    })
    .returning();
  if (user!.stripeAccountId) await snapshotOf(db, user!);
  return user!;
}

const REQUIREMENTS_MET = { currentlyDue: [], pastDue: [], eventuallyDue: [], disabledReason: null };

/** Test mode's side: a verified connected account (what Stripe would hold). */
async function verifiedTestAccount(db: Inserter, email: string | undefined): Promise<string> {
  const id = `acct_test_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const at = new Date("2026-01-01T00:00:00Z");
  await db.insert(testConnectedAccounts).values({
    id,
    country: "NL",
    defaultCurrency: "EUR",
    accountType: "individual",
    email: email ?? "grower@example.test",
    businessProfileMcc: "5734",
    capabilities: ["card_payments", "transfers", "ideal_payments", "bancontact_payments"],
    bankLast4: "4300",
    chargesEnabled: true,
    payoutsEnabled: true,
    detailsSubmitted: true,
    requirements: REQUIREMENTS_MET,
    tosAcceptedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  return id;
}

/** Buurtoogst's side: what it last read of the account. */
async function snapshotOf(db: Inserter, user: User) {
  const id = user.stripeAccountId!;
  await db.insert(payoutAccounts).values({
    userId: user.id,
    accountId: id,
    country: "NL",
    currency: "EUR",
    accountType: "individual",
    accountHolderName: `${user.firstName} ${user.lastName}`,
    data: {
      id,
      country: "NL",
      defaultCurrency: "EUR",
      accountType: "individual",
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      requirements: REQUIREMENTS_MET,
      bankLast4: "4300",
      businessProfileUrl: null,
      metadata: { userId: user.id },
    },
    createdAt: user.createdAt,
    updatedAt: user.createdAt,
  });
}
