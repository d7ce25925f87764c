import { describe, expect, it } from "vitest";
import { z } from "zod";
import { toApiErrors } from "./errors";

const schema = z
  .object({
    title: z.string(),
    start: z.date(),
    quantity: z.number().int().max(5),
    bio: z.string().min(3),
    email: z.string().email("SignupForm.emailInvalid"),
  })
  .strict();

const titles = (input: unknown, locale: "nl" | "en") => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error("expected a validation error");
  return toApiErrors(result.error, locale).errors.map((e) => [e.meta?.field, e.title]);
};

describe("API validation errors", () => {
  const input = { start: "2026-01-01", quantity: 9, bio: "x", email: "nope", extra: 1 };

  it("are in the user's language, never zod's raw English", () => {
    const nl = titles(input, "nl");
    expect(nl).toEqual([
      ["title", "“title” ontbreekt."],
      ["start", "“start” heeft geen geldige waarde."],
      ["quantity", "“quantity” is te groot of te lang: hoogstens 5."],
      ["bio", "“bio” is te klein of te kort: minstens 3."],
      ["email", "Vul een geldig e-mailadres in."],
      ["", "Onbekende velden: extra."],
    ]);
    for (const [, title] of titles(input, "en")) expect(title).not.toMatch(/Invalid input/);
  });

  it("keep a schema's own catalogue text", () => {
    expect(titles({ ...input, email: "nope" }, "en")).toContainEqual([
      "email",
      "A valid email address is required",
    ]);
  });
});
