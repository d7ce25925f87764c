import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/**
 * The company details on /about (decision 031). Dutch law (art. 3:15d BW,
 * Handelsregisterwet art. 20) asks a business website for its name, address,
 * KvK number and e-mail; they are the operator's own, so there is no invented
 * default: an unset detail is left out of the page and reported at start.
 */
export const companyEnvShape = {
  COMPANY_NAME: z.string().trim().min(1).default("Buurtoogst"),
  /** Eight digits; spaces and dots as people write them ("12 34 56 78") are dropped. */
  COMPANY_KVK_NUMBER: z
    .string()
    .optional()
    .transform((value) => value?.replace(/[\s.]/g, "") || undefined)
    .pipe(
      z
        .string()
        .regex(/^\d{8}$/, "must be the 8 digits of a KvK number")
        .optional(),
    ),
  /** One line, parts separated by commas: "Oudegracht 123, 3511 AB Utrecht". */
  COMPANY_ADDRESS: optionalText,
  COMPANY_EMAIL: z.email().default("hallo@buurtoogst.nl"),
};

type CompanyEnv = {
  COMPANY_NAME: string;
  COMPANY_KVK_NUMBER?: string | undefined;
  COMPANY_ADDRESS?: string | undefined;
  COMPANY_EMAIL: string;
};

export type CompanyDetails = ReturnType<typeof companyDetails>;

/** What /about shows; null for a detail that is not configured. */
export function companyDetails(env: CompanyEnv) {
  return {
    name: env.COMPANY_NAME,
    kvkNumber: env.COMPANY_KVK_NUMBER ?? null,
    addressLines: env.COMPANY_ADDRESS
      ? env.COMPANY_ADDRESS.split(",")
          .map((line) => line.trim())
          .filter(Boolean)
      : [],
    email: env.COMPANY_EMAIL,
  };
}

/** A public (production) site without these lacks what a Dutch buyer and the law expect. */
export function companyWarnings(env: CompanyEnv & { NODE_ENV: string }): string[] {
  if (env.NODE_ENV !== "production") return [];
  const missing = ["COMPANY_KVK_NUMBER", "COMPANY_ADDRESS"].filter(
    (name) => !env[name as keyof CompanyEnv],
  );
  return missing.length > 0
    ? [`${missing.join(" and ")} not set: the About page shows the company without them.`]
    : [];
}
