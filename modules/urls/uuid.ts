export const NIL_UUID = "00000000-0000-0000-0000-000000000000";

// Canonical 8-4-4-4-12 hex form only; the version/variant nibbles are not
// checked, so nil, max and any version (v1–v8) all pass.
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Guards route params before they reach a uuid column, where bad input would error. */
export function isUuid(s: unknown): s is string {
  return typeof s === "string" && UUID_PATTERN.test(s);
}
