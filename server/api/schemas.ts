import { z } from "zod";
import { contactDetailsSchema } from "#modules/users";

// API-only input shapes; the form schemas in modules/users/schemas.ts are reused where they fit.
export const phoneSchema = contactDetailsSchema.shape.phoneNumber;

export const changeEmailSchema = z.object({
  email: contactDetailsSchema.shape.email,
  currentPassword: z.string().min(1, "ContactDetailsForm.passwordRequired").max(256),
});

export const verifyEmailSchema = z.object({ verificationToken: z.string().min(1).max(200) });

/** An operator's verification code: six digits, or a recovery code (decision 085). */
export const secondFactorSchema = z.object({
  code: z.string().trim().min(1, "SecondFactor.codeRequired").max(40, "SecondFactor.wrongCode"),
});

/** Landing listings query: newest first (sort createdAt), at most 100 per page. */
export const listingsQuerySchema = z.object({
  perPage: z.coerce.number().int().min(1).max(100).default(4),
  sort: z.literal("createdAt").default("createdAt"),
});
