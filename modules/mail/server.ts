// The mail module's server entry point: factories, services and their types.
// Code outside the module imports only this and index.ts (decision 036).
export {
  createFileMailer,
  createSmtpMailer,
  listOutbox,
  type Mailer,
  type MailMessage,
} from "./mailer.server";
