// The users module's server entry point: factories, services and their types.
// Code outside the module imports only this and index.ts (decision 036). Its repository stays
// inside: the service builds it on the database it is given, and other modules get user rows
// through `userAccountsOn(executor, now)` on their own transaction (decision 077).
export { type UserAccounts, userAccountsOn } from "./accounts.server";
export {
  countUsersOn,
  type FoundUser,
  searchUsersOn,
  USERS_PER_PAGE,
  type UserSearch,
} from "./operator-search.server";
export { userRecordColumns } from "./record-columns.server";
export type { ErasedImage } from "./repository.server";
export { createUserService } from "./service.server";
