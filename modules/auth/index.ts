// The auth module's client-safe entry point: its types, and the provider sign-in's pure parts.
// Code outside the module imports only this and server.ts (decision 036).

export {
  type CreateUserWithIdpInput,
  createUserWithIdpSchema,
  emailVerifiedFor,
  type IdpProfile,
  type IdpSignupInput,
  idpLinkSchema,
  idpSignupSchema,
  profileFromClaims,
} from "./idp-claims";
export type { TokenKind } from "./repository.server";
export {
  LOGIN_AS_TTL_MS,
  MAX_CODE_ATTEMPTS,
  RECOVERY_CODE_COUNT,
  readTypedCode,
  recoveryCodeFrom,
} from "./second-factor-codes";
export type { Session } from "./service.server";
