// The messages module's server surface.
export { createMessageRepository, type MessageRepository } from "./repository.server";
export {
  createMessageService,
  MESSAGE_MAIL_KIND,
  type MessageService,
  type MessageView,
} from "./service.server";
