import type { Database } from "../../db/client";
import type { Executor } from "../../db/unit-of-work";
import type { AuditEntry } from "./actions";
import { type AuditQuery, createAuditRepository } from "./repository.server";

/**
 * Writing an audit row on a use-case's own database transaction (decision 077): the action and
 * its row commit together or not at all, so the log never names what did not happen and never
 * misses what did.
 */
export function auditOn(tx: Executor, now: () => Date) {
  const repo = createAuditRepository(tx, now);
  return { record: (entry: AuditEntry) => repo.append(entry) };
}
export type AuditWrites = ReturnType<typeof auditOn>;

/** The audit log for the console: record an action that is one write, search what was done. */
export function createAuditService({ db, now }: { db: Database; now: () => Date }) {
  const repo = createAuditRepository(db, now);
  return {
    /** For an action whose own write is elsewhere and single: prefer `auditOn` in its transaction. */
    record: (entry: AuditEntry) => repo.append(entry),
    search: (query: AuditQuery) => repo.search(query),
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
