import { and, count, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { createRateLimiter } from "#modules/rate-limit/server";
import { userRecordColumns } from "#modules/users/server";
import { authTokens, sessions, signIns, users } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";

/**
 * A live session and its user, in one statement: every request of a signed-in user asks it
 * (decision 088). Prepared once per executor: drizzle builds the SQL text once, PostgreSQL
 * parses it once per connection.
 */
function sessionWithUserQuery(db: Executor) {
  return db
    .select({
      session: {
        expiresAt: sessions.expiresAt,
        secondFactorAt: sessions.secondFactorAt,
        limitedBy: sessions.limitedBy,
      },
      user: userRecordColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sql.placeholder("id")), gt(sessions.expiresAt, sql.placeholder("now"))),
    )
    .prepare("auth_session_with_user");
}

export type TokenKind = "verify-email" | "reset-password";

export function createAuthRepository(db: Executor) {
  const limits = createRateLimiter(db);
  let sessionWithUser: ReturnType<typeof sessionWithUserQuery> | null = null;
  return {
    /** `limitedBy`: a login-as session's operator (decision 085). */
    async createSession(id: string, userId: string, expiresAt: Date, limitedBy?: string) {
      await db.insert(sessions).values({ id, userId, expiresAt, limitedBy });
    },
    /** The session (unexpired at `now`) and its user row, whatever the user's state. */
    async findSessionWithUser(id: string, now: Date) {
      sessionWithUser ??= sessionWithUserQuery(db);
      const [row] = await sessionWithUser.execute({ id, now });
      return row ?? null;
    },
    async extendSession(id: string, expiresAt: Date) {
      await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, id));
    },
    /** Ends the session; says whose it was and, for a login-as session, which operator's. */
    async deleteSession(id: string) {
      const [row] = await db
        .delete(sessions)
        .where(eq(sessions.id, id))
        .returning({ userId: sessions.userId, limitedBy: sessions.limitedBy });
      return row ?? null;
    },
    async deleteUserSessions(userId: string, exceptId?: string) {
      await db
        .delete(sessions)
        .where(
          exceptId
            ? and(eq(sessions.userId, userId), sql`${sessions.id} <> ${exceptId}`)
            : eq(sessions.userId, userId),
        );
    },
    async recordSignIn(userId: string, method: string, at: Date) {
      await db.insert(signIns).values({ userId, method, at });
    },
    async recentSignIns(userId: string, limit: number) {
      return db
        .select({ at: signIns.at, method: signIns.method })
        .from(signIns)
        .where(eq(signIns.userId, userId))
        .orderBy(desc(signIns.at), desc(signIns.id))
        .limit(limit);
    },
    /** Everything auth keeps about a user's access, gone (an erased account: decision 083). */
    async forgetUser(userId: string) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
      await db.delete(authTokens).where(eq(authTokens.userId, userId));
      await db.delete(signIns).where(eq(signIns.userId, userId));
    },
    async deleteExpiredSessions(now: Date) {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },

    async createToken(values: {
      userId: string;
      kind: TokenKind;
      tokenHash: string;
      email: string;
      expiresAt: Date;
    }) {
      await db.insert(authTokens).values(values);
    },
    async countTokensSince(userId: string, kind: TokenKind, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(authTokens)
        .where(
          and(
            eq(authTokens.userId, userId),
            eq(authTokens.kind, kind),
            gt(authTokens.createdAt, since),
          ),
        );
      return row?.n ?? 0;
    },
    /** Marks the token used and returns it, atomically: a token works once. */
    async consumeToken(tokenHash: string, kind: TokenKind, now: Date) {
      const [row] = await db
        .update(authTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(authTokens.tokenHash, tokenHash),
            eq(authTokens.kind, kind),
            isNull(authTokens.usedAt),
            gt(authTokens.expiresAt, now),
          ),
        )
        .returning({ userId: authTokens.userId, email: authTokens.email });
      return row ?? null;
    },

    /**
     * Ends every outstanding reset and verification link of a user (marked used, not deleted:
     * the rows still count towards the daily limit on verification mails).
     */
    async revokeUserTokens(userId: string, now: Date) {
      await db
        .update(authTokens)
        .set({ usedAt: now })
        .where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt)));
    },

    /** Fixed-window counter; returns the count after this hit. */
    hitRateLimit: (key: string, windowMs: number, now: Date) => limits.hit(key, windowMs, now),
    countRateLimit: (key: string, windowMs: number, now: Date) => limits.count(key, windowMs, now),
    resetRateLimit: (key: string) => limits.reset(key),
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
