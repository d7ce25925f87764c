import { z } from "zod";

/** An operator's reason for a ban, an unban or a removal: required, and kept in the audit log. */
export const REASON_MAX = 500;
export const reasonSchema = z
  .string()
  .trim()
  .min(1, "OperatorUsersPage.reasonRequired")
  .max(REASON_MAX, "OperatorUsersPage.reasonTooLong");
