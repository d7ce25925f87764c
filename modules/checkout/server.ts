// The checkout module's server entry point: factories, services and their types.
// Code outside the module imports only this and index.ts (decision 036); its repository stays
// inside (decision 077).

export { type CheckoutStart, createCheckoutService, type PayOutcome } from "./service.server";
