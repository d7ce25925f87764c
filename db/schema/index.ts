// One file per module's tables (decision 036); db/schema is the database's, not a module.
export * from "./audit";
export * from "./auth";
export * from "./images";
export * from "./ledger";
export * from "./listings";
export * from "./messages";
export * from "./payments";
export * from "./payout-accounts";
export * from "./rate-limit";
export * from "./reviews";
export * from "./saved-cards";
export * from "./transactions";
export * from "./users";
