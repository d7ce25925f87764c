// The users module's server entry point: factories, services and their types.
// Code outside the module imports only this and index.ts (decision 036). Other modules get
// user rows through `createUserAccounts`, never the repository; the repository factory is
// here for the composition root (server/services.ts) only.
export { createUserAccounts, type UserAccounts } from "./accounts.server";
export { createUserRepository } from "./repository.server";
export { createUserService } from "./service.server";
