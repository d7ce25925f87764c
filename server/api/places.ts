import { Router } from "express";
import { z } from "zod";
import { AppError } from "#modules/errors";
import { createMemoryWindow } from "#modules/rate-limit";
import { messageWithValues } from "#modules/users";
import { ctx } from "./context";
import { handle } from "./errors";

export const QUERY_MAX = 100;
/**
 * Suggestions per client address and minute. Typing sends one request per pause (150 ms
 * debounce), so a person stays far below; it caps what a script can make a paid geocoder
 * (Mapbox) answer on our account.
 */
export const SUGGESTIONS_PER_MINUTE = 120;

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
export function placesRouter(limit = SUGGESTIONS_PER_MINUTE): Router {
  const api = Router();
  const perClient = createMemoryWindow({ limit, windowMs: 60_000 });
  api.get(
    "/places/suggest",
    handle(async (req, res) => {
      const { q, locale } = placeSuggestQuerySchema.parse(req.query);
      const { services, locale: pageLocale, clientIp } = ctx(res);
      if (!perClient.hit(clientIp)) {
        throw new AppError("too-many-requests", 429, "PlaceSuggest.tooManyRequests");
      }
      return services.places.suggest(q, locale ?? pageLocale);
    }),
  );
  return api;
}
