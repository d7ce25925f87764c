import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Stripe's webhook signature scheme (https://docs.stripe.com/webhooks#verify-manually):
 * header `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, several v1 allowed,
 * and a tolerance (default 5 minutes) against replays. Test mode signs the same way, so one
 * endpoint serves both adapters.
 */

export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signPayload(payload: string, secret: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${payload}`, "utf8").digest("hex");
  return `t=${t},v1=${v1}`;
}

export type SignatureCheck =
  | { ok: true }
  | { ok: false; reason: "missing" | "malformed" | "mismatch" | "too-old" };

export function verifySignature(
  payload: string,
  header: string | undefined,
  secret: string,
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  if (!header) return { ok: false, reason: "missing" };
  let t: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const [key, value] = part.split("=", 2).map((s) => s.trim());
    if (key === "t" && value && /^\d+$/.test(value)) t = Number(value);
    else if (key === "v1" && value && /^[0-9a-f]+$/i.test(value)) signatures.push(value);
  }
  if (t === null || signatures.length === 0) return { ok: false, reason: "malformed" };
  const expected = Buffer.from(
    createHmac("sha256", secret).update(`${t}.${payload}`, "utf8").digest("hex"),
  );
  const matches = signatures.some((s) => {
    const given = Buffer.from(s.toLowerCase());
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) return { ok: false, reason: "mismatch" };
  if (Math.abs(now.getTime() / 1000 - t) > toleranceSeconds)
    return { ok: false, reason: "too-old" };
  return { ok: true };
}
