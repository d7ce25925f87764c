import { data, redirect } from "react-router";
import { requireUser } from "~/auth/session.server";
import { shareImage } from "~/components/listing-page/listing-images";
import { publicLocation } from "~/components/map/fuzzy-location";
import { orderPanelState } from "~/components/order-panel/order-panel-state";
import { translate } from "~/i18n/translate.server";
import type { PageMetaInput } from "~/seo/page-meta";
import { isAppError } from "../../../modules/errors/app-error";
import { CATEGORIES } from "../../../modules/listings/categories";
import type { ListingView } from "../../../modules/listings/listing-view";
import { createSlug } from "../../../modules/text/slug";
import { isUuid } from "../../../modules/urls/uuid";
import { productJsonLd } from "./json-ld";

const VARIANTS = { draft: "draft", "pending-approval": "pendingApproval" } as const;
type Variant = keyof typeof VARIANTS;

const notFound = () => data(null, { status: 404 });

/** The variant path segment a listing in this state belongs under, if any. */
function variantFor(state: ListingView["state"]): Variant | null {
  if (state === "draft") return "draft";
  if (state === "pendingApproval") return "pending-approval";
  return null;
}

async function findListing(context: Parameters<typeof requireUser>[0], id: string) {
  try {
    return await context.services.listings.show(
      id,
      context.user?.id ?? null,
      context.user?.isOperator ?? false,
    );
  } catch (error) {
    if (isAppError(error) && error.status === 404) throw notFound();
    throw error;
  }
}

function description(text: string) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 160 ? `${flat.slice(0, 157).trimEnd()}…` : flat;
}

/**
 * Everything the listing page shows (spec §2): one listing for
 * `/l/{slug}/{id}`, `/l/{id}` and the owner's `/l/{slug}/{id}/{variant}`.
 */
export async function loadListingPage(
  params: { id?: string; variant?: string },
  context: Parameters<typeof requireUser>[0],
  request: Request,
) {
  const { id, variant } = params;
  if (!isUuid(id)) throw notFound();
  if (variant !== undefined) {
    if (!Object.hasOwn(VARIANTS, variant)) throw notFound();
    requireUser(context, request);
  }
  const listing = await findListing(context, id);
  const viewer = context.user;
  const isOwn = viewer?.id === listing.author.id;
  if (variant !== undefined && !isOwn) throw notFound();

  // Drafts and pending listings live under their variant path; the others never do.
  const slug = createSlug(listing.title);
  const expected = variantFor(listing.state);
  if ((variant ?? null) !== expected) {
    const url = new URL(request.url);
    throw redirect(`/l/${slug}/${listing.id}${expected ? `/${expected}` : ""}${url.search}`);
  }

  const { config, env } = context.services;
  const stockManaged = config.listingManagementType === "stock";
  const reviews = await context.services.reviews.aboutUser(listing.author.id);
  const canonicalPath = `/l/${listing.id}`;
  const appUrl = env.APP_URL;
  const absolute = (path: string) => new URL(path, appUrl).toString();
  const category = CATEGORIES.find((c) => c.id === listing.category);
  const author = listing.author;
  const hidden = author.banned || author.deleted;
  const publicData = listing.publicData;
  const jsonLd = productJsonLd({
    title: listing.title,
    description: listing.description,
    url: absolute(canonicalPath),
    images: listing.images.flatMap((image) => {
      const share = shareImage(image, config.imageBaseUrl, appUrl);
      return share ? [share.url] : [];
    }),
    category: category ? translate(context.locale, `Categories.${category.key}`) : null,
    state: listing.state,
    price: listing.price,
    currentStock: listing.currentStock,
    stockManaged,
    sellerName: hidden ? null : author.displayName,
  });

  const seo: PageMetaInput = {
    title: listing.title,
    description: description(listing.description) || listing.title,
    path: canonicalPath,
    appUrl,
    locale: context.locale,
    type: "product",
    image: shareImage(listing.images[0], config.imageBaseUrl, appUrl),
    noIndex: expected !== null,
  };

  return {
    listing: {
      id: listing.id,
      slug,
      title: listing.title,
      description: listing.description,
      state: listing.state,
      price: listing.price,
      unit: typeof publicData.unit === "string" ? publicData.unit : null,
      category: listing.category,
      availableUntil: listing.availableUntil,
      disclaimer: listing.disclaimer,
      // Fuzzy locations: only the moved centre leaves the server, never the exact spot.
      geolocation: publicLocation(listing.geolocation, listing.id, config.map.fuzzy),
      place: typeof publicData.place === "string" ? publicData.place : null,
      delivery: {
        pickup: publicData.pickupEnabled === true,
        place: typeof publicData.place === "string" ? publicData.place : null,
        shipping: publicData.shippingEnabled
          ? {
              one: publicData.shippingPriceInSubunitsOneItem ?? null,
              additional: publicData.shippingPriceInSubunitsAdditionalItems ?? null,
            }
          : null,
      },
      images: listing.images.map((image) => ({
        id: image.id,
        storageKey: image.storageKey,
        variants: image.variants,
      })),
      author: {
        id: author.id,
        displayName: hidden ? "" : author.displayName,
        abbreviatedName: hidden ? "" : author.abbreviatedName,
        banned: author.banned,
        deleted: author.deleted,
        profileImageKey: hidden ? null : author.profileImageKey,
      },
    },
    // Drafts continue in the wizard (type "draft"); other listings open the editor.
    editPath: `/l/${slug}/${listing.id}/${listing.state === "draft" ? "draft" : "edit"}/details`,
    orderPanel: orderPanelState(listing, viewer, { stockManaged }),
    reviews: reviews.asProvider,
    layout: config.listingPageLayout,
    jsonLd,
    seo,
  };
}
export type ListingPageData = Awaited<ReturnType<typeof loadListingPage>>;
