import { Router } from "express";
import { AppError } from "#modules/errors";
import { LISTING_VARIANT_NAMES, MAX_UPLOAD_BYTES, PROFILE_VARIANT_NAMES } from "#modules/images";
import { readUpload, type UploadedImage } from "#modules/images/server";
import { closeAfterResponse } from "../close-after-response";
import type { Services } from "../services";
import { ctx } from "./context";
import { handle } from "./errors";

type Upload = (services: Services, userId: string, file: Buffer) => Promise<UploadedImage>;

/** Logged in, within the hourly allowance, one file in the `image` field of at most 20 MB. */
function uploadHandler(run: Upload) {
  return handle(async (req, res) => {
    const { user, services } = ctx(res);
    try {
      if (!user) throw new AppError("unauthorized", 401, "Errors.unauthorized");
      await services.images.assertCanUpload(user.id);
      const file = await readUpload(req, { field: "image", maxBytes: MAX_UPLOAD_BYTES });
      return await run(services, user.id, file);
    } catch (error) {
      closeAfterResponse(req, res);
      throw error;
    }
  });
}

/**
 * Image uploads (spec §7 images.upload, current user profile image). Multipart
 * bodies are streamed by busboy with the size limit applied while reading,
 * so this router is mounted before the API's JSON body parser.
 */
export function imagesRouter(): Router {
  const router = Router();
  router.post(
    "/images/upload",
    uploadHandler((services, userId, file) => services.images.uploadListingImage(userId, file)),
  );
  router.post(
    "/current_user/upload_profile_image",
    uploadHandler((services, userId, file) => services.images.uploadProfileImage(userId, file)),
  );
  return router;
}

/** OpenAPI paths of this router (listed by server/api/openapi.ts). */
export function imageUploadPaths(errorResponse: object) {
  const operation = (summary: string, variantNames: readonly string[]) => ({
    summary,
    security: [{ session: [] }],
    requestBody: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            required: ["image"],
            properties: {
              image: {
                type: "string",
                format: "binary",
                description:
                  "A JPG, GIF or PNG (recognised by its bytes), at most 20 MB and 50 megapixels.",
              },
            },
          },
        },
      },
    },
    responses: {
      "200": {
        description:
          "`{ data: { id, variants } }`: a URL per variant (WebP; the JPEG fallback is the same URL ending in `.jpg`)",
        content: {
          "application/json": {
            schema: {
              type: "object",
              properties: {
                data: {
                  type: "object",
                  properties: {
                    id: { type: "string", format: "uuid" },
                    variants: {
                      type: "object",
                      properties: Object.fromEntries(
                        variantNames.map((name) => [name, { type: "string" }]),
                      ),
                    },
                  },
                },
              },
            },
          },
        },
      },
      "400": {
        ...errorResponse,
        description: "Not a readable JPG, GIF or PNG, or too many pixels",
      },
      "401": errorResponse,
      "413": { ...errorResponse, description: "request-upload-over-limit: over 20 MB" },
      "429": errorResponse,
    },
  });
  return {
    "/images/upload": {
      post: operation(
        "Upload a listing photo; attach it with the listing's `images` ids",
        LISTING_VARIANT_NAMES,
      ),
    },
    "/current_user/upload_profile_image": {
      post: operation("Upload and set the current user's profile image", PROFILE_VARIANT_NAMES),
    },
  };
}
