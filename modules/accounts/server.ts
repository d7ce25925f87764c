// The accounts module's server entry point (decision 083): the life of a user's account across
// modules — an operator's ban, unban, verification and removal, a user's own deletion, and the
// one erase both removals go through. Code outside imports only this and index.ts (decision 036).
export { type AccountDeletion, createAccountDeletion } from "./deletion.server";
export { eraseAccountOn } from "./erase.server";
export { createUserModeration, type UserModeration } from "./moderation.server";
