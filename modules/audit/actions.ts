/**
 * What an audit row can say was done (decision 082). One list, so the audit page can filter by
 * action and a typo is a type error rather than a row nobody finds.
 */
export const AUDIT_ACTIONS = [
  "user.verify-email",
  "user.resend-verification",
  "user.ban",
  "user.unban",
  "user.delete",
  "listing.approve",
  "listing.reject",
  "listing.close",
  "listing.delete",
  "listing.affiliate",
  "order.transition",
  "payout.retry",
  "job.retry",
  "session.login-as-start",
  "session.login-as-end",
  "operator.create",
  "operator.second-factor",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = ["user", "listing", "order", "payout", "job", "session"] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

/** Who did it: an operator, or the command line (id null). */
export type AuditActor = { id: string | null; label: string };

/** An operator as the log names them: kept as written, whatever happens to the account. */
export const auditActorOf = (user: { id: string; displayName: string; email: string }) => ({
  id: user.id,
  label: `${user.displayName} <${user.email}>`,
});

export type AuditEntry = {
  actor: AuditActor;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  targetLabel?: string;
  reason?: string;
  details?: Record<string, unknown>;
};

export type AuditRow = {
  id: number;
  at: Date;
  actorId: string | null;
  actorLabel: string;
  action: string;
  targetType: string;
  targetId: string;
  targetLabel: string;
  reason: string;
  details: Record<string, unknown>;
};
