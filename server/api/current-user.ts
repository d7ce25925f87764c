import { Router } from "express";
import { z } from "zod";
import { cartUpdatePayloadSchema } from "#modules/cart/server";
import { profileSettingsSchema, toCurrentUser } from "#modules/users";
import { ctx, requireUser } from "./context";
import { handle } from "./errors";
import { phoneSchema } from "./schemas";

/** Spec §7 currentUser.show and updateProfile (the profile, the phone number, or the cart). */
export function currentUserRouter(): Router {
  const api = Router();

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
  return api;
}
