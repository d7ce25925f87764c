import { z } from "zod";
import { findNulCharacter, NUL_CHARACTER_MESSAGE } from "#modules/text";
import { MESSAGE_MAX_LENGTH, MESSAGES_PER_PAGE } from "./limits";

export { MESSAGE_MAX_LENGTH, MESSAGES_PER_PAGE };

const uuid = z.string().uuid("Errors.invalidParams");

/** messages.send (spec §7): transactionId, content. Required and at most 5000 characters (spec §5). */
export const sendMessageSchema = z.object({
  transactionId: uuid,
  content: z
    .string({ message: "TransactionPage.messageRequired" })
    .trim()
    .min(1, "TransactionPage.messageRequired")
    .max(MESSAGE_MAX_LENGTH, `Validators.maxLength?maxLength=${MESSAGE_MAX_LENGTH}`)
    // The API refuses it at the door; a page form reaches here (decision 064).
    .refine((text) => findNulCharacter(text) === null, NUL_CHARACTER_MESSAGE),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

/** messages.query (spec §7): transaction_id, page, per_page (at most 100). */
export const messagesQuerySchema = z.object({
  transaction_id: uuid,
  page: z.coerce.number().int("Errors.invalidParams").min(1, "Errors.invalidParams").default(1),
  per_page: z.coerce
    .number()
    .int("Errors.invalidParams")
    .min(1, "Errors.invalidParams")
    .max(MESSAGES_PER_PAGE, "Errors.invalidParams")
    .default(MESSAGES_PER_PAGE),
});
