import { auditActorOf } from "#modules/audit";
import { auditOn } from "#modules/audit/server";
import { AppError } from "#modules/errors";
import { type MailLocale, passwordResetMail, verificationMail } from "#modules/mail";
import type { Mailer } from "#modules/mail/server";
import { sanitizeUserText } from "#modules/text";
import type { LoginInput, SignupInput, UserRecord } from "#modules/users";
import { userAccountsOn } from "#modules/users/server";
import type { Executor } from "../../db/unit-of-work";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./password.server";
import { createAuthRepository, type TokenKind } from "./repository.server";
import { LOGIN_AS_TTL_MS } from "./second-factor-codes";
import { generateToken, hashToken } from "./tokens.server";

export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
const VERIFY_TTL_MS = 24 * 3600 * 1000;
const RESET_TTL_MS = 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;
export const MAX_VERIFICATION_MAILS_PER_DAY = 5;
const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const HOUR_MS = 3600 * 1000;
/** Reset mails per address, and reset requests per client address, in an hour (decision 023). */
export const MAX_RESET_MAILS_PER_EMAIL_PER_HOUR = 5;
export const MAX_RESET_REQUESTS_PER_IP_PER_HOUR = 20;

type Deps = {
  /** The pool: sessions and tokens here, accounts through the users module (decision 077). */
  db: Executor;
  mailer: Mailer;
  appUrl: string;
  loginRateLimit: number;
  /** Failed logins per client address in the login window, across e-mails. */
  loginIpRateLimit: number;
  now: () => Date;
  /** Told when a mail that must not fail the use-case could not be sent. */
  onMailFailure?: (err: unknown, operation: string) => void;
};

export type Session = { token: string; expiresAt: Date };

/** A resolved session: its user, and what the session itself proved or is (decision 085). */
export type ResolvedSession = {
  user: UserRecord;
  expiresAt: Date;
  /** When the operator's second factor passed in this session; null: not given. */
  secondFactorAt: Date | null;
  /** A login-as session: the operator who started it. Read-only, at most 30 minutes. */
  limitedBy: string | null;
};

export function createAuthService(deps: Deps) {
  const { mailer, now } = deps;
  const auth = createAuthRepository(deps.db);
  const users = userAccountsOn(deps.db, now);

  /**
   * `method`: how the person signed in, recorded for the console's recent sign-ins (decision
   * 083); none for a session that is not a sign-in (tests, a session handed back).
   */
  async function startSession(userId: string, method?: "password" | "oidc"): Promise<Session> {
    // A fresh token on every login: a token planted before login is never promoted.
    const token = generateToken();
    const expiresAt = new Date(now().getTime() + SESSION_TTL_MS);
    await auth.createSession(hashToken(token), userId, expiresAt);
    if (method) await auth.recordSignIn(userId, method, now());
    return { token, expiresAt };
  }

  async function issueToken(user: UserRecord, kind: TokenKind, ttl: number): Promise<string> {
    const token = generateToken();
    await auth.createToken({
      userId: user.id,
      kind,
      tokenHash: hashToken(token),
      email: user.email,
      expiresAt: new Date(now().getTime() + ttl),
    });
    return token;
  }

  const mailLocale = (user: UserRecord): MailLocale => (user.locale === "en" ? "en" : "nl");

  // Users whose verification mail is being sent by this process right now.
  const verifying = new Set<string>();

  /**
   * Spec §8 'Email verification already in progress': a second request while the first is
   * still counting, issuing and mailing (a double click, a second tab) is refused, not sent
   * twice. Per process: with several server processes a duplicate may still slip through, and
   * the daily limit of 5 still holds for it.
   */
  async function sendVerificationEmail(userId: string): Promise<void> {
    if (verifying.has(userId)) {
      throw new AppError("email-verification-in-progress", 409, "EmailVerificationForm.inProgress");
    }
    verifying.add(userId);
    try {
      await sendVerificationEmailNow(userId);
    } finally {
      verifying.delete(userId);
    }
  }

  async function sendVerificationEmailNow(userId: string): Promise<void> {
    const user = await users.findById(userId);
    if (!user) throw new AppError("not-found", 404, "Errors.notFound");
    const sent = await auth.countTokensSince(
      user.id,
      "verify-email",
      new Date(now().getTime() - DAY_MS),
    );
    if (sent >= MAX_VERIFICATION_MAILS_PER_DAY) {
      throw new AppError(
        "email-too-many-verification-requests",
        429,
        "Auth.tooManyVerificationRequests",
      );
    }
    const token = await issueToken(user, "verify-email", VERIFY_TTL_MS);
    const url = `${deps.appUrl}/verify-email?t=${encodeURIComponent(token)}`;
    await mailer.send(verificationMail(mailLocale(user), user.email, user.firstName, url));
  }

  /**
   * The password check of a login (rate limits, ban) without starting a session: login, and
   * linking a provider account to an existing account (decision 086), start it themselves.
   */
  async function verifyCredentials(input: LoginInput, clientIp: string): Promise<string> {
    const tooMany = () => new AppError("too-many-requests", 429, "LoginForm.tooManyAttempts");
    // One address trying many accounts: its failures count across e-mails.
    const ipKey = `login-ip:${clientIp}`;
    if ((await auth.countRateLimit(ipKey, LOGIN_WINDOW_MS, now())) >= deps.loginIpRateLimit) {
      throw tooMany();
    }
    const key = `login:${input.email}:${clientIp}`;
    const attempts = await auth.hitRateLimit(key, LOGIN_WINDOW_MS, now());
    if (attempts > deps.loginRateLimit) throw tooMany();
    const credentials = await users.findCredentials(input.email);
    const ok = credentials
      ? await verifyPassword(credentials.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
    if (!credentials || !ok) {
      await auth.hitRateLimit(ipKey, LOGIN_WINDOW_MS, now());
      throw new AppError("invalid-credentials", 401, "LoginForm.loginFailed");
    }
    await auth.resetRateLimit(key);
    // Said only to whoever knows the password: the ban is no secret to its owner, and the
    // address alone tells a stranger nothing more than "did not match" (decision 065).
    if (credentials.banned) throw new AppError("user-banned", 403, "LoginForm.accountBanned");
    return credentials.id;
  }

  async function resolve(token: string | undefined): Promise<ResolvedSession | null> {
    if (!token || token.length > 200) return null;
    const id = hashToken(token);
    const found = await auth.findSessionWithUser(id, now());
    if (!found) return null;
    const { session, user } = found;
    if (user.deleted) return null;
    // A banned user is logged out everywhere at once; the ban also ended the sessions
    // (decision 065), this ends any that were started while the ban was being written.
    if (user.banned) {
      await auth.deleteUserSessions(user.id);
      return null;
    }
    // A login-as session keeps its 30 minutes: never extended (decision 085).
    if (!session.limitedBy && session.expiresAt.getTime() - now().getTime() < SESSION_TTL_MS / 2) {
      await auth.extendSession(id, new Date(now().getTime() + SESSION_TTL_MS));
    }
    return {
      user,
      expiresAt: session.expiresAt,
      secondFactorAt: session.secondFactorAt,
      limitedBy: session.limitedBy,
    };
  }

  return {
    startSession,
    sendVerificationEmail,

    async signup(input: SignupInput, locale: MailLocale) {
      const user = await users.insert({
        email: input.email,
        firstName: sanitizeUserText(input.firstName),
        lastName: sanitizeUserText(input.lastName),
        displayName: sanitizeUserText(`${input.firstName} ${input.lastName}`),
        passwordHash: await hashPassword(input.password),
        locale,
      });
      if (!user)
        throw new AppError("email-taken", 409, "SignupForm.emailTaken", {
          email: "SignupForm.emailTaken",
        });
      try {
        await sendVerificationEmail(user.id);
      } catch (err) {
        // The account exists now: a mail server that is down must not turn that into an
        // error page. The user is logged in and can ask for the link again on /confirm.
        deps.onMailFailure?.(err, "signup-verification-mail");
      }
      const session = await startSession(user.id);
      await auth.recordSignIn(user.id, "signup", now());
      return { user, session };
    },

    verifyCredentials,

    async login(input: LoginInput, clientIp: string) {
      const userId = await verifyCredentials(input, clientIp);
      return { userId, session: await startSession(userId, "password") };
    },

    /**
     * Ends the session. A login-as session's end is an audit row of its operator, in the same
     * transaction (decision 085); says which operator, so the page can give the console back.
     */
    async logout(token: string): Promise<{ limitedBy: string | null }> {
      return deps.db.transaction(async (tx) => {
        const ended = await createAuthRepository(tx).deleteSession(hashToken(token));
        if (!ended?.limitedBy) return { limitedBy: null };
        const accounts = userAccountsOn(tx, now);
        const operator = await accounts.findById(ended.limitedBy);
        const user = await accounts.findById(ended.userId);
        if (operator) {
          await auditOn(tx, now).record({
            actor: auditActorOf(operator),
            action: "session.login-as-end",
            targetType: "user",
            targetId: ended.userId,
            targetLabel: user?.email ?? "",
          });
        }
        return { limitedBy: ended.limitedBy };
      });
    },

    /**
     * Login-as (decision 085): a session for `userId` that can only look (user:limited), for
     * at most 30 minutes and never extended, remembering the operator; the start is an audit
     * row with the operator's reason, in the same transaction.
     */
    async startLoginAs(operator: UserRecord, userId: string, reason: string): Promise<Session> {
      const user = await users.findById(userId);
      if (!user || user.deleted || user.banned || user.id === operator.id)
        throw new AppError("not-found", 404, "LoginAs.userUnavailable");
      const token = generateToken();
      const expiresAt = new Date(now().getTime() + LOGIN_AS_TTL_MS);
      await deps.db.transaction(async (tx) => {
        await createAuthRepository(tx).createSession(
          hashToken(token),
          user.id,
          expiresAt,
          operator.id,
        );
        await auditOn(tx, now).record({
          actor: auditActorOf(operator),
          action: "session.login-as-start",
          targetType: "user",
          targetId: user.id,
          targetLabel: user.email,
          reason,
          details: { expiresAt: expiresAt.toISOString() },
        });
      });
      return { token, expiresAt };
    },

    /** Resolves a session cookie to its user; extends sessions past half their life. */
    async resolveSession(token: string | undefined): Promise<UserRecord | null> {
      return (await resolve(token))?.user ?? null;
    },

    resolve,

    async verifyEmail(token: string) {
      const consumed = await auth.consumeToken(hashToken(token), "verify-email", now());
      if (!consumed)
        throw new AppError("invalid-token", 400, "EmailVerificationForm.verificationFailed");
      const user = await users.findById(consumed.userId);
      // A link sent to an address the user has since changed no longer proves anything.
      if (!user || user.email.toLowerCase() !== consumed.email.toLowerCase()) {
        throw new AppError("invalid-token", 400, "EmailVerificationForm.verificationFailed");
      }
      return users.update(user.id, { emailVerified: true });
    },

    async requestPasswordReset(email: string, clientIp: string) {
      // Each request may send a mail: counted per address and per client, found or not.
      const perEmail = await auth.hitRateLimit(`reset:${email.toLowerCase()}`, HOUR_MS, now());
      const perIp = await auth.hitRateLimit(`reset-ip:${clientIp}`, HOUR_MS, now());
      if (
        perEmail > MAX_RESET_MAILS_PER_EMAIL_PER_HOUR ||
        perIp > MAX_RESET_REQUESTS_PER_IP_PER_HOUR
      ) {
        throw new AppError("too-many-requests", 429, "PasswordRecoveryForm.tooManyRequests");
      }
      const user = await users.findByEmail(email);
      if (!user) {
        throw new AppError("email-not-found", 404, "PasswordRecoveryForm.emailNotFound", {
          email: "PasswordRecoveryForm.emailNotFound",
        });
      }
      const token = await issueToken(user, "reset-password", RESET_TTL_MS);
      const url = `${deps.appUrl}/reset-password?t=${encodeURIComponent(token)}&e=${encodeURIComponent(user.email)}`;
      await mailer.send(passwordResetMail(mailLocale(user), user.email, user.firstName, url));
    },

    async resetPassword(token: string, newPassword: string) {
      const consumed = await auth.consumeToken(hashToken(token), "reset-password", now());
      if (!consumed) throw new AppError("invalid-token", 400, "PasswordResetPage.resetFailed");
      const user = await users.findById(consumed.userId);
      // A link mailed to an address the user has since left proves nothing about them now.
      if (!user || user.email.toLowerCase() !== consumed.email.toLowerCase()) {
        throw new AppError("invalid-token", 400, "PasswordResetPage.resetFailed");
      }
      // Before the new password: no other link mailed earlier may undo it.
      await auth.revokeUserTokens(user.id, now());
      await users.update(user.id, { passwordHash: await hashPassword(newPassword) });
      // Whoever had the old password must not stay logged in.
      await auth.deleteUserSessions(user.id);
    },

    async changePassword(
      userId: string,
      currentPassword: string,
      newPassword: string,
      keepToken?: string,
    ) {
      const hash = await users.passwordHash(userId);
      if (!hash || !(await verifyPassword(hash, currentPassword))) {
        throw new AppError("invalid-credentials", 403, "PasswordChangeForm.passwordFailed", {
          currentPassword: "PasswordChangeForm.passwordFailed",
        });
      }
      // Reset links mailed before the change would otherwise still set a password of their own.
      await auth.revokeUserTokens(userId, now());
      await users.update(userId, { passwordHash: await hashPassword(newPassword) });
      await auth.deleteUserSessions(userId, keepToken ? hashToken(keepToken) : undefined);
    },

    async changeEmail(userId: string, email: string, currentPassword: string) {
      const hash = await users.passwordHash(userId);
      if (!hash || !(await verifyPassword(hash, currentPassword))) {
        throw new AppError("invalid-credentials", 403, "ContactDetailsForm.passwordFailed", {
          currentPassword: "ContactDetailsForm.passwordFailed",
        });
      }
      const other = await users.findByEmail(email);
      if (other && other.id !== userId) {
        throw new AppError("email-taken", 409, "ContactDetailsForm.emailTaken", {
          email: "ContactDetailsForm.emailTaken",
        });
      }
      // Links mailed to the old address die; the verification link sent below to the new one lives.
      await auth.revokeUserTokens(userId, now());
      const user = await users.update(userId, { email, emailVerified: false });
      await sendVerificationEmail(userId).catch(() => {
        // The change itself succeeded; the user can ask for another mail from the page.
      });
      return user;
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
