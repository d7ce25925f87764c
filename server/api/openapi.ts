import { z } from "zod";
import { createUserWithIdpSchema } from "#modules/auth";
import { updateCartSchema } from "#modules/cart";
import { listingDetailsSchema, listingPricingSchema, stockUpdateSchema } from "#modules/listings";
import { availabilityPlanSchema, createExceptionSchema } from "#modules/listings/server";
import {
  changePasswordSchema,
  loginSchema,
  profileSettingsSchema,
  recoverPasswordSchema,
  signupSchema,
} from "#modules/users";
import { clientErrorSchema } from "./client-errors";
import { imageUploadPaths } from "./images";
import { messagesApiPaths } from "./messages";
import { errorResponse, json, operation } from "./openapi-operation";
import { transactionApiPaths } from "./openapi-transactions";
import { placeSuggestQuerySchema } from "./places";
import { reviewsApiPaths } from "./reviews";
import {
  changeEmailSchema,
  listingsQuerySchema,
  phoneSchema,
  secondFactorSchema,
  verifyEmailSchema,
} from "./schemas";

/** OpenAPI 3.1 generated from the same zod schemas the handlers validate with. */
export function openApiDocument() {
  const resetBody = z.object({
    email: z.string(),
    passwordResetToken: z.string(),
    newPassword: z.string().min(8).max(256),
  });
  return {
    openapi: "3.1.0",
    info: { title: "Buurtoogst API", version: "0.1.0" },
    servers: [{ url: "/api" }],
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "bt_session" } },
      schemas: {
        Errors: {
          type: "object",
          properties: {
            errors: {
              type: "array",
              items: {
                type: "object",
                required: ["id", "status", "code", "title"],
                properties: {
                  id: { type: "string" },
                  status: { type: "integer" },
                  code: { type: "string" },
                  title: { type: "string" },
                  meta: { type: "object" },
                },
              },
            },
          },
        },
      },
    },
    paths: {
      "/openapi.json": { get: operation("This document") },
      "/auth/info": { get: operation("Authentication info (anonymous or not, scopes)") },
      "/auth/login": {
        post: operation(
          "Log in; sets the session cookie. A banned account: 403 user-banned (decision 065)",
          loginSchema,
        ),
      },
      "/auth/logout": { post: operation("Log out; ends the session", undefined, true) },
      "/auth/second_factor": {
        post: operation(
          "An operator's second step (decision 085): { code } from the authenticator app or a recovery code marks this session; until then operator checks refuse it. 403 when the session asks no code, 400 wrong or used, 429 after 5 attempts in 15 minutes",
          secondFactorSchema,
          true,
        ),
      },
      "/current_user/create": { post: operation("Sign up and log in", signupSchema) },
      "/auth/create-user-with-idp": {
        post: operation(
          "Create a user from the configured OpenID Connect provider's ID token (idpToken) and log in; names and e-mail default to the token's claims, termsAccepted must be true; 404 when no provider is configured, 409 when the e-mail or the provider account is taken (decision 086)",
          createUserWithIdpSchema,
        ),
      },
      "/current_user/show": { get: operation("The current user", undefined, true) },
      "/me/shell": {
        get: operation(
          "The signed-in top bar's data for a shared page (decision 087): viewer and inbox count",
          undefined,
          true,
        ),
      },
      "/current_user/update_profile": {
        post: operation(
          "Update profile fields, or protectedData.phoneNumber, or the cart (spec cart update payload: listingId, authorId, quantity, action, deliveryMethod; an unreadable quantity leaves the cart unchanged)",
          z.union([
            profileSettingsSchema,
            z.object({ protectedData: z.object({ phoneNumber: phoneSchema }) }),
            updateCartSchema,
          ]),
          true,
        ),
      },
      ...transactionApiPaths(),
      "/current_user/change_email": {
        post: operation("Change e-mail (needs current password)", changeEmailSchema, true),
      },
      "/current_user/change_password": {
        post: operation("Change password", changePasswordSchema, true),
      },
      "/current_user/send_verification_email": {
        post: operation("Send a verification e-mail (5 a day)", undefined, true),
      },
      "/current_user/verify_email": {
        post: operation("Verify e-mail with the mailed token", verifyEmailSchema, true),
      },
      "/password_reset/request": {
        post: operation("Mail a password reset link", recoverPasswordSchema),
      },
      "/password_reset/reset": {
        post: operation("Set a new password with the mailed token", resetBody),
      },
      "/listings/show": {
        get: {
          summary:
            "A published or closed listing (drafts only for their owner), as the public sees it: `publicData.place` (the town) but no `publicData.location` (pickup address and building), and `geolocation` is the centre of a ~550 m grid cell, not the exact spot (decision 025). The owner gets the full listing from /own_listings/show.",
          parameters: [
            { name: "id", in: "query", required: true, schema: { type: "string", format: "uuid" } },
          ],
          responses: { "200": { description: "OK" }, "4XX": errorResponse },
        },
      },
      "/own_listings/create_draft": {
        post: operation(
          "Create a draft from the details tab",
          z.object({ details: listingDetailsSchema }),
          true,
        ),
      },
      "/own_listings/show": {
        get: {
          summary:
            "One of your own listings, in any state, in full: the pickup address and building (`publicData.location`) and the exact `geolocation`",
          security: [{ session: [] }],
          parameters: [
            { name: "id", in: "query", required: true, schema: { type: "string", format: "uuid" } },
          ],
          responses: { "200": { description: "OK" }, "4XX": errorResponse },
        },
      },
      "/own_listings/query": {
        get: {
          summary: "Your own listings, 42 per page by default",
          security: [{ session: [] }],
          parameters: [
            { name: "page", in: "query", schema: { type: "integer", minimum: 1 } },
            { name: "perPage", in: "query", schema: { type: "integer", minimum: 1, maximum: 100 } },
          ],
          responses: { "200": { description: "OK" }, "4XX": errorResponse },
        },
      },
      "/own_listings/update": {
        post: operation(
          "Update tabs of your listing in one transaction: details, pricing (price as a euro string, stock), delivery, images (ordered ids); with oldStockTotal a stock change is refused, and nothing saved, when the stock is no longer that (409 old-total-mismatch)",
          z.object({
            id: z.uuid(),
            details: listingDetailsSchema.optional(),
            pricing: listingPricingSchema({ allowFree: true, stockManaged: true }).optional(),
            delivery: z.record(z.string(), z.string()).optional(),
            images: z.array(z.uuid()).optional(),
            oldStockTotal: stockUpdateSchema.shape.oldTotal.optional(),
          }),
          true,
        ),
      },
      "/own_listings/publish_draft": {
        post: operation("Publish a complete draft", z.object({ id: z.uuid() }), true),
      },
      "/own_listings/open": {
        post: operation("Reopen a closed listing", z.object({ id: z.uuid() }), true),
      },
      "/own_listings/close": {
        post: operation("Close a published listing", z.object({ id: z.uuid() }), true),
      },
      "/stock/compare_and_set": {
        post: operation(
          "Set stock if it still equals oldTotal (409 old-total-mismatch otherwise)",
          stockUpdateSchema,
          true,
        ),
      },
      "/availability_exceptions/query": {
        get: {
          summary: "Exceptions of your listing between start and end",
          security: [{ session: [] }],
          parameters: ["listingId", "start", "end"].map((name) => ({
            name,
            in: "query",
            required: true,
            schema: { type: "string" },
          })),
          responses: { "200": { description: "OK" }, "4XX": errorResponse },
        },
      },
      "/availability_exceptions/create": {
        post: operation("Add an exception (seats for a period)", createExceptionSchema, true),
      },
      "/availability_exceptions/delete": {
        post: operation("Delete an exception", z.object({ id: z.uuid() }), true),
      },
      "/own_listings/set_availability_plan": {
        post: operation(
          "Set the weekly availability plan",
          z.object({ id: z.uuid(), availabilityPlan: availabilityPlanSchema }),
          true,
        ),
      },
      "/timeslots/query": {
        get: {
          summary: "Open time slots of a published listing, windows of at most 90 days",
          parameters: ["listingId", "start", "end"].map((name) => ({
            name,
            in: "query",
            required: true,
            schema: { type: "string" },
          })),
          responses: { "200": { description: "OK" }, "4XX": errorResponse },
        },
      },
      "/listings/query": {
        get: {
          summary: "Newest published listings (landing)",
          parameters: Object.entries(json(listingsQuerySchema).properties ?? {}).map(
            ([name, schema]) => ({
              name,
              in: "query",
              schema,
            }),
          ),
          responses: { "200": { description: "OK" }, "4XX": errorResponse },
        },
      },
      "/listings/search": {
        get: {
          summary:
            "Search published listings (the /s page's parameters); 24 per page, `{ data: { listings, pagination, nearest? } }`. `pagination.totalItems` is exact up to 1000; `totalCapped: true` means there are more. Each listing has `place` (the town) and `lat`/`lng` of its approximate point (a ~550 m grid cell's centre), never the pickup address or exact spot.",
          parameters: [
            ["keywords", "Words; a leading '-' excludes a word"],
            ["address", "Place name shown with the search"],
            ["pub_category", "Category"],
            ["price", "'min,max' in euros; matches min*100 <= price < (max+1)*100 cents"],
            [
              "dates",
              "'start,end' (YYYY-MM-DD, both days included): listings available on every day; only with availability management",
            ],
            [
              "sort",
              "createdAt (newest), -createdAt (oldest), -price (lowest), price (highest), relevance",
            ],
            [
              "origin",
              "'lat,lng'; adds distanceKm (to the listing's approximate point) and sorts nearest first when no sort is given",
            ],
            [
              "bounds",
              "'neLat,neLng,swLat,swLng'; matches listings whose approximate point (the lat/lng returned) is inside",
            ],
            [
              "distance",
              "5, 10, 25 or 50: km around origin (else the middle of bounds), by the approximate point, instead of the box; adds distanceKm. When nothing is within it, page 1 also has `nearest: { withinKm, listings }`: the same search's nearest matches anywhere (at most 8), with distanceKm",
            ],
            ["deliveryOption", "pickup or shipping"],
            ["page", "Page number, from 1"],
            [
              "withoutPaging",
              "true for the map: up to 1000 results on one page, without image, unit or place (null)",
            ],
          ].map(([name, description]) => ({
            name,
            in: "query",
            description,
            schema: { type: name === "page" ? "integer" : "string" },
          })),
          responses: { "200": { description: "OK" }, "4XX": errorResponse },
        },
      },
      "/places/suggest": {
        get: {
          summary:
            "Place suggestions while typing (spec §9): at most 5 `PlacePrediction`s `{ id, name, label, kind, country, origin, bounds }`; [] when the geocoder fails",
          parameters: Object.entries(json(placeSuggestQuerySchema).properties ?? {}).map(
            ([name, schema]) => ({
              name,
              in: "query",
              required: name === "q",
              description:
                name === "q"
                  ? "Place name or postal code, 1 to 100 characters"
                  : "Language of names and labels (nl: Luik, en: Liège); default the page's",
              schema,
            }),
          ),
          responses: {
            "200": { description: "OK: `{ data: PlacePrediction[] }`" },
            "4XX": errorResponse,
          },
        },
      },
      "/client-errors": {
        post: {
          ...operation(
            "A browser's error (spec §8 code, message, stack, page path), written to the server log with this request's id; 204. At most 8 kB, 10 a minute per client",
            clientErrorSchema,
          ),
          responses: { "204": { description: "Logged" }, "4XX": errorResponse },
        },
      },
      ...imageUploadPaths(errorResponse),
      ...messagesApiPaths(errorResponse),
      ...reviewsApiPaths(errorResponse),
    },
  };
}
