import type { UserProtectedData, UserPublicData } from "../../db/schema";

/** The fields of a user row the rest of the app sees (never the password hash). */
export type UserRecord = {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  displayName: string;
  bio: string | null;
  publicData: UserPublicData;
  protectedData: UserProtectedData;
  /** Never shown to anyone: the birth date for the age check. */
  privateData: Record<string, unknown>;
  metadata: Record<string, unknown>;
  banned: boolean;
  deleted: boolean;
  stripeConnected: boolean;
  isOperator: boolean;
  scopes: string[];
  locale: string;
  createdAt: Date;
  /** Storage key of the profile photo, null without one. */
  profileImageKey: string | null;
};

export type CurrentUser = ReturnType<typeof toCurrentUser>;

/** First letters of first and last name, as shown in avatars. */
export function abbreviatedName(firstName: string, lastName: string): string {
  const first = Array.from(firstName.trim())[0] ?? "";
  const last = Array.from(lastName.trim())[0] ?? "";
  return `${first}${last}`.toUpperCase();
}

export function toCurrentUser(user: UserRecord) {
  return {
    id: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    banned: user.banned,
    deleted: user.deleted,
    stripeConnected: user.stripeConnected,
    isOperator: user.isOperator,
    scopes: user.scopes,
    profile: {
      firstName: user.firstName,
      lastName: user.lastName,
      displayName: user.displayName,
      abbreviatedName: abbreviatedName(user.firstName, user.lastName),
      bio: user.bio ?? "",
      publicData: user.publicData,
      protectedData: user.protectedData,
      metadata: user.metadata,
    },
  };
}

/**
 * The top bar's cart count: lines, not units — 2 kg of potatoes and 6 eggs are 2 things in the
 * cart, not 8 (units of different products do not add up).
 */
export function cartItemCount(publicData: UserPublicData): number {
  return (publicData.cart ?? []).filter((entry) => (entry.quantity | 0) > 0).length;
}

/** Spec §2: the limited-access banner shows when the only scope is user:limited. */
export function hasOnlyLimitedScope(scopes: string[]): boolean {
  return scopes.length === 1 && scopes[0] === "user:limited";
}
