import { z } from "zod";
import { birthDateFromParts } from "./birthday";
import { isValidPostalCode, normalizePostalCode } from "./postal-code";

// Error messages are catalogue ids, optionally with ICU values as a query
// ("Validators.maxLength?maxLength=100"); the UI and the API translate them.
export const messageWithValues = (id: string, values: Record<string, number | string>) =>
  `${id}?${new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString()}`;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const BIO_MAX = 5000;
export const NAME_MAX = 100;
export const WEBSITE_MAX = 500;

type BirthFields = { birthDay?: string; birthMonth?: string; birthYear?: string };
/** undefined when the form has no birthday selectors, else as birthDateFromParts. */
function birthDateOf({ birthDay, birthMonth, birthYear }: BirthFields) {
  if (birthDay === undefined && birthMonth === undefined && birthYear === undefined)
    return undefined;
  return birthDateFromParts({
    day: birthDay ?? "",
    month: birthMonth ?? "",
    year: birthYear ?? "",
  });
}

/** An absolute http(s) address, or nothing. */
function isWebsiteUrl(value: string): boolean {
  if (value === "") return true;
  const url = URL.canParse(value) ? new URL(value) : null;
  return (url?.protocol === "http:" || url?.protocol === "https:") && url.hostname.includes(".");
}

// "Email pattern is simple address shape" (spec §5).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const trimmed = z.string().trim();
const email = (requiredId: string, invalidId: string) =>
  trimmed
    .min(1, requiredId)
    .max(254, invalidId)
    .regex(EMAIL_PATTERN, invalidId)
    .transform((v) => v.toLowerCase());

const newPassword = (requiredId: string, tooShortId: string, tooLongId: string) =>
  z
    .string()
    .min(1, requiredId)
    .min(PASSWORD_MIN, messageWithValues(tooShortId, { minLength: PASSWORD_MIN }))
    .max(PASSWORD_MAX, messageWithValues(tooLongId, { maxLength: PASSWORD_MAX }));

export const signupSchema = z.object({
  email: email("SignupForm.emailRequired", "SignupForm.emailInvalid"),
  firstName: trimmed
    .min(1, "SignupForm.firstNameRequired")
    .max(NAME_MAX, messageWithValues("Validators.maxLength", { maxLength: NAME_MAX })),
  lastName: trimmed
    .min(1, "SignupForm.lastNameRequired")
    .max(NAME_MAX, messageWithValues("Validators.maxLength", { maxLength: NAME_MAX })),
  password: newPassword(
    "SignupForm.passwordRequired",
    "SignupForm.passwordTooShort",
    "SignupForm.passwordTooLong",
  ),
});
export type SignupInput = z.infer<typeof signupSchema>;

export const loginSchema = z.object({
  email: trimmed.min(1, "LoginForm.emailRequired").transform((v) => v.toLowerCase()),
  password: z
    .string()
    .min(1, "LoginForm.passwordRequired")
    .max(PASSWORD_MAX, "LoginForm.passwordRequired"),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const recoverPasswordSchema = z.object({
  email: email("PasswordRecoveryForm.emailRequired", "PasswordRecoveryForm.emailInvalid"),
});

export const resetPasswordSchema = z.object({
  token: z
    .string()
    .min(1, "PasswordResetPage.resetFailed")
    .max(200, "PasswordResetPage.resetFailed"),
  password: newPassword(
    "PasswordResetForm.passwordRequired",
    "PasswordResetForm.passwordTooShort",
    "PasswordResetForm.passwordTooLong",
  ),
});

export const changePasswordSchema = z.object({
  currentPassword: z
    .string()
    .min(1, "PasswordChangeForm.passwordRequired")
    .max(
      PASSWORD_MAX,
      messageWithValues("PasswordChangeForm.passwordTooLong", { maxLength: PASSWORD_MAX }),
    ),
  newPassword: newPassword(
    "PasswordChangeForm.newPasswordRequired",
    "PasswordChangeForm.passwordTooShort",
    "PasswordChangeForm.passwordTooLong",
  ),
});

export const contactDetailsSchema = z.object({
  email: email("ContactDetailsForm.emailRequired", "ContactDetailsForm.emailInvalid"),
  // Spaces are stripped on parse (spec §5); the page shows the number in groups of 3.
  phoneNumber: z
    .string()
    .transform((v) => v.replace(/\s+/g, ""))
    .pipe(
      z
        .string()
        .max(20, "ContactDetailsForm.phoneInvalid")
        .regex(/^(\+?[0-9]{6,19})?$/, "ContactDetailsForm.phoneInvalid"),
    ),
  currentPassword: z.string().max(PASSWORD_MAX).optional(),
});

export const profileSettingsSchema = z
  .object({
    firstName: trimmed
      .min(1, "ProfileSettingsForm.firstNameRequired")
      .max(NAME_MAX, messageWithValues("Validators.maxLength", { maxLength: NAME_MAX })),
    lastName: trimmed
      .min(1, "ProfileSettingsForm.lastNameRequired")
      .max(NAME_MAX, messageWithValues("Validators.maxLength", { maxLength: NAME_MAX })),
    displayName: trimmed
      .min(1, "ProfileSettingsForm.displayNameRequired")
      .max(NAME_MAX, messageWithValues("Validators.maxLength", { maxLength: NAME_MAX })),
    bio: trimmed
      .max(BIO_MAX, messageWithValues("Validators.maxLength", { maxLength: BIO_MAX }))
      .default(""),
    postalCode: trimmed.default(""),
    country: z.enum(["NL", "BE"], "ProfileSettingsForm.countryRequired"),
    // Spec §5: http or https, empty allowed.
    website: trimmed
      .max(WEBSITE_MAX, messageWithValues("Validators.maxLength", { maxLength: WEBSITE_MAX }))
      .refine(isWebsiteUrl, "ProfileSettingsForm.websiteInvalid")
      .optional(),
    birthDay: trimmed.optional(),
    birthMonth: trimmed.optional(),
    birthYear: trimmed.optional(),
  })
  .superRefine((value, ctx) => {
    if (birthDateOf(value) === null) {
      ctx.addIssue({
        code: "custom",
        path: ["birthday"],
        message: "ProfileSettingsForm.birthdayInvalid",
      });
    }
    if (!isValidPostalCode(value.postalCode, value.country)) {
      ctx.addIssue({
        code: "custom",
        path: ["postalCode"],
        message: "ProfileSettingsForm.postalCodeInvalid",
      });
    }
  })
  .transform(({ birthDay, birthMonth, birthYear, ...value }) => ({
    ...value,
    postalCode: normalizePostalCode(value.postalCode, value.country),
    /** "YYYY-MM-DD", "" to clear it, undefined to leave it; private, for the age check only. */
    birthDate: birthDateOf({ birthDay, birthMonth, birthYear }) ?? undefined,
  }));
export type ProfileSettingsInput = Omit<z.infer<typeof profileSettingsSchema>, "birthDate"> & {
  birthDate?: string;
};

/** Flatten zod issues into { field: messageId } (first error per field). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "_form");
    out[key] ??= issue.message;
  }
  return out;
}
