import { and, count, eq, isNull, lt, or } from "drizzle-orm";
import { operatorRecoveryCodes, operatorSecondFactors, sessions } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";

/** The operators' TOTP secrets, recovery codes and the sessions' second-factor mark. */
export function createSecondFactorRepository(db: Executor) {
  return {
    async find(userId: string) {
      const [row] = await db
        .select({
          secret: operatorSecondFactors.secret,
          confirmedAt: operatorSecondFactors.confirmedAt,
          lastStep: operatorSecondFactors.lastStep,
        })
        .from(operatorSecondFactors)
        .where(eq(operatorSecondFactors.userId, userId));
      return row ?? null;
    },
    /** A new secret, replacing any earlier one (confirmed now, or awaiting its first code). */
    async put(userId: string, secret: string, confirmedAt: Date | null) {
      await db
        .insert(operatorSecondFactors)
        .values({ userId, secret, confirmedAt })
        .onConflictDoUpdate({
          target: operatorSecondFactors.userId,
          set: { secret, confirmedAt, lastStep: null },
        });
    },
    async confirm(userId: string, at: Date) {
      await db
        .update(operatorSecondFactors)
        .set({ confirmedAt: at })
        .where(eq(operatorSecondFactors.userId, userId));
    },
    /** Records `step` as used; false when it (or a later one) was used already: no replay. */
    async acceptStep(userId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(operatorSecondFactors)
        .set({ lastStep: step })
        .where(
          and(
            eq(operatorSecondFactors.userId, userId),
            or(isNull(operatorSecondFactors.lastStep), lt(operatorSecondFactors.lastStep, step)),
          ),
        )
        .returning({ userId: operatorSecondFactors.userId });
      return rows.length === 1;
    },
    async replaceRecoveryCodes(userId: string, hashes: string[]) {
      await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.userId, userId));
      if (hashes.length)
        await db
          .insert(operatorRecoveryCodes)
          .values(hashes.map((codeHash) => ({ userId, codeHash })));
    },
    /** Uses the code once, atomically; false for an unknown or used code. */
    async spendRecoveryCode(userId: string, codeHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(operatorRecoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(operatorRecoveryCodes.userId, userId),
            eq(operatorRecoveryCodes.codeHash, codeHash),
            isNull(operatorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: operatorRecoveryCodes.id });
      return rows.length === 1;
    },
    async unusedRecoveryCodes(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(operatorRecoveryCodes)
        .where(and(eq(operatorRecoveryCodes.userId, userId), isNull(operatorRecoveryCodes.usedAt)));
      return row?.n ?? 0;
    },
    /** The session has given the second factor (its id is the token's hash). */
    async markSession(sessionId: string, at: Date) {
      await db.update(sessions).set({ secondFactorAt: at }).where(eq(sessions.id, sessionId));
    },
  };
}
export type SecondFactorRepository = ReturnType<typeof createSecondFactorRepository>;
