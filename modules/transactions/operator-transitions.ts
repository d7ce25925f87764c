import { z } from "zod";
import { CANCEL_REASON_MAX_LENGTH } from "./provider-cancel";

/**
 * What an operator may do to an order (spec §4, decision 084): call off a paid order, mark it
 * handed over, or settle a dispute either way. Each takes a reason both parties read on their
 * page and in the mail; it is kept in the order's protected data as a list of notes, so a
 * second operator step adds to the record instead of overwriting it. Pure and client-safe.
 */

export const OPERATOR_TRANSITIONS = [
  "transition/cancel",
  "transition/mark-delivered",
  "transition/cancel-from-disputed",
  "transition/mark-received-from-disputed",
] as const;
export type OperatorTransition = (typeof OPERATOR_TRANSITIONS)[number];

export const isOperatorTransition = (name: string): name is OperatorTransition =>
  (OPERATOR_TRANSITIONS as readonly string[]).includes(name);

const LONE_SURROGATE = /\p{Cs}/u;

/** The same bounds as the grower's cancel reason (decision 068): a reason to read, not a letter. */
export const operatorReasonSchema = z
  .string("OperatorOrders.reasonRequired")
  .trim()
  .min(1, "OperatorOrders.reasonRequired")
  .max(CANCEL_REASON_MAX_LENGTH, `Validators.maxLength?maxLength=${CANCEL_REASON_MAX_LENGTH}`)
  .refine((s) => !s.includes("\u0000") && !LONE_SURROGATE.test(s), "Validators.invalidCharacter");

/** One operator step as the order keeps it: which move, why, and when (ISO). */
export type OperatorNote = { transition: string; reason: string; at: string };

/** The order's operator notes, oldest first; anything malformed is left out, never thrown on. */
export function operatorNotesOf(protectedData: Record<string, unknown>): OperatorNote[] {
  const raw = protectedData.operatorNotes;
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (n): n is OperatorNote =>
      typeof n === "object" &&
      n !== null &&
      typeof (n as OperatorNote).transition === "string" &&
      typeof (n as OperatorNote).reason === "string" &&
      typeof (n as OperatorNote).at === "string",
  );
}

/** The reason given with `transition`, the latest if it ran twice in the order's life. */
export function operatorReasonFor(
  protectedData: Record<string, unknown>,
  transition: string,
): string | null {
  const notes = operatorNotesOf(protectedData).filter((n) => n.transition === transition);
  return notes.at(-1)?.reason ?? null;
}
