// The ledger module's server entry point (decision 079). Code outside the module imports only
// this and index.ts (decision 036); its repository stays inside, and other modules append on
// their own database transaction through `ledgerWritesOn(tx, now)` (decision 077).
export { type LedgerAppend, type LedgerWrites, ledgerWritesOn } from "./repository.server";
export { createLedgerService, type LedgerService } from "./service.server";
