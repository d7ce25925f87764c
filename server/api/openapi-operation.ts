import { z } from "zod";

/** One documented operation of the OpenAPI document (openapi.ts), from the handler's zod schema. */
export const json = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });

export const errorResponse = {
  description: "Error in the spec's API error shape",
  content: { "application/json": { schema: { $ref: "#/components/schemas/Errors" } } },
};

export function operation(summary: string, body?: z.ZodType, auth = false) {
  return {
    summary,
    ...(auth ? { security: [{ session: [] }] } : {}),
    ...(body
      ? { requestBody: { required: true, content: { "application/json": { schema: json(body) } } } }
      : {}),
    responses: { "200": { description: "OK: `{ data }`" }, "4XX": errorResponse },
  };
}
