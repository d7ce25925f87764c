import { AppError } from "#modules/errors";
import { needsPostalLookup, nextPostalPlace, type PostalPlaceLookup } from "#modules/geo";
import { sanitizeUserText } from "#modules/text";
import type { Executor } from "../../db/unit-of-work";
import { ageOn, birthYearInRange } from "./birthday";
import { avatarInitials } from "./initials";
import { createUserRepository } from "./repository.server";
import { messageWithValues, type ProfileSettingsInput } from "./schemas";

export function createUserService(deps: {
  /** The pool; the service builds its repository on it (decision 077). */
  db: Executor;
  /** Names the town of a postal code (spec: place lookup after a profile update); a failure keeps the profile saving. */
  postalPlaces?: PostalPlaceLookup;
  /** The services' clock (decision 032); the age check counts on its date. */
  now: () => Date;
  /** Spec §5 age check: a birth date, when given, is at least this many years ago (MIN_AGE). */
  minAge?: number;
}) {
  const { postalPlaces, now, minAge = 18 } = deps;
  const users = createUserRepository(deps.db, now);

  /** The age check (spec §5), said at the birthday field: `fields.birthday`. */
  function checkBirthDate(birthDate: string | undefined) {
    if (!birthDate) return;
    const today = now();
    const messageId = !birthYearInRange(birthDate, today)
      ? "ProfileSettingsForm.birthdayInvalid"
      : ageOn(birthDate, today) < minAge
        ? messageWithValues("ProfileSettingsForm.tooYoung", { minAge })
        : null;
    if (messageId) {
      throw new AppError("validation-invalid-value", 400, messageId, { birthday: messageId });
    }
  }

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
        abbreviatedName: hidden ? "" : avatarInitials(row),
        firstName: hidden ? "" : row.firstName,
        lastName: hidden ? "" : row.lastName,
        bio: hidden ? "" : (row.bio ?? ""),
        banned: row.banned,
        deleted: row.deleted,
        place: hidden ? null : (row.publicData.postalPlace ?? null),
        website: hidden ? null : (row.publicData.website ?? null),
        profileImageKey: hidden ? null : row.profileImageKey,
        createdAt: row.createdAt.toISOString(),
      };
    },

    async updateProfile(userId: string, input: ProfileSettingsInput) {
      checkBirthDate(input.birthDate);
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
      // Left out (an API client that does not know the field): unchanged. "" clears it.
      if (input.website) publicData.website = input.website;
      else if (input.website === "") delete publicData.website;
      // Private: only the age check reads it; no page or API shows it to anyone.
      const privateData = { ...user.privateData };
      if (input.birthDate) privateData.birthDate = input.birthDate;
      else if (input.birthDate === "") delete privateData.birthDate;
      return users.update(userId, {
        firstName: sanitizeUserText(input.firstName),
        lastName: sanitizeUserText(input.lastName),
        displayName: sanitizeUserText(input.displayName),
        bio: sanitizeUserText(input.bio),
        publicData,
        privateData,
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
