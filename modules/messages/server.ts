// The messages module's server surface.
export { createMessageRepository, type MessageRepository } from "./repository.server";
export { createMessageService, type MessageService, type MessageView } from "./service.server";
