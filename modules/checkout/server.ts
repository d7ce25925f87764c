// The checkout module's server entry point: factories, services and their types.
// Code outside the module imports only this and index.ts (decision 036).

export { createOrderMails } from "./order-mails.server";
export { createCheckoutRepository } from "./repository.server";
export { type CheckoutStart, createCheckoutService, type PayOutcome } from "./service.server";
