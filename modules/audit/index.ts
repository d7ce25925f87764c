// The audit module's client-safe entry point: the action names and row types (decision 082).
export {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditActor,
  type AuditEntry,
  type AuditRow,
  type AuditTargetType,
  auditActorOf,
  isAuditAction,
} from "./actions";
