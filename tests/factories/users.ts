import { randomUUID } from "node:crypto";
import { hashPassword } from "#modules/auth/server";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { PLACES } from "./places";

/** Anything that can insert: the database itself or a transaction. */
export type Inserter = Pick<Database, "insert">;

export type User = typeof users.$inferSelect;
export type UserOverrides = Partial<Omit<typeof users.$inferInsert, "passwordHash">> & {
  password?: string;
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
  const { password = DEFAULT_PASSWORD, publicData, ...columns } = overrides;
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
    })
    .returning();
  return user!;
}
