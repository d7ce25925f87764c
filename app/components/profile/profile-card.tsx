import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import { useRootData } from "~/root-data";
import { ContactSellerLink } from "../enquiry/contact-seller";
import { ButtonLink } from "../ui/button";
import { PinIcon } from "../ui/icons";
import styles from "./profile.module.css";
import { UserAvatar } from "./user-avatar";

export type PublicProfile = {
  id: string;
  displayName: string;
  abbreviatedName: string;
  banned: boolean;
  deleted: boolean;
  place: string | null;
  profileImageKey: string | null;
  createdAt: string;
};

/**
 * Picture, name, place, member-since date and the edit or contact link (spec §2, §6). Contact
 * opens the enquiry form, which needs a listing to ask about: without one there is no link.
 */
export function ProfileCard({
  profile,
  isOwn,
  canContact,
  signedIn,
}: {
  profile: PublicProfile;
  isOwn: boolean;
  canContact: boolean;
  signedIn: boolean;
}) {
  const t = useT();
  const intl = useIntl();
  const imageBaseUrl = useRootData()?.config.imageBaseUrl ?? "/images";
  const hidden = profile.banned || profile.deleted;
  const name = profile.deleted
    ? t("UserDisplay.deletedUser")
    : profile.banned
      ? t("UserDisplay.bannedUser")
      : profile.displayName;
  return (
    <div className={styles.card}>
      <UserAvatar user={profile} imageBaseUrl={imageBaseUrl} size="lg" />
      <h1 className={styles.name}>{name}</h1>
      {hidden ? null : (
        <>
          <ul className={styles.meta}>
            {profile.place ? (
              <li>
                <PinIcon width={16} height={16} />
                {profile.place}
              </li>
            ) : null}
            <li>
              {t("ProfilePage.memberSince", {
                date: intl.formatDate(profile.createdAt, {
                  month: "long",
                  year: "numeric",
                  timeZone: "Europe/Amsterdam",
                }),
              })}
            </li>
          </ul>
          {isOwn ? (
            <ButtonLink to="/profile-settings" variant="secondary" full>
              {t("ProfilePage.editProfile")}
            </ButtonLink>
          ) : canContact ? (
            <ContactSellerLink signedIn={signedIn} variant="primary" full>
              {t("ProfilePage.contact")}
            </ContactSellerLink>
          ) : null}
        </>
      )}
    </div>
  );
}
