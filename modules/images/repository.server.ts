import { eq } from "drizzle-orm";
import { createRateLimiter } from "#modules/rate-limit/server";
import { listingImages, profileImages, users } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";
import type { ImageVariants } from "./variant-specs";

export type StoredImage = { id: string; storageKey: string; variants: ImageVariants };

/** `now` is the services' clock (ServiceDeps.now). */
export function createImageRepository(db: Executor, now: () => Date) {
  const limits = createRateLimiter(db);
  return {
    /** A photo uploaded for a listing that does not exist yet: listingId stays null until a draft claims it. */
    async insertListingImage(values: {
      id: string;
      ownerId: string;
      storageKey: string;
      width: number;
      height: number;
      variants: ImageVariants;
    }): Promise<void> {
      await db.insert(listingImages).values({ ...values, listingId: null });
    },

    /**
     * Stores the new profile image and makes it the user's, in one transaction;
     * returns the image it replaced (its row is gone, its files are the caller's to remove).
     */
    async replaceProfileImage(values: {
      id: string;
      ownerId: string;
      storageKey: string;
      variants: ImageVariants;
    }): Promise<StoredImage | null> {
      return db.transaction(async (tx) => {
        // Lock the user row: two uploads at once must not both think they replace the same image.
        const [user] = await tx
          .select({ profileImageId: users.profileImageId })
          .from(users)
          .where(eq(users.id, values.ownerId))
          .for("update");
        if (!user) throw new Error(`No user ${values.ownerId}`);
        await tx.insert(profileImages).values(values);
        await tx
          .update(users)
          .set({ profileImageId: values.id, updatedAt: now() })
          .where(eq(users.id, values.ownerId));
        if (!user.profileImageId) return null;
        const [old] = await tx
          .delete(profileImages)
          .where(eq(profileImages.id, user.profileImageId))
          .returning({
            id: profileImages.id,
            storageKey: profileImages.storageKey,
            variants: profileImages.variants,
          });
        return old ?? null;
      });
    },

    async findProfileImageOf(userId: string): Promise<StoredImage | null> {
      const [row] = await db
        .select({
          id: profileImages.id,
          storageKey: profileImages.storageKey,
          variants: profileImages.variants,
        })
        .from(users)
        .innerJoin(profileImages, eq(profileImages.id, users.profileImageId))
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** Fixed-window counter shared with login limits; returns the count after this hit. */
    hitRateLimit: (key: string, windowMs: number, now: Date) => limits.hit(key, windowMs, now),
  };
}
export type ImageRepository = ReturnType<typeof createImageRepository>;
