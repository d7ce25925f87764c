// The auth module's client-safe entry point: its types only (all its code is server-side).
// Code outside the module imports only this and server.ts (decision 036).
export type { TokenKind } from "./repository.server";
export type { Session } from "./service.server";
