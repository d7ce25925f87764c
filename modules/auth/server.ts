// The auth module's server entry point: factories, services and their types.
// Code outside the module imports only this and index.ts (decision 036).

export { type AccountAccess, accountAccessOn } from "./access.server";
export { type AccountBans, createAccountBans } from "./bans.server";
export { identitiesOn } from "./identities.server";
export { createIdpSignIn, type IdpSignIn } from "./idp.server";
export { createOidcClient } from "./oidc-client.server";
export { hashPassword, verifyPassword } from "./password.server";
export {
  createSecondFactorService,
  type SecondFactorService,
  type SecondFactorStatus,
  secondFactorsOn,
} from "./second-factor.server";
export { createAuthService, type ResolvedSession, type Session } from "./service.server";
