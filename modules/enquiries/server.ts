// The enquiries module's server entry point.
// Code outside the module imports only this and index.ts (decision 036).
export { createEnquiryService, type EnquiryService } from "./service.server";
