import { data, useLoaderData } from "react-router";
import { Page } from "~/components/layout/page";
import { ListingCard } from "~/components/listing-card/listing-card";
import styles from "~/components/profile/profile.module.css";
import { ProfileBio } from "~/components/profile/profile-bio";
import { ProfileCard } from "~/components/profile/profile-card";
import { ProfileReviews } from "~/components/profile/profile-reviews";
import { useT } from "~/hooks/use-t";
import { translate } from "~/i18n/translate.server";
import { pageMeta } from "~/seo/page-meta";
import { isAppError } from "../../../modules/errors/app-error";
import { isUuid } from "../../../modules/urls/uuid";
import type { Route } from "./+types/route";

async function findProfile(context: Route.LoaderArgs["context"], id: string) {
  try {
    return await context.services.users.publicProfile(id);
  } catch (error) {
    if (isAppError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const profile = await findProfile(context, params.id);
  // Banned and deleted users: nothing personal, not their listings nor reviews (spec §6).
  const hidden = profile.banned || profile.deleted;
  const [listings, reviews] = hidden
    ? [[], { asProvider: [], asCustomer: [] }]
    : await Promise.all([
        context.services.listings.publishedBy(profile.id),
        context.services.reviews.aboutUser(profile.id),
      ]);
  const { locale } = context;
  const name = profile.deleted
    ? translate(locale, "UserDisplay.deletedUser")
    : profile.banned
      ? translate(locale, "UserDisplay.bannedUser")
      : profile.displayName;
  return {
    profile: {
      id: profile.id,
      displayName: profile.displayName,
      abbreviatedName: profile.abbreviatedName,
      banned: profile.banned,
      deleted: profile.deleted,
      place: profile.place,
      profileImageKey: profile.profileImageKey,
      createdAt: profile.createdAt,
      bio: profile.bio,
    },
    isOwn: context.user?.id === profile.id,
    listings: listings.map((l) => ({
      id: l.id,
      title: l.title,
      priceAmount: l.price?.amount ?? null,
      priceCurrency: l.price?.currency ?? null,
      unit: typeof l.publicData.unit === "string" ? l.publicData.unit : null,
      place: typeof l.publicData.place === "string" ? l.publicData.place : null,
      image: l.images[0] ? { storageKey: l.images[0].storageKey } : null,
    })),
    reviews,
    seo: {
      title: name,
      description: hidden
        ? name
        : profile.bio.replace(/\s+/g, " ").trim().slice(0, 160) ||
          translate(locale, "ProfilePage.schemaDescription", { name }),
      path: `/u/${profile.id}`,
      appUrl: context.services.env.APP_URL,
      locale,
      type: "profile" as const,
      noIndex: hidden,
    },
  };
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function ProfilePage() {
  const t = useT();
  const { profile, isOwn, listings, reviews } = useLoaderData<typeof loader>();
  const hidden = profile.banned || profile.deleted;
  const name = profile.displayName;
  return (
    <Page className={`container ${styles.page}`}>
      <aside className={styles.side} aria-label={hidden ? undefined : name}>
        <ProfileCard profile={profile} isOwn={isOwn} />
      </aside>
      {hidden ? null : (
        <div className={styles.content}>
          {profile.bio ? (
            <section className={styles.section} aria-labelledby="profile-about">
              <h2 id="profile-about">{t("ProfilePage.aboutTitle", { name })}</h2>
              <ProfileBio bio={profile.bio} />
            </section>
          ) : null}
          {isOwn ? null : (
            <p id="contact" className={styles.contactNote}>
              {t("ProfilePage.contactNote", { name })}
            </p>
          )}
          <section className={styles.section} aria-labelledby="profile-listings">
            <h2 id="profile-listings">
              {t("ProfilePage.listingsTitle", { count: listings.length })}
            </h2>
            {listings.length > 0 ? (
              <div className={styles.grid}>
                {listings.map((listing) => (
                  <ListingCard key={listing.id} listing={listing} />
                ))}
              </div>
            ) : (
              <p className={styles.empty}>{t("ProfilePage.noListings")}</p>
            )}
          </section>
          <ProfileReviews asProvider={reviews.asProvider} asCustomer={reviews.asCustomer} />
        </div>
      )}
    </Page>
  );
}
