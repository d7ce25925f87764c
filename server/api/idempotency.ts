import { createHash, randomUUID } from "node:crypto";
import type { Request } from "express";
import { AppError } from "#modules/errors";

/** A client's key (Idempotency-Key header), or one of our own for a single call. */
export function idempotencyKey(req: Request) {
  const key = req.header("idempotency-key") ?? randomUUID();
  if (!/^[\w-]{8,100}$/.test(key)) {
    throw new AppError("validation-invalid-params", 400, "Errors.invalidParams");
  }
  return key;
}

/** A digest of a parsed request body: a reused Idempotency-Key must come with the same one. */
export function requestFingerprint(body: unknown): string {
  return createHash("sha256").update(JSON.stringify(body)).digest("base64url");
}
