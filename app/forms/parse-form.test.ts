import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseForm } from "./parse-form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};
const schema = z.object({ email: z.string(), bio: z.string(), password: z.string() });

describe("parseForm", () => {
  it("refuses a field holding a NUL character with that field's message, keeping the rest", () => {
    const result = parseForm(
      schema,
      form({ email: "jan@example.test", bio: "Tuin\u0000man", password: "geheim123" }),
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: { bio: "Validators.invalidCharacter" },
      // Shown again without the NUL; a password is never echoed.
      values: { email: "jan@example.test", bio: "Tuinman" },
    });
  });

  it("passes a form without one to the schema", () => {
    expect(parseForm(schema, form({ email: "a", bio: "b", password: "c" }))).toEqual({
      ok: true,
      data: { email: "a", bio: "b", password: "c" },
    });
  });
});
