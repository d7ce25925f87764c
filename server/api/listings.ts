import { type Response, Router } from "express";
import { z } from "zod";
import {
  listingDeliverySchema,
  listingDetailsSchema,
  listingPhotosSchema,
  listingPricingSchema,
  stockUpdateSchema,
} from "#modules/listings";
import { type ListingPatch, withPickupCoordinates } from "#modules/listings/server";
import { ctx, requireUser } from "./context";
import { handle } from "./errors";

const idSchema = z.object({ id: z.uuid("ListingPage.notFound") });

// The API takes the same fields as the wizard, as strings where the form sends strings,
// so one set of schemas validates both.
export const updateListingSchema = z.object({
  id: z.uuid(),
  details: z.record(z.string(), z.unknown()).optional(),
  pricing: z.record(z.string(), z.unknown()).optional(),
  delivery: z.record(z.string(), z.unknown()).optional(),
  images: z.array(z.uuid()).optional(),
  // The stock the client last saw: a pricing.stock change is refused (409 old-total-mismatch,
  // nothing saved) when the stock moved meanwhile.
  oldStockTotal: stockUpdateSchema.shape.oldTotal.optional(),
});

function parsePatch(res: Response, body: z.infer<typeof updateListingSchema>): ListingPatch {
  const { config } = ctx(res).services.ownListings;
  return {
    details: body.details ? listingDetailsSchema.parse(body.details) : undefined,
    pricing: body.pricing
      ? listingPricingSchema({
          allowFree: config.allowFree,
          stockManaged: config.stockManaged,
        }).parse(body.pricing)
      : undefined,
    // The same place lookup as the wizard's: a known town typed without coordinates gets them.
    delivery: body.delivery
      ? listingDeliverySchema.parse(withPickupCoordinates(body.delivery))
      : undefined,
    images: body.images ? listingPhotosSchema.parse({ images: body.images }).images : undefined,
    oldStockTotal: body.oldStockTotal,
  };
}

/** Spec §7 listings.show and ownListings.* and stock.compareAndSet. */
export function listingsRouter(): Router {
  const api = Router();

  api.get(
    "/listings/show",
    handle(async (req, res) => {
      const { id } = idSchema.parse(req.query);
      return ctx(res).services.listings.show(id, ctx(res).user?.id ?? null);
    }),
  );

  api.post(
    "/own_listings/create_draft",
    handle(async (req, res) => {
      const user = requireUser(res);
      const details = listingDetailsSchema.parse(req.body?.details ?? req.body);
      res.status(201);
      return ctx(res).services.ownListings.createDraft(user, details);
    }),
  );

  api.get(
    "/own_listings/show",
    handle(async (req, res) =>
      ctx(res).services.ownListings.showOwn(requireUser(res), idSchema.parse(req.query).id),
    ),
  );

  api.get(
    "/own_listings/query",
    handle(async (req, res) => {
      const user = requireUser(res);
      const { page, perPage } = z
        .object({
          page: z.coerce.number().int().min(1).default(1),
          perPage: z.coerce.number().int().min(1).max(100).default(42),
        })
        .parse(req.query);
      return ctx(res).services.ownListings.query(user, page, perPage);
    }),
  );

  api.post(
    "/own_listings/update",
    handle(async (req, res) => {
      const user = requireUser(res);
      const body = updateListingSchema.parse(req.body);
      return ctx(res).services.ownListings.update(user, body.id, parsePatch(res, body));
    }),
  );

  for (const action of ["publish_draft", "open", "close"] as const) {
    api.post(
      `/own_listings/${action}`,
      handle(async (req, res) => {
        const user = requireUser(res);
        const { id } = idSchema.parse(req.body);
        const service = ctx(res).services.ownListings;
        if (action === "publish_draft") return service.publishDraft(user, id);
        return action === "open" ? service.open(user, id) : service.close(user, id);
      }),
    );
  }

  api.post(
    "/stock/compare_and_set",
    handle(async (req, res) => {
      const user = requireUser(res);
      const input = stockUpdateSchema.parse(req.body);
      return ctx(res).services.ownListings.compareAndSetStock(user, input);
    }),
  );

  return api;
}
