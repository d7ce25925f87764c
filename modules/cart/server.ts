// The cart module's server entry point: factories, services and their types.
// Code outside the module imports only this and index.ts (decision 036).
export { createLineItemsService, lineItemsRequestSchema } from "./line-items.service.server";
export { createCartRepository } from "./repository.server";
export { cartUpdatePayloadSchema, createCartService } from "./service.server";
