import { Router } from "express";
import { parseSearchParams } from "#modules/search";
import { ctx } from "./context";
import { handle } from "./errors";

/** Spec §7 search listings query: GET /api/listings/search?<the /s page's parameters>. */
export function searchRouter(): Router {
  const api = Router();
  api.get(
    "/listings/search",
    handle(async (req, res) => {
      const url = new URL(req.originalUrl, "http://localhost");
      const params = parseSearchParams(url.searchParams);
      // Map search sends the same query without page (spec §7).
      const withoutPaging = url.searchParams.get("withoutPaging") === "true";
      return ctx(res).services.search.query(params, { withoutPaging });
    }),
  );
  return api;
}
