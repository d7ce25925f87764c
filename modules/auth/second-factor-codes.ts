// The pure parts of the operators' second factor (decision 085): what a typed code is, and the
// recovery codes' shape. Client-safe: the set-up page formats codes with it.

/** Seconds either side of now a TOTP code is still accepted (one step: clocks drift). */
export const TOTP_TOLERANCE_SECONDS = 30;
/** Recovery codes an operator gets at set-up; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** Code attempts per operator in the window, whatever the result (decision 085). */
export const MAX_CODE_ATTEMPTS = 5;
export const CODE_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

export type TypedCode = { kind: "totp"; code: string } | { kind: "recovery"; code: string };

/**
 * What the operator typed: six digits (spaces allowed, as apps show "123 456") are an
 * authenticator code; anything else is read as a recovery code, case and dashes aside.
 */
export function readTypedCode(input: string): TypedCode | null {
  const compact = input.replace(/[\s-]/g, "").toLowerCase();
  if (/^\d{6}$/.test(compact)) return { kind: "totp", code: compact };
  if (compact.length === 10 && [...compact].every((c) => RECOVERY_ALPHABET.includes(c)))
    return { kind: "recovery", code: compact };
  return null;
}

/** A recovery code from 10 random bytes: "xxxxx-xxxxx", no look-alike characters. */
export function recoveryCodeFrom(bytes: Uint8Array): string {
  const chars = [...bytes.slice(0, 10)].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** Login-as sessions last at most this long (decision 085). */
export const LOGIN_AS_TTL_MS = 30 * 60 * 1000;
