import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { oidcLogins, userIdentities } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";

/**
 * Provider accounts linked to users (decision 086), on the pool or on another use-case's
 * transaction (decision 077): account deletion calls `identitiesOn(tx).removeAllOf(userId)`
 * so a deleted account cannot be signed in to again through its provider.
 */
export function identitiesOn(db: Executor) {
  return {
    async userIdOf(issuer: string, subject: string): Promise<string | null> {
      const [row] = await db
        .select({ userId: userIdentities.userId })
        .from(userIdentities)
        .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)));
      return row?.userId ?? null;
    },
    /** False when the provider account is already linked (to this user or another). */
    async link(values: { issuer: string; subject: string; userId: string; email: string }) {
      const rows = await db
        .insert(userIdentities)
        .values(values)
        .onConflictDoNothing()
        .returning({ userId: userIdentities.userId });
      return rows.length === 1;
    },
    async removeAllOf(userId: string) {
      await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
    },
  };
}
export type Identities = ReturnType<typeof identitiesOn>;

export type PendingLogin = {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
  identity: { issuer: string; subject: string; claims: Record<string, unknown> } | null;
};

/** Sign-ins in progress, by the SHA-256 of their cookie's token. */
export function oidcLoginsOn(db: Executor) {
  return {
    async start(
      id: string,
      values: { state: string; nonce: string; codeVerifier: string; returnTo: string },
      expiresAt: Date,
    ) {
      await db.insert(oidcLogins).values({ id, ...values, expiresAt });
    },
    async find(id: string, now: Date): Promise<PendingLogin | null> {
      const [row] = await db
        .select()
        .from(oidcLogins)
        .where(and(eq(oidcLogins.id, id), gt(oidcLogins.expiresAt, now)));
      if (!row) return null;
      return {
        state: row.state,
        nonce: row.nonce,
        codeVerifier: row.codeVerifier,
        returnTo: row.returnTo,
        identity:
          row.issuer && row.subject
            ? { issuer: row.issuer, subject: row.subject, claims: row.claims ?? {} }
            : null,
      };
    },
    /** Once per sign-in: the provider's answer is taken the first time only (a replayed callback gets false). */
    async answer(id: string, identity: NonNullable<PendingLogin["identity"]>) {
      const rows = await db
        .update(oidcLogins)
        .set({ issuer: identity.issuer, subject: identity.subject, claims: identity.claims })
        .where(and(eq(oidcLogins.id, id), isNull(oidcLogins.subject)))
        .returning({ id: oidcLogins.id });
      return rows.length === 1;
    },
    async remove(id: string) {
      await db.delete(oidcLogins).where(eq(oidcLogins.id, id));
    },
    async removeExpired(now: Date) {
      await db.delete(oidcLogins).where(lt(oidcLogins.expiresAt, now));
    },
  };
}
