// The messages module's server surface. Its repository stays inside: an enquiry writes its
// first message through `postEnquiryOn(tx, …)` on the enquiry's transaction (decision 077).
export {
  createMessageService,
  MESSAGE_MAIL_KIND,
  type MessageService,
  type MessageView,
} from "./service.server";
export { type WaitingSql, waitingSql } from "./waiting-sql.server";
