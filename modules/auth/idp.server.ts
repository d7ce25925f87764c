import { AppError } from "#modules/errors";
import type { MailLocale } from "#modules/mail";
import { sanitizeUserText } from "#modules/text";
import type { UserRecord } from "#modules/users";
import { userAccountsOn } from "#modules/users/server";
import type { Executor } from "../../db/unit-of-work";
import { identitiesOn, oidcLoginsOn } from "./identities.server";
import {
  type CreateUserWithIdpInput,
  emailVerifiedFor,
  type IdpProfile,
  type IdpSignupInput,
  idpSignupSchema,
  profileFromClaims,
} from "./idp-claims";
import { type OidcClient, oidcChecks, type ProviderIdentity } from "./oidc-client.server";
import { hashPassword } from "./password.server";
import type { AuthService, Session } from "./service.server";
import { generateToken, hashToken } from "./tokens.server";

/** Long enough to sign in at the provider and fill in the completion form. */
export const OIDC_LOGIN_TTL_MS = 10 * 60 * 1000;

type Deps = {
  db: Executor;
  /** Null when no provider is configured: every use-case is then a 404. */
  provider: OidcClient | null;
  /** Sessions start through it, so whatever a login requires applies here too. */
  auth: Pick<AuthService, "startSession" | "sendVerificationEmail" | "verifyCredentials">;
  now: () => Date;
  onMailFailure?: (err: unknown, operation: string) => void;
};

const expired = () => new AppError("invalid-token", 400, "OidcPage.expired");
const failed = () => new AppError("invalid-token", 400, "OidcPage.failed");
const refused = () => new AppError("user-banned", 403, "LoginForm.accountBanned");

/**
 * Sign-in with an OpenID Connect provider (decision 086; spec §7 create-user-with-idp). A
 * provider account is found by issuer and subject, never by e-mail: a first sign-in creates
 * the user after the completion form, or links an existing account after its password.
 */
export function createIdpSignIn(deps: Deps) {
  const { db, now } = deps;
  const logins = oidcLoginsOn(db);

  function provider(): OidcClient {
    if (!deps.provider) throw new AppError("not-found", 404, "Errors.notFound");
    return deps.provider;
  }

  async function pendingIdentity(token: string | null) {
    provider();
    const pending = token ? await logins.find(hashToken(token), now()) : null;
    if (!pending?.identity) throw expired();
    return { ...pending, identity: pending.identity as ProviderIdentity };
  }

  /** The linked user, if the provider account has one; refused as password login refuses. */
  async function linkedUser(issuer: string, subject: string): Promise<UserRecord | null> {
    const userId = await identitiesOn(db).userIdOf(issuer, subject);
    if (!userId) return null;
    const user = await userAccountsOn(db, now).findById(userId);
    // A deleted account stays closed (as password login says "did not match").
    if (!user || user.deleted) throw failed();
    if (user.banned) throw refused();
    return user;
  }

  /** One transaction: the user and its link exist together or not at all. */
  async function createLinkedUser(
    identity: ProviderIdentity,
    input: IdpSignupInput,
    locale: MailLocale,
    loginId?: string,
  ): Promise<{ user: UserRecord; session: Session }> {
    const profile = profileFromClaims(identity.claims);
    // No password to type: a random one nobody knows; "forgot password" sets a real one.
    const passwordHash = await hashPassword(generateToken());
    const user = await db.transaction(async (tx) => {
      const created = await userAccountsOn(tx, now).insert({
        email: input.email,
        emailVerified: emailVerifiedFor(profile, input.email),
        firstName: sanitizeUserText(input.firstName),
        lastName: sanitizeUserText(input.lastName),
        displayName: sanitizeUserText(`${input.firstName} ${input.lastName}`),
        passwordHash,
        locale,
      });
      if (!created) {
        throw new AppError("email-taken", 409, "IdpSignupForm.emailTaken", {
          email: "IdpSignupForm.emailTaken",
        });
      }
      const linked = await identitiesOn(tx).link({
        issuer: identity.issuer,
        subject: identity.subject,
        userId: created.id,
        email: profile.email,
      });
      if (!linked) throw new AppError("idp-identity-taken", 409, "OidcPage.identityTaken");
      if (loginId) await oidcLoginsOn(tx).remove(loginId);
      return created;
    });
    if (!user.emailVerified) {
      await deps.auth.sendVerificationEmail(user.id).catch((err) => {
        // The account exists; the link can be asked for again on /confirm.
        deps.onMailFailure?.(err, "idp-signup-verification-mail");
      });
    }
    return { user, session: await deps.auth.startSession(user.id, "oidc") };
  }

  return {
    /** Whether a provider is configured, and its name for the button. */
    providerName: () => deps.provider?.name ?? null,

    /** A new sign-in: its cookie token and where to send the browser. */
    async start(returnTo: string) {
      const idp = provider();
      await logins.removeExpired(now());
      const checks = oidcChecks();
      const url = await idp.authorizationUrl(checks).catch(() => {
        throw failed();
      });
      const token = generateToken();
      const expiresAt = new Date(now().getTime() + OIDC_LOGIN_TTL_MS);
      await logins.start(hashToken(token), { ...checks, returnTo }, expiresAt);
      return { token, url, expiresAt };
    },

    /**
     * The provider's answer. A linked user is signed in; otherwise the identity waits for the
     * completion form (which e-mail, terms) under the same cookie.
     */
    async callback(
      token: string | null,
      query: URLSearchParams,
    ): Promise<{ kind: "signed-in"; session: Session; returnTo: string } | { kind: "complete" }> {
      const idp = provider();
      const id = token ? hashToken(token) : null;
      const pending = id ? await logins.find(id, now()) : null;
      if (!id || !pending || pending.identity) throw expired();
      // The user cancelled at the provider, or the provider refused: no token to exchange.
      if (query.has("error")) throw failed();
      const identity = await idp.identityFromCallback(query, pending).catch(() => {
        throw failed();
      });
      const user = await linkedUser(identity.issuer, identity.subject);
      if (user) {
        await logins.remove(id);
        return {
          kind: "signed-in",
          session: await deps.auth.startSession(user.id, "oidc"),
          returnTo: pending.returnTo,
        };
      }
      if (!(await logins.answer(id, identity))) throw expired();
      return { kind: "complete" };
    },

    /** The completion form's data: the provider's profile, and the account its e-mail has. */
    async pending(token: string | null): Promise<{ profile: IdpProfile; accountExists: boolean }> {
      const { identity } = await pendingIdentity(token);
      const profile = profileFromClaims(identity.claims);
      const existing = profile.email
        ? await userAccountsOn(db, now).findByEmail(profile.email)
        : null;
      return { profile, accountExists: Boolean(existing && !existing.deleted) };
    },

    /** Completion form: a new account with the provider account linked, signed in. */
    async completeSignup(token: string | null, input: IdpSignupInput, locale: MailLocale) {
      const { identity, returnTo } = await pendingIdentity(token);
      const created = await createLinkedUser(identity, input, locale, hashToken(token ?? ""));
      return { ...created, returnTo };
    },

    /**
     * Linking to an existing account: only after that account's password (never silently by
     * e-mail: whoever controls a provider account with someone's address is not them).
     */
    async linkExisting(
      token: string | null,
      credentials: { email: string; password: string },
      clientIp: string,
    ) {
      const { identity, returnTo } = await pendingIdentity(token);
      const userId = await deps.auth.verifyCredentials(credentials, clientIp);
      await db.transaction(async (tx) => {
        const linked = await identitiesOn(tx).link({
          issuer: identity.issuer,
          subject: identity.subject,
          userId,
          email: profileFromClaims(identity.claims).email,
        });
        if (!linked) throw new AppError("idp-identity-taken", 409, "OidcPage.identityTaken");
        await oidcLoginsOn(tx).remove(hashToken(token ?? ""));
      });
      return { userId, session: await deps.auth.startSession(userId, "oidc"), returnTo };
    },

    /** Spec §7 create-user-with-idp: the same account creation from an ID token the client holds. */
    async createUserWithIdToken(body: CreateUserWithIdpInput, locale: MailLocale) {
      const identity = await provider()
        .identityFromIdToken(body.idpToken)
        .catch(() => {
          throw new AppError("invalid-token", 401, "OidcPage.failed");
        });
      const userId = await identitiesOn(db).userIdOf(identity.issuer, identity.subject);
      if (userId) throw new AppError("idp-identity-taken", 409, "OidcPage.identityTaken");
      const profile = profileFromClaims(identity.claims);
      // The form's own validation, on what the client sent over what the provider said.
      const input = idpSignupSchema.parse({
        email: body.email ?? profile.email,
        firstName: body.firstName ?? profile.firstName,
        lastName: body.lastName ?? profile.lastName,
        termsAccepted: body.termsAccepted,
      });
      return createLinkedUser(identity, input, locale);
    },
  };
}
export type IdpSignIn = ReturnType<typeof createIdpSignIn>;
