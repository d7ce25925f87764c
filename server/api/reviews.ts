import { Router } from "express";
import { z } from "zod";
import { imageUrl } from "#modules/images";
import { reviewsQuerySchema } from "#modules/reviews";
import { ctx } from "./context";
import { handle } from "./errors";

/**
 * Spec §7 reviews.query: public reviews about a user (subject_id) or of a listing
 * (listing_id), each with its author and the author's profile image. Public data, like the
 * profile and listing pages that show it: no login needed. Pending reviews never leave.
 */
export function reviewsRouter(): Router {
  const api = Router();
  api.get(
    "/reviews/query",
    handle(async (req, res) => {
      const query = reviewsQuerySchema.parse(req.query);
      const { reviews, pagination } = await ctx(res).services.reviews.query(query);
      const imageBaseUrl = ctx(res).services.config.imageBaseUrl;
      res.json({
        data: reviews.map((r) => ({
          id: r.id,
          type: r.type,
          state: "public",
          rating: r.rating,
          content: r.content,
          createdAt: r.createdAt,
          listingId: r.listingId,
          subjectId: r.subjectId,
          author: {
            id: r.author.id,
            displayName: r.author.displayName,
            abbreviatedName: r.author.abbreviatedName,
            banned: r.author.banned,
            deleted: r.author.deleted,
            profileImage: r.author.profileImageKey
              ? {
                  variants: {
                    "square-small": imageUrl(
                      imageBaseUrl,
                      r.author.profileImageKey,
                      "square-small",
                    ),
                    "square-small2x": imageUrl(
                      imageBaseUrl,
                      r.author.profileImageKey,
                      "square-small2x",
                    ),
                  },
                }
              : null,
          },
        })),
        meta: pagination,
      });
    }),
  );
  return api;
}

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });

/** OpenAPI paths of this router (listed by server/api/openapi.ts). */
export function reviewsApiPaths(errorResponse: object) {
  return {
    "/reviews/query": {
      get: {
        summary:
          "Public reviews about a user (`subject_id`) or of a listing (`listing_id`), exactly one of them, newest first, at most 50 per page. `{ data: Review[], meta: pagination }`; a Review is `{ id, type: ofProvider|ofCustomer, state: public, rating 1–5, content, createdAt, listingId, subjectId, author: { id, displayName, abbreviatedName, banned, deleted, profileImage } }`",
        parameters: Object.entries(json(reviewsQuerySchema).properties ?? {}).map(
          ([name, schema]) => ({ name, in: "query", required: false, schema }),
        ),
        responses: { "200": { description: "OK" }, "4XX": errorResponse },
      },
    },
  };
}
