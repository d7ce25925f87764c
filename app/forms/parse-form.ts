import type { z } from "zod";
import { findNulCharacter, NUL_CHARACTER_MESSAGE } from "#modules/text";

export type FormFailure = {
  ok: false;
  fieldErrors: Record<string, string>;
  formError?: string;
  values: Record<string, string>;
};
export type FormSuccess<T> = { ok: true; data: T };

// Secrets are never echoed back into the page.
const SECRET = /password/i;

/** What the form shows again after a failure; a refused NUL character is left out. */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === "string" && !SECRET.test(key))
      values[key] = value.replaceAll("\u0000", "");
  }
  return values;
}

/** The text fields of a submitted form, the last value of each name. */
export function formFields(formData: FormData): Record<string, string> {
  return Object.fromEntries(
    [...formData].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/**
 * Validates a form's fields with the same zod schema the API uses. Every field
 * of every form passes here first: one holding a NUL character is refused with
 * the field's message before the schema (or the database) sees it.
 */
export function validateForm<S extends z.ZodType>(
  schema: S,
  fields: Record<string, string>,
  formData: FormData,
): FormSuccess<z.infer<S>> | FormFailure {
  const nul = findNulCharacter(fields);
  if (nul !== null) {
    const field = String(nul[0] ?? "_form");
    return {
      ok: false,
      fieldErrors: { [field]: NUL_CHARACTER_MESSAGE },
      values: formValues(formData),
    };
  }
  const result = schema.safeParse(fields);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues)
    fieldErrors[String(issue.path[0] ?? "_form")] ??= issue.message;
  return { ok: false, fieldErrors, values: formValues(formData) };
}

/** Validates a submitted form (see validateForm). */
export function parseForm<S extends z.ZodType>(
  schema: S,
  formData: FormData,
): FormSuccess<z.infer<S>> | FormFailure {
  return validateForm(schema, formFields(formData), formData);
}

export function failure(
  formData: FormData,
  formError?: string,
  fieldErrors: Record<string, string> = {},
): FormFailure {
  return { ok: false, fieldErrors, formError, values: formValues(formData) };
}
