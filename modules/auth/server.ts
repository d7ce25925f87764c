// The auth module's server entry point: factories, services and their types.
// Code outside the module imports only this and index.ts (decision 036).

export { type AccountBans, type BanRepos, createAccountBans } from "./bans.server";
export { hashPassword, verifyPassword } from "./password.server";
export { createAuthRepository } from "./repository.server";
export { createAuthService, type Session } from "./service.server";
