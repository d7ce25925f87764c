import { type Request, type Response, Router } from "express";
import { createUserWithIdpSchema } from "#modules/auth";
import { AppError } from "#modules/errors";
import {
  changePasswordSchema,
  loginSchema,
  recoverPasswordSchema,
  resetPasswordSchema,
  signupSchema,
  toCurrentUser,
} from "#modules/users";
import { clearedSessionCookie, sessionCookie } from "../../app/auth/session.server";
import { ctx, requireUser } from "./context";
import { handle } from "./errors";
import { changeEmailSchema, secondFactorSchema, verifyEmailSchema } from "./schemas";

const secure = (res: Response) => ctx(res).services.env.NODE_ENV === "production";

/**
 * Spec §7 authentication: the session (login, logout, info), signing up, and the account's
 * credentials (e-mail change and verification, password change and reset).
 */
export function authRouter(): Router {
  const api = Router();

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

  // The operator's second step through the API (decision 085): the app's code or a recovery
  // code marks this session, as the "Verificatiecode" page does.
  api.post(
    "/auth/second_factor",
    handle(async (req, res) => {
      const user = requireUser(res);
      const { operatorStep, sessionToken, services } = ctx(res);
      if (operatorStep !== "verify" || !sessionToken)
        throw new AppError("forbidden", 403, "Errors.forbidden");
      const { code } = secondFactorSchema.parse(req.body);
      return services.secondFactor.verify(user.id, sessionToken, code);
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

  // Spec §7: a user from an identity provider's ID token, signed in (decision 086).
  api.post(
    "/auth/create-user-with-idp",
    handle(async (req, res) => {
      const input = createUserWithIdpSchema.parse(req.body);
      const { user, session } = await ctx(res).services.idp.createUserWithIdToken(
        input,
        ctx(res).locale,
      );
      res.setHeader("Set-Cookie", sessionCookie(session, secure(res)));
      res.status(201);
      return toCurrentUser(user);
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
  return api;
}
