// The audit module's server entry point (decision 082). Other modules write through
// `auditOn(tx, now)` on their own transaction (decision 077); the console reads the service.
export type { AuditQuery } from "./repository.server";
export { type AuditService, type AuditWrites, auditOn, createAuditService } from "./service.server";
