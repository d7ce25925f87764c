import { and, eq, sql } from "drizzle-orm";
import { profileImages, type UserPublicData, users } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";
import type { UserRecord } from "./current-user";
import { userRecordColumns as columns } from "./record-columns.server";

export type NewUser = typeof users.$inferInsert;

/**
 * The profile's public data as given, but with the cart as stored at the moment of writing:
 * the cart has its own use-cases under a row lock (decision 038), and a profile save that read
 * the row earlier must not put back an older cart.
 */
function keepingStoredCart(publicData: UserPublicData) {
  const { cart: _ignored, ...rest } = publicData;
  return sql`CASE WHEN ${users.publicData} ? 'cart'
    THEN ${JSON.stringify(rest)}::jsonb || jsonb_build_object('cart', ${users.publicData} -> 'cart')
    ELSE ${JSON.stringify(rest)}::jsonb END`;
}

/** A profile photo whose row an erase removed: where its files are. */
export type ErasedImage = {
  storageKey: string;
  variants: Record<string, { formats: string[] }>;
};

/** An erased account's address: `.invalid` is reserved (RFC 2606), so no mail can go there. */
export const erasedEmail = (id: string) => `deleted-${id}@erased.invalid`;

/** `now` is the services' clock (ServiceDeps.now): every timestamp written comes from it. */
export function createUserRepository(db: Executor, now: () => Date) {
  return {
    async findById(id: string): Promise<UserRecord | null> {
      const [row] = await db.select(columns).from(users).where(eq(users.id, id));
      return row ?? null;
    },

    /** Inside a transaction: the row held until commit, so changes to it go one at a time. */
    async lockById(id: string): Promise<UserRecord | null> {
      const [row] = await db.select(columns).from(users).where(eq(users.id, id)).for("update");
      return row ?? null;
    },

    async findByEmail(email: string): Promise<UserRecord | null> {
      const [row] = await db
        .select(columns)
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.deleted, false)));
      return row ?? null;
    },

    async findCredentials(
      email: string,
    ): Promise<{ id: string; passwordHash: string; banned: boolean } | null> {
      const [row] = await db
        .select({ id: users.id, passwordHash: users.passwordHash, banned: users.banned })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.deleted, false)));
      return row ?? null;
    },

    async publicProfile(id: string) {
      const [row] = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          displayName: users.displayName,
          bio: users.bio,
          banned: users.banned,
          deleted: users.deleted,
          publicData: users.publicData,
          createdAt: users.createdAt,
          profileImageKey: profileImages.storageKey,
        })
        .from(users)
        .leftJoin(profileImages, eq(profileImages.id, users.profileImageId))
        .where(eq(users.id, id));
      return row ?? null;
    },

    async passwordHash(id: string): Promise<string | null> {
      const [row] = await db
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.id, id));
      return row?.hash ?? null;
    },

    /** Returns null when the e-mail is taken (unique index on lower(email)). */
    async insert(user: NewUser): Promise<UserRecord | null> {
      const [row] = await db.insert(users).values(user).onConflictDoNothing().returning(columns);
      return row ?? null;
    },

    /**
     * Erases the account's personal data and marks it deleted (decision 083): the row stays,
     * since orders, reviews and the ledger point at it. The e-mail becomes a tombstone on a
     * reserved domain, so the address is free for a new account; the password can never match.
     * Returns the profile images whose rows went (their files are the caller's to remove).
     */
    async erase(id: string): Promise<ErasedImage[]> {
      await db
        .update(users)
        .set({
          email: erasedEmail(id),
          emailVerified: false,
          passwordHash: "",
          firstName: "",
          lastName: "",
          displayName: "",
          bio: null,
          publicData: {},
          protectedData: {},
          privateData: {},
          metadata: {},
          profileImageId: null,
          deleted: true,
          updatedAt: now(),
        })
        .where(eq(users.id, id));
      const images = await db
        .delete(profileImages)
        .where(eq(profileImages.ownerId, id))
        .returning({ storageKey: profileImages.storageKey, variants: profileImages.variants });
      return images;
    },

    async update(id: string, values: Partial<NewUser>): Promise<UserRecord | null> {
      const { publicData, ...rest } = values;
      const [row] = await db
        .update(users)
        .set({
          ...rest,
          ...(publicData ? { publicData: keepingStoredCart(publicData) } : {}),
          updatedAt: now(),
        })
        .where(eq(users.id, id))
        .returning(columns);
      return row ?? null;
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
