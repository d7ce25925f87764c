import { randomUUID } from "node:crypto";
import type { Executor } from "../../db/unit-of-work";
import { tooManyUploads } from "./errors";
import { createLimiter } from "./limiter";
import { createImageRepository, type StoredImage } from "./repository.server";
import type { ImageStore } from "./storage.server";
import { variantUrls } from "./urls";
import type { ImageVariants } from "./variant-specs";
import { makeListingVariants, makeProfileVariants } from "./variants.server";

/** What the upload endpoints answer: the image id and a URL per variant (WebP; `.jpg` beside each). */
export type UploadedImage = { id: string; variants: Record<string, string> };

export type ImageServiceDeps = {
  /** The pool; the service builds its repository on it (decision 077). */
  db: Executor;
  store: ImageStore;
  /** `publicConfig().imageBaseUrl`. */
  imageBaseUrl: string;
  /** The services' clock (ServiceDeps.now). */
  now: () => Date;
  /** Uploads per user per hour, listing photos and profile images together. */
  uploadsPerHour?: number;
  /** Images processed at once in this process. */
  concurrency?: number;
};

const HOUR_MS = 60 * 60 * 1000;

const allKeys = (storageKey: string, variants: Record<string, { formats: string[] }>) =>
  Object.entries(variants).flatMap(([name, v]) =>
    v.formats.map((format) => `${storageKey}/${name}.${format}`),
  );

export function createImageService(deps: ImageServiceDeps) {
  const { store, imageBaseUrl, now, uploadsPerHour = 60 } = deps;
  const images = createImageRepository(deps.db, now);
  // Two at a time keeps both cores busy (one image already uses several threads) while a
  // burst of uploads waits its turn instead of holding many decoded photos in memory at once.
  const limit = createLimiter(deps.concurrency ?? 2);
  const present = (image: StoredImage): UploadedImage => ({
    id: image.id,
    variants: variantUrls(imageBaseUrl, image.storageKey, image.variants),
  });

  /** Variants, then the row; if the row cannot be written, the files go again. */
  async function storeImage<T>(
    storageKey: string,
    make: () => Promise<{ variants: ImageVariants } & T>,
    save: (made: { variants: ImageVariants } & T) => Promise<void>,
  ) {
    const made = await limit(make);
    try {
      await save(made);
    } catch (error) {
      await store.delete(allKeys(storageKey, made.variants)).catch(() => {});
      throw error;
    }
    return made;
  }

  return {
    store,

    /** Removes stored files of images whose rows are gone (an erased account's photo). */
    async removeFiles(
      images: Array<{ storageKey: string; variants: Record<string, { formats: string[] }> }>,
    ) {
      const keys = images.flatMap((i) => allKeys(i.storageKey, i.variants));
      if (keys.length > 0) await store.delete(keys);
    },

    /** Counts one upload against the user's hourly allowance; throws too-many-requests past it. */
    async assertCanUpload(userId: string): Promise<void> {
      const count = await images.hitRateLimit(`image-upload:${userId}`, HOUR_MS, now());
      if (count > uploadsPerHour) throw tooManyUploads();
    },

    /** A listing photo before its listing exists (spec §7 images.upload). */
    async uploadListingImage(userId: string, file: Buffer): Promise<UploadedImage> {
      const id = randomUUID();
      const storageKey = `listings/${id}`;
      const { variants } = await storeImage(
        storageKey,
        () => makeListingVariants(file, store, storageKey),
        ({ width, height, variants }) =>
          images.insertListingImage({ id, ownerId: userId, storageKey, width, height, variants }),
      );
      return present({ id, storageKey, variants });
    },

    /** Replaces the user's profile image; the old one's row and files are removed. */
    async uploadProfileImage(userId: string, file: Buffer): Promise<UploadedImage> {
      const id = randomUUID();
      const storageKey = `profiles/${id}`;
      let replaced: StoredImage | null = null;
      const { variants } = await storeImage(
        storageKey,
        () => makeProfileVariants(file, store, storageKey),
        async ({ variants }) => {
          replaced = await images.replaceProfileImage({
            id,
            ownerId: userId,
            storageKey,
            variants,
          });
        },
      );
      const old = replaced as StoredImage | null;
      // Pages cached a moment ago may still show the old picture; a missing file there is harmless.
      if (old) await store.delete(allKeys(old.storageKey, old.variants)).catch(() => {});
      return present({ id, storageKey, variants });
    },

    /** The user's profile image with its variant URLs, or null. */
    async profileImageOf(userId: string): Promise<UploadedImage | null> {
      const image = await images.findProfileImageOf(userId);
      return image && present(image);
    },
  };
}
export type ImageService = ReturnType<typeof createImageService>;
