import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { AppError } from "#modules/errors";
import { disputeImages } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";
import { createLimiter } from "./limiter";
import { MAX_UPLOAD_BYTES } from "./limits";
import type { ImageStore } from "./storage.server";
import { variantUrls } from "./urls";
import { type ImageVariants, LISTING_VARIANTS } from "./variant-specs";
import { makeVariants } from "./variants.server";

/**
 * A buyer's photos of a disputed order (decision 084): at most five JPG, PNG or GIF files of at
 * most 20 MB, each made into a thumbnail and a large view like a listing photo. The files are
 * made first (outside any database transaction: it takes seconds); their rows are written on the
 * dispute's own transaction (`writesOn(tx)`), so a dispute that is refused leaves no rows, and
 * the caller discards the files.
 */

export const MAX_DISPUTE_PHOTOS = 5;

const DISPUTE_VARIANT_NAMES = ["square-small", "square-small2x", "scaled-medium", "scaled-large"];
const DISPUTE_VARIANTS = LISTING_VARIANTS.filter((v) => DISPUTE_VARIANT_NAMES.includes(v.name));

export type PreparedImage = {
  id: string;
  storageKey: string;
  width: number;
  height: number;
  variants: ImageVariants;
};

/** A photo as the pages show it: a thumbnail and the large view. */
export type DisputePhoto = { id: string; thumb: string; thumb2x: string; large: string };

const keysOf = (p: PreparedImage) =>
  Object.entries(p.variants).flatMap(([name, v]) =>
    v.formats.map((format) => `${p.storageKey}/${name}.${format}`),
  );

export const tooManyPhotos = () =>
  new AppError("validation-invalid-value", 400, "DisputePhotos.tooMany?max=5", {
    photos: "DisputePhotos.tooMany?max=5",
  });
export const photoTooLarge = () =>
  new AppError("validation-invalid-value", 400, "ImageUpload.fileTooLarge", {
    photos: "ImageUpload.fileTooLarge",
  });

export function createDisputeImages({
  db,
  store,
  imageBaseUrl,
  now,
}: {
  db: Executor;
  store: ImageStore;
  imageBaseUrl: string;
  now: () => Date;
}) {
  // One at a time per process: a dispute's photos are rare, a listing's uploads keep the cores.
  const limit = createLimiter(1);
  const view = (row: { id: string; storageKey: string; variants: ImageVariants }): DisputePhoto => {
    const urls = variantUrls(imageBaseUrl, row.storageKey, row.variants);
    return {
      id: row.id,
      thumb: urls["square-small"] ?? "",
      thumb2x: urls["square-small2x"] ?? "",
      large: urls["scaled-large"] ?? urls["scaled-medium"] ?? "",
    };
  };
  const discard = async (prepared: readonly PreparedImage[]) => {
    await store.delete(prepared.flatMap(keysOf)).catch(() => {});
  };

  return {
    /**
     * The files as stored variants, in the order sent. More than five, one over 20 MB, or one
     * that is no image by its bytes is refused (400) and nothing is left stored.
     */
    async prepare(files: readonly Buffer[]): Promise<PreparedImage[]> {
      if (files.length > MAX_DISPUTE_PHOTOS) throw tooManyPhotos();
      if (files.some((f) => f.length > MAX_UPLOAD_BYTES)) throw photoTooLarge();
      const prepared: PreparedImage[] = [];
      try {
        for (const file of files) {
          const id = randomUUID();
          const storageKey = `disputes/${id}`;
          const made = await limit(() => makeVariants(file, store, storageKey, DISPUTE_VARIANTS));
          prepared.push({ id, storageKey, ...made });
        }
      } catch (error) {
        await discard(prepared);
        if (error instanceof AppError) {
          throw new AppError(error.code, error.status, error.messageId, {
            photos: error.messageId,
          });
        }
        throw error;
      }
      return prepared;
    },

    /** Files of a dispute that did not happen. */
    discard,

    /** The rows, on the dispute's database transaction. */
    writesOn: (tx: Executor) => ({
      async attach(transactionId: string, ownerId: string, prepared: readonly PreparedImage[]) {
        if (prepared.length === 0) return;
        await tx.insert(disputeImages).values(
          prepared.map((p, position) => ({
            id: p.id,
            transactionId,
            ownerId,
            position,
            storageKey: p.storageKey,
            width: p.width,
            height: p.height,
            variants: p.variants,
            createdAt: now(),
          })),
        );
      },
    }),

    /** The order's dispute photos, in the order sent. */
    async of(transactionId: string): Promise<DisputePhoto[]> {
      const rows = await db
        .select()
        .from(disputeImages)
        .where(eq(disputeImages.transactionId, transactionId))
        .orderBy(asc(disputeImages.position));
      return rows.map(view);
    },
  };
}

export type DisputeImages = ReturnType<typeof createDisputeImages>;
