// The users module's client-safe entry point: types, schemas and pure code.
// Code outside the module imports only this and server.ts (decision 036).

export { birthdayParts, birthYearChoices } from "./birthday";
export { cartItemCount, hasOnlyLimitedScope, toCurrentUser, type UserRecord } from "./current-user";
export { avatarInitials } from "./initials";
export { formatPhoneNumber } from "./phone";
export {
  changePasswordSchema,
  contactDetailsSchema,
  fieldErrors,
  type LoginInput,
  loginSchema,
  messageWithValues,
  profileSettingsSchema,
  recoverPasswordSchema,
  resetPasswordSchema,
  type SignupInput,
  signupSchema,
} from "./schemas";
export { isUserFilter, USER_FILTERS, type UserFilter } from "./user-filters";
