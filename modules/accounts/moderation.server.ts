import { auditActorOf } from "#modules/audit";
import { auditOn } from "#modules/audit/server";
import { accountAccessOn } from "#modules/auth/server";
import { AppError } from "#modules/errors";
import { ordersInProgressOn } from "#modules/transactions/server";
import type { UserFilter, UserRecord } from "#modules/users";
import {
  countUsersOn,
  type ErasedImage,
  searchUsersOn,
  type UserSearch,
  userAccountsOn,
} from "#modules/users/server";
import type { Database } from "../../db/client";
import type { Executor } from "../../db/unit-of-work";
import { eraseAccountOn } from "./erase.server";

type Operator = UserRecord;

const notFound = () => new AppError("not-found", 404, "OperatorUsersPage.userNotFound");
const refused = (messageId: string) => new AppError("validation-invalid-value", 409, messageId);

/** The user as the audit log names them at the time: their name and address. */
const labelOf = (user: UserRecord) => `${user.displayName} <${user.email}>`;

/**
 * What an operator does to a user's account (decision 082, 083). Each change and its audit row
 * are one database transaction; the user's row is locked first, so two operators at once do
 * one after the other and the second is told the state it found.
 */
export function createUserModeration(deps: {
  db: Database;
  now: () => Date;
  /** Removes an erased photo's files after the commit; a failure leaves files, not an error. */
  removeImages?: (images: ErasedImage[]) => Promise<void>;
  /** The auth service's verification mail (its own limits and token). */
  sendVerificationEmail: (userId: string) => Promise<void>;
}) {
  const { db, now } = deps;

  async function lockedUser(tx: Executor, userId: string) {
    const users = userAccountsOn(tx, now);
    const user = await users.lockById(userId);
    if (!user || user.deleted) throw notFound();
    return { users, user };
  }

  async function setBanned(operator: Operator, userId: string, banned: boolean, reason: string) {
    return db.transaction(async (tx) => {
      const { users, user } = await lockedUser(tx, userId);
      if (user.id === operator.id) throw refused("OperatorUsersPage.notYourself");
      if (user.banned === banned) {
        throw refused(banned ? "OperatorUsersPage.alreadyBanned" : "OperatorUsersPage.notBanned");
      }
      const updated = await users.update(user.id, { banned });
      // Decision 065: no moment where the account is banned and still signed in somewhere.
      if (banned) await accountAccessOn(tx).endSessions(user.id);
      await auditOn(tx, now).record({
        actor: auditActorOf(operator),
        action: banned ? "user.ban" : "user.unban",
        targetType: "user",
        targetId: user.id,
        targetLabel: labelOf(user),
        reason,
      });
      return updated!;
    });
  }

  return {
    /** The console's user search: words in name or e-mail, one filter, a page (decision 083). */
    search: (query: UserSearch) => searchUsersOn(db, query, now()),
    /** How many users a filter picks (the overview's "new users this week"). */
    count: (filter: UserFilter) => countUsersOn(db, filter, now()),
    /** The user's last sign-ins, newest first. */
    signIns: (userId: string) => accountAccessOn(db).recentSignIns(userId, 10),
    /** Orders and sales still in progress: a removal waits for them. */
    inProgress: (userId: string) => ordersInProgressOn(db, userId),

    ban: (operator: Operator, userId: string, reason: string) =>
      setBanned(operator, userId, true, reason),
    unban: (operator: Operator, userId: string, reason: string) =>
      setBanned(operator, userId, false, reason),

    async verifyEmail(operator: Operator, userId: string) {
      return db.transaction(async (tx) => {
        const { users, user } = await lockedUser(tx, userId);
        if (user.emailVerified) throw refused("OperatorUsersPage.alreadyVerified");
        const updated = await users.update(user.id, { emailVerified: true });
        await auditOn(tx, now).record({
          actor: auditActorOf(operator),
          action: "user.verify-email",
          targetType: "user",
          targetId: user.id,
          targetLabel: labelOf(user),
          details: { email: user.email },
        });
        return updated!;
      });
    },

    /**
     * The mail is sent first (with auth's daily limit), the row written when it went: a mail
     * cannot be part of a database transaction, so the log names only mails that were sent.
     */
    async resendVerification(operator: Operator, userId: string) {
      const user = await userAccountsOn(db, now).findById(userId);
      if (!user || user.deleted) throw notFound();
      if (user.emailVerified) throw refused("OperatorUsersPage.alreadyVerified");
      await deps.sendVerificationEmail(user.id);
      await auditOn(db, now).record({
        actor: auditActorOf(operator),
        action: "user.resend-verification",
        targetType: "user",
        targetId: user.id,
        targetLabel: labelOf(user),
        details: { email: user.email },
      });
      return user;
    },

    /**
     * Erases the account (decision 083), refused while orders or sales are in progress: those
     * still need both parties and their payout. The log row names the user by display name
     * only: the address is part of what is erased.
     */
    async erase(operator: Operator, userId: string, reason: string) {
      const { user, images } = await db.transaction(async (tx) => {
        const { user } = await lockedUser(tx, userId);
        if (user.id === operator.id) throw refused("OperatorUsersPage.notYourself");
        if ((await ordersInProgressOn(tx, user.id)).length > 0) {
          throw refused("OperatorUsersPage.ordersInProgress");
        }
        const { images } = await eraseAccountOn(tx, user.id, now);
        await auditOn(tx, now).record({
          actor: auditActorOf(operator),
          action: "user.delete",
          targetType: "user",
          targetId: user.id,
          targetLabel: user.displayName,
          reason,
        });
        return { user, images };
      });
      await deps.removeImages?.(images).catch(() => undefined);
      return user;
    },
  };
}
export type UserModeration = ReturnType<typeof createUserModeration>;
