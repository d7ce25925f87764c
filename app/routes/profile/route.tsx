import { data, useActionData, useLoaderData } from "react-router";
import { isUuid } from "#modules/urls";
import { ContactSellerModal } from "~/components/enquiry/contact-seller";
import { Page } from "~/components/layout/page";
import { ListingCard } from "~/components/listing-card/listing-card";
import styles from "~/components/profile/profile.module.css";
import { ProfileBio } from "~/components/profile/profile-bio";
import { ProfileCard } from "~/components/profile/profile-card";
import { ProfileReviews } from "~/components/profile/profile-reviews";
import { useT } from "~/hooks/use-t";
import { translate } from "~/i18n/translate.server";
import { pageMeta } from "~/seo/page-meta";
import { enquireAction } from "../enquire-action.server";
import { loadReviewsOrNote } from "../reviews-load.server";
import { throwRouteError } from "../route-error.server";
import type { Route } from "./+types/route";

async function findProfile(context: Route.LoaderArgs["context"], id: string) {
  try {
    return await context.services.users.publicProfile(id);
  } catch (error) {
    throwRouteError(error, context, "load-data-failed");
  }
}

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const profile = await findProfile(context, params.id);
  // Banned and deleted users: nothing personal, not their listings nor reviews (spec §6).
  const hidden = profile.banned || profile.deleted;
  const noReviews = { asProvider: [], asCustomer: [] };
  const [listings, { reviews, reviewsError }] = hidden
    ? [[], { reviews: noReviews, reviewsError: null }]
    : await Promise.all([
        context.services.listings.publishedBy(profile.id),
        loadReviewsOrNote(context, () => context.services.reviews.aboutUser(profile.id), noReviews),
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
      website: profile.website,
    },
    isOwn: context.user?.id === profile.id,
    signedIn: context.user !== null,
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
    reviewsError,
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

/** The contact form's enquiry about one of this grower's listings (intent=enquire). */
export async function action({ context, request }: Route.ActionArgs) {
  const formData = await request.formData();
  if (formData.get("intent") !== "enquire") throw data(null, { status: 400 });
  const listingId = formData.get("listingId");
  return enquireAction(context, request, formData, typeof listingId === "string" ? listingId : "");
}

/** "tuinvanfenna.nl/oogst" for https://www.tuinvanfenna.nl/oogst/ */
function websiteLabel(url: string): string {
  const { hostname, pathname } = new URL(url);
  return `${hostname.replace(/^www\./, "")}${pathname.replace(/\/$/, "")}`;
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function ProfilePage() {
  const t = useT();
  const { profile, isOwn, signedIn, listings, reviews, reviewsError } =
    useLoaderData<typeof loader>();
  const enquiryResult = useActionData<typeof action>() ?? null;
  const hidden = profile.banned || profile.deleted;
  const name = profile.displayName;
  // Spec §6: others see a contact link; an enquiry is about a listing, so it needs one.
  const canContact = !isOwn && !hidden && listings.length > 0;
  return (
    <Page className={`container ${styles.page}`}>
      <aside className={styles.side} aria-label={hidden ? undefined : name}>
        <ProfileCard
          profile={profile}
          isOwn={isOwn}
          canContact={canContact}
          signedIn={Boolean(signedIn)}
        />
      </aside>
      {hidden ? null : (
        <div className={styles.content}>
          {profile.bio ? (
            <section className={styles.section} aria-labelledby="profile-about">
              <h2 id="profile-about">{t("ProfilePage.aboutTitle", { name })}</h2>
              <ProfileBio bio={profile.bio} />
            </section>
          ) : null}
          {profile.website ? (
            <p className={styles.website}>
              {t("ProfilePage.website")}{" "}
              {/* Someone else's link: no ranking credit, no access to this page. */}
              <a href={profile.website} rel="nofollow ugc noopener noreferrer" target="_blank">
                {websiteLabel(profile.website)}
              </a>
            </p>
          ) : null}
          {isOwn || canContact ? null : (
            <p className={styles.contactNote}>{t("EnquiryForm.noListings", { name })}</p>
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
          <ProfileReviews
            asProvider={reviews.asProvider}
            asCustomer={reviews.asCustomer}
            error={reviewsError}
          />
        </div>
      )}
      {canContact && signedIn ? (
        <ContactSellerModal
          sellerName={name}
          listings={listings.map((l) => ({ id: l.id, title: l.title }))}
          result={enquiryResult}
        />
      ) : null}
    </Page>
  );
}
