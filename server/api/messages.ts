import { Router } from "express";
import { z } from "zod";
import { messagesQuerySchema, sendMessageSchema } from "#modules/messages";
import { ctx, requireUser } from "./context";
import { handle } from "./errors";

/**
 * Spec §7 messages.query and messages.send. Only the transaction's two sides (an operator may
 * read); any other id answers 404, the same as one that does not exist.
 */
export function messagesRouter(): Router {
  const api = Router();

  api.get(
    "/messages/query",
    handle(async (req, res) => {
      const user = requireUser(res);
      const query = messagesQuerySchema.parse(req.query);
      const { messages, pagination } = await ctx(res).services.messages.query(
        { id: user.id, isOperator: user.isOperator },
        query.transaction_id,
        query.page,
        query.per_page,
      );
      res.json({ data: messages, meta: pagination });
    }),
  );

  api.post(
    "/messages/send",
    handle(async (req, res) => {
      const user = requireUser(res);
      res.status(201);
      return ctx(res).services.messages.send(
        { id: user.id, isOperator: user.isOperator },
        req.body,
      );
    }),
  );

  return api;
}

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });

/** OpenAPI paths of this router (listed by server/api/openapi.ts). */
export function messagesApiPaths(errorResponse: object) {
  return {
    "/messages/query": {
      get: {
        summary:
          "Messages of one of your transactions, 100 per page, page 1 the newest; each page oldest first. `{ data: Message[], meta: pagination }`",
        security: [{ session: [] }],
        parameters: Object.entries(json(messagesQuerySchema).properties ?? {}).map(
          ([name, schema]) => ({
            name,
            in: "query",
            required: name === "transaction_id",
            schema,
          }),
        ),
        responses: { "200": { description: "OK" }, "4XX": errorResponse },
      },
    },
    "/messages/send": {
      post: {
        summary:
          "Send a message on one of your transactions (at most 5000 characters); 403 when the other side is banned or deleted",
        security: [{ session: [] }],
        requestBody: {
          required: true,
          content: { "application/json": { schema: json(sendMessageSchema) } },
        },
        responses: { "201": { description: "Created: `{ data: Message }`" }, "4XX": errorResponse },
      },
    },
  };
}
