import { AppError } from "../errors/app-error";
import { needsPostalLookup, nextPostalPlace, type PostalPlaceLookup } from "../geo/postal-place";
import { sanitizeUserText } from "../text/user-text";
import { abbreviatedName } from "./current-user";
import type { UserRepository } from "./repository.server";
import type { ProfileSettingsInput } from "./schemas";

export function createUserService(deps: {
  users: UserRepository;
  /** Names the town of a postal code (spec: place lookup after a profile update); a failure keeps the profile saving. */
  postalPlaces?: PostalPlaceLookup;
}) {
  const { users, postalPlaces } = deps;

  async function mustFind(id: string) {
    const user = await users.findById(id);
    if (!user) throw new AppError("not-found", 404, "Errors.notFound");
    return user;
  }

  return {
    findById: (id: string) => users.findById(id),

    /** What anyone may see of a user (spec §2 profile, §6 banned/deleted users). */
    async publicProfile(id: string) {
      const row = await users.publicProfile(id);
      if (!row) throw new AppError("not-found", 404, "ProfilePage.notFound");
      const hidden = row.banned || row.deleted;
      return {
        id: row.id,
        displayName: hidden ? "" : row.displayName,
        abbreviatedName: hidden ? "" : abbreviatedName(row.firstName, row.lastName),
        firstName: hidden ? "" : row.firstName,
        lastName: hidden ? "" : row.lastName,
        bio: hidden ? "" : (row.bio ?? ""),
        banned: row.banned,
        deleted: row.deleted,
        place: hidden ? null : (row.publicData.postalPlace ?? null),
        profileImageKey: hidden ? null : row.profileImageKey,
        createdAt: row.createdAt.toISOString(),
      };
    },

    async updateProfile(userId: string, input: ProfileSettingsInput) {
      const user = await mustFind(userId);
      // Spec: the town of the postal code is looked up after a profile update (Dutch name).
      const lookup =
        postalPlaces && needsPostalLookup(user.publicData, input)
          ? await postalPlaces
              .postalPlace(input.postalCode, input.country)
              .catch(() => ({ status: "unavailable" as const }))
          : null;
      const postalPlace = nextPostalPlace(user.publicData, input, lookup);
      const publicData = {
        ...user.publicData,
        postalCode: input.postalCode,
        country: input.country,
      };
      if (postalPlace) publicData.postalPlace = postalPlace;
      else delete publicData.postalPlace;
      return users.update(userId, {
        firstName: sanitizeUserText(input.firstName),
        lastName: sanitizeUserText(input.lastName),
        displayName: sanitizeUserText(input.displayName),
        bio: sanitizeUserText(input.bio),
        publicData,
      });
    },

    async updatePhoneNumber(userId: string, phoneNumber: string) {
      const user = await mustFind(userId);
      const protectedData = { ...user.protectedData };
      if (phoneNumber) protectedData.phoneNumber = phoneNumber;
      else delete protectedData.phoneNumber;
      return users.update(userId, { protectedData });
    },

    async setLocale(userId: string, locale: "nl" | "en") {
      await users.update(userId, { locale });
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
