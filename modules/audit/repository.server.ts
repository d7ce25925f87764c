import { and, desc, eq, ilike, lt, or, type SQL } from "drizzle-orm";
import { auditLog } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";
import type { AuditEntry, AuditRow } from "./actions";

export type AuditQuery = {
  /** Words in the actor, the target's label or id, or the reason. */
  q?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  actorId?: string;
  /** Rows older than this id (the page before): newest first. */
  before?: number;
  limit?: number;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Drizzle access for the append-only audit log (decision 082): inserts and reads only. */
export function createAuditRepository(db: Executor, now: () => Date) {
  return {
    async append(entry: AuditEntry): Promise<number> {
      const [row] = await db
        .insert(auditLog)
        .values({
          at: now(),
          actorId: entry.actor.id,
          actorLabel: entry.actor.label,
          action: entry.action,
          targetType: entry.targetType,
          targetId: entry.targetId,
          targetLabel: entry.targetLabel ?? "",
          reason: entry.reason ?? "",
          details: entry.details ?? {},
        })
        .returning({ id: auditLog.id });
      if (!row) throw new Error("audit row not written");
      return row.id;
    },

    async search(query: AuditQuery): Promise<AuditRow[]> {
      const where: SQL[] = [];
      if (query.action) where.push(eq(auditLog.action, query.action));
      if (query.targetType) where.push(eq(auditLog.targetType, query.targetType));
      if (query.targetId) where.push(eq(auditLog.targetId, query.targetId));
      if (query.actorId) where.push(eq(auditLog.actorId, query.actorId));
      if (query.before) where.push(lt(auditLog.id, query.before));
      const q = query.q?.trim();
      if (q) {
        const like = `%${escapeLike(q)}%`;
        const words = or(
          ilike(auditLog.actorLabel, like),
          ilike(auditLog.targetLabel, like),
          ilike(auditLog.targetId, like),
          ilike(auditLog.reason, like),
        );
        if (words) where.push(words);
      }
      return db
        .select()
        .from(auditLog)
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(auditLog.id))
        .limit(Math.min(query.limit ?? 50, 200));
    },
  };
}
