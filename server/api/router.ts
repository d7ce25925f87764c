import { type Request, type Response, Router } from "express";
import { z } from "zod";
import { cartUpdatePayloadSchema, lineItemsRequestSchema } from "#modules/cart/server";
import { bookingLineItemsRequestSchema } from "#modules/transactions/server";
import {
  changePasswordSchema,
  loginSchema,
  profileSettingsSchema,
  recoverPasswordSchema,
  resetPasswordSchema,
  signupSchema,
  toCurrentUser,
} from "#modules/users";
import { clearedSessionCookie, sessionCookie } from "../../app/auth/session.server";
import { availabilityRouter } from "./availability";
import { clientErrorsRouter } from "./client-errors";
import { ctx, requireUser } from "./context";
import { handle } from "./errors";
import { imagesRouter } from "./images";
import { jsonBody, refuseNulCharacters } from "./json-body";
import { listingsRouter } from "./listings";
import { messagesRouter } from "./messages";
import { openApiDocument } from "./openapi";
import { paymentsRouter } from "./payments";
import { placesRouter } from "./places";
import { reviewsRouter } from "./reviews";
import { changeEmailSchema, listingsQuerySchema, phoneSchema, verifyEmailSchema } from "./schemas";
import { searchRouter } from "./search";
import { transactionsRouter } from "./transactions";

const secure = (res: Response) => ctx(res).services.env.NODE_ENV === "production";

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

  api.get(
    "/auth/info",
    handle(async (_req, res) => {
      const user = ctx(res).user;
      return { isAnonymous: !user, scopes: user?.scopes ?? [] };
    }),
  );

  api.post(
    "/auth/login",
    handle(async (req: Request, res) => {
      const input = loginSchema.parse(req.body);
      const { userId, session } = await ctx(res).services.auth.login(input, ctx(res).clientIp);
      res.setHeader("Set-Cookie", sessionCookie(session, secure(res)));
      return { userId };
    }),
  );

  api.post(
    "/auth/logout",
    handle(async (_req, res) => {
      const token = ctx(res).sessionToken;
      if (token) await ctx(res).services.auth.logout(token);
      res.setHeader("Set-Cookie", clearedSessionCookie(secure(res)));
      return null;
    }),
  );

  api.post(
    "/current_user/create",
    handle(async (req, res) => {
      const input = signupSchema.parse(req.body);
      const { user, session } = await ctx(res).services.auth.signup(input, ctx(res).locale);
      res.setHeader("Set-Cookie", sessionCookie(session, secure(res)));
      res.status(201);
      return toCurrentUser(user);
    }),
  );

  api.get(
    "/current_user/show",
    handle(async (_req, res) => toCurrentUser(requireUser(res))),
  );

  api.post(
    "/current_user/update_profile",
    handle(async (req, res) => {
      const user = requireUser(res);
      const services = ctx(res).services;
      // Spec §7: the cart goes through updateProfile with the cart update payload.
      if (req.body && typeof req.body === "object" && "action" in req.body) {
        await services.cart.update(user.id, cartUpdatePayloadSchema.parse(req.body));
        const updated = await services.users.findById(user.id);
        return updated && toCurrentUser(updated);
      }
      const body = z
        .object({ protectedData: z.object({ phoneNumber: phoneSchema }).optional() })
        .passthrough()
        .parse(req.body);
      if (body.protectedData?.phoneNumber !== undefined) {
        const updated = await services.users.updatePhoneNumber(
          user.id,
          body.protectedData.phoneNumber,
        );
        return updated && toCurrentUser(updated);
      }
      const updated = await services.users.updateProfile(
        user.id,
        profileSettingsSchema.parse(req.body),
      );
      return updated && toCurrentUser(updated);
    }),
  );

  api.post(
    "/current_user/change_email",
    handle(async (req, res) => {
      const user = requireUser(res);
      const input = changeEmailSchema.parse(req.body);
      const updated = await ctx(res).services.auth.changeEmail(
        user.id,
        input.email,
        input.currentPassword,
      );
      return updated && toCurrentUser(updated);
    }),
  );

  api.post(
    "/current_user/change_password",
    handle(async (req, res) => {
      const user = requireUser(res);
      const input = changePasswordSchema.parse(req.body);
      await ctx(res).services.auth.changePassword(
        user.id,
        input.currentPassword,
        input.newPassword,
        ctx(res).sessionToken ?? undefined,
      );
      return null;
    }),
  );

  api.post(
    "/current_user/send_verification_email",
    handle(async (_req, res) => {
      await ctx(res).services.auth.sendVerificationEmail(requireUser(res).id);
      return null;
    }),
  );

  api.post(
    "/current_user/verify_email",
    handle(async (req, res) => {
      requireUser(res);
      const { verificationToken } = verifyEmailSchema.parse(req.body);
      const user = await ctx(res).services.auth.verifyEmail(verificationToken);
      return user && toCurrentUser(user);
    }),
  );

  api.post(
    "/password_reset/request",
    handle(async (req, res) => {
      await ctx(res).services.auth.requestPasswordReset(
        recoverPasswordSchema.parse(req.body).email,
        ctx(res).clientIp,
      );
      return null;
    }),
  );

  api.post(
    "/password_reset/reset",
    handle(async (req, res) => {
      const input = resetPasswordSchema.parse({
        token: req.body?.passwordResetToken,
        password: req.body?.newPassword,
      });
      await ctx(res).services.auth.resetPassword(input.token, input.password);
      return null;
    }),
  );

  api.post(
    "/transaction-line-items",
    handle(async (req, res) =>
      // A booking form sends its dates (issue 16 §6); the order panel and cart their quantities.
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
