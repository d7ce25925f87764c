import { Router } from "express";
import { lineItemsRequestSchema } from "#modules/cart/server";
import { bookingLineItemsRequestSchema } from "#modules/transactions/server";
import { authRouter } from "./auth";
import { availabilityRouter } from "./availability";
import { clientErrorsRouter } from "./client-errors";
import { ctx } from "./context";
import { currentUserRouter } from "./current-user";
import { handle } from "./errors";
import { imagesRouter } from "./images";
import { jsonBody, refuseNulCharacters } from "./json-body";
import { listingsRouter } from "./listings";
import { messagesRouter } from "./messages";
import { openApiDocument } from "./openapi";
import { paymentsRouter } from "./payments";
import { placesRouter } from "./places";
import { reviewsRouter } from "./reviews";
import { listingsQuerySchema } from "./schemas";
import { searchRouter } from "./search";
import { transactionsRouter } from "./transactions";
import { viewerShellRouter } from "./viewer-shell";

/** The JSON API (spec §7 shapes). Handlers validate, call the same services as the pages, respond. */
export function apiRouter(): Router {
  const api = Router();
  // Multipart uploads stream through busboy with their own size limit: before the JSON parser.
  api.use(imagesRouter());
  api.use(jsonBody());
  api.use(refuseNulCharacters());

  api.get("/openapi.json", (_req, res) => {
    res.json(openApiDocument());
  });

  api.use(authRouter());
  api.use(currentUserRouter());
  api.use(viewerShellRouter());

  api.post(
    "/transaction-line-items",
    handle(async (req, res) =>
      // A booking form sends its dates (decision 058); the order panel and cart their quantities.
      req.body && typeof req.body === "object" && "bookingStart" in req.body
        ? ctx(res).services.transactionEngine.quoteBooking(
            bookingLineItemsRequestSchema.parse(req.body),
          )
        : ctx(res).services.lineItems.forOrder(lineItemsRequestSchema.parse(req.body)),
    ),
  );

  api.use(listingsRouter());
  api.use(availabilityRouter());
  api.use(searchRouter());
  api.use(placesRouter());
  api.use(clientErrorsRouter());
  api.use(transactionsRouter());
  api.use(paymentsRouter());
  api.use(messagesRouter());
  api.use(reviewsRouter());

  api.get(
    "/listings/query",
    handle(async (req, res) => {
      const query = listingsQuerySchema.parse(req.query);
      const rows = await ctx(res).services.listings.newest(query.perPage);
      return rows;
    }),
  );

  api.use((_req, res) => {
    res
      .status(404)
      .json({ errors: [{ id: "not-found", status: 404, code: "not-found", title: "Not found" }] });
  });
  return api;
}
