import type { z } from "zod";

export type FormFailure = {
  ok: false;
  fieldErrors: Record<string, string>;
  formError?: string;
  values: Record<string, string>;
};
export type FormSuccess<T> = { ok: true; data: T };

// Secrets are never echoed back into the page.
const SECRET = /password/i;

export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === "string" && !SECRET.test(key)) values[key] = value;
  }
  return values;
}

/** Validates a submitted form with the same zod schema the API uses. */
export function parseForm<S extends z.ZodType>(
  schema: S,
  formData: FormData,
): FormSuccess<z.infer<S>> | FormFailure {
  const raw = Object.fromEntries([...formData].filter(([, v]) => typeof v === "string"));
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues)
    fieldErrors[String(issue.path[0] ?? "_form")] ??= issue.message;
  return { ok: false, fieldErrors, values: formValues(formData) };
}

export function failure(
  formData: FormData,
  formError?: string,
  fieldErrors: Record<string, string> = {},
): FormFailure {
  return { ok: false, fieldErrors, formError, values: formValues(formData) };
}
