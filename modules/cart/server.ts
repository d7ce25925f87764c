// The cart module's server entry point: factories, services and their types.
// Code outside the module imports only this and index.ts (decision 036).
export { lineItemsRequestSchema } from "./line-items.service.server";
export { cartUpdatePayloadSchema } from "./service.server";
export { createCartServices } from "./services.server";
