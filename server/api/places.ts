import { Router } from "express";
import { z } from "zod";
import { messageWithValues } from "../../modules/users/schemas";
import { ctx } from "./context";
import { handle } from "./errors";

export const QUERY_MAX = 100;

/** GET /api/places/suggest: what the location field suggests while typing. */
export const placeSuggestQuerySchema = z.object({
  q: z
    .string("PlaceSuggest.queryRequired")
    .trim()
    .min(1, "PlaceSuggest.queryRequired")
    .max(QUERY_MAX, messageWithValues("Validators.maxLength", { maxLength: QUERY_MAX })),
  locale: z.enum(["nl", "en"]).optional(),
});

/** Spec §9 place suggestions: `{ data: PlacePrediction[] }`, 5 at most, [] when the geocoder fails. */
export function placesRouter(): Router {
  const api = Router();
  api.get(
    "/places/suggest",
    handle(async (req, res) => {
      const { q, locale } = placeSuggestQuerySchema.parse(req.query);
      const { services, locale: pageLocale } = ctx(res);
      return services.places.suggest(q, locale ?? pageLocale);
    }),
  );
  return api;
}
