// The messages module's client-safe surface.
export { MESSAGE_MAX_LENGTH, MESSAGES_PER_PAGE } from "./limits";
export {
  messagesQuerySchema,
  type SendMessageInput,
  sendMessageSchema,
} from "./schemas";
export type { MessageView } from "./service.server";
