// The enquiries module's client-safe entry point: the contact form's schema and limits.
// Code outside the module imports only this and server.ts (decision 036).
export { ENQUIRIES_PER_HOUR, type EnquiryInput, enquirySchema } from "./schemas";
