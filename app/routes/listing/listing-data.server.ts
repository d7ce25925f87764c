import { data, redirect } from "react-router";
import { bookingUnitType } from "#modules/bookings";
import { summarizeCustomerLines } from "#modules/cart";
import { CATEGORIES, type ListingView } from "#modules/listings";
import { createSlug } from "#modules/text";
import { isUuid } from "#modules/urls";
import { cameBackFromLogin } from "~/auth/after-login.server";
import { requireUser } from "~/auth/session.server";
import { galleryVariantNames, shareImage } from "~/components/listing-page/listing-images";
import { PUBLISHED_PARAM } from "~/components/listing-page/published-notice";
import { publicLocation } from "~/components/map/fuzzy-location";
import { orderPanelState } from "~/components/order-panel/order-panel-state";
import type { DeliveryChoice, ProductOrder } from "~/components/order-panel/product-order-form";
import { translate } from "~/i18n/translate.server";
import type { PageMetaInput } from "~/seo/page-meta";
import { loadReviewsOrNote } from "../reviews-load.server";
import { routeFailure, throwRouteError } from "../route-error.server";
import { pendingAddFrom } from "./add-to-cart.server";
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
    throwRouteError(error, context, "load-data-failed");
  }
}

function description(text: string) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 160 ? `${flat.slice(0, 157).trimEnd()}…` : flat;
}

/** The purchase form's facts (spec §4 order panel), with the first breakdown priced here. */
async function productOrder(
  context: Parameters<typeof requireUser>[0],
  listing: ListingView,
  pendingAdd: ReturnType<typeof pendingAddFrom>,
): Promise<ProductOrder> {
  const publicData = listing.publicData;
  const deliveryMethods: DeliveryChoice[] = [
    ...(publicData.pickupEnabled === true ? (["pickup"] as const) : []),
    ...(publicData.shippingEnabled === true ? (["shipping"] as const) : []),
  ];
  const method =
    pendingAdd?.deliveryMethod && deliveryMethods.includes(pendingAdd.deliveryMethod)
      ? pendingAdd.deliveryMethod
      : deliveryMethods.length === 1
        ? deliveryMethods[0]!
        : null;
  const stock = listing.currentStock;
  const quantity = Math.min(pendingAdd?.quantity ?? 1, Math.max(1, stock ?? 1));
  const initialBreakdown = method
    ? await context.services.lineItems
        .forOrder({ listingId: listing.id, quantity, deliveryMethod: method })
        .then((result) => {
          // The figures only: the lines themselves would ride along in the page's data.
          const { lineItems: _lines, ...figures } = summarizeCustomerLines(result.lineItems);
          return figures;
        })
        .catch((error: unknown) => {
          // Optional: a refusal (not orderable as it stands) shows no breakdown; the unexpected
          // is logged too. A listing gone meanwhile is not this page's 404.
          routeFailure(error, context, "fetching-line-items-failed", { accessInForm: true });
          return null;
        })
    : null;
  return {
    listingId: listing.id,
    authorId: listing.author.id,
    title: listing.title,
    stock,
    deliveryMethods,
    pendingAdd: pendingAdd
      ? { quantity, deliveryMethod: method === pendingAdd.deliveryMethod ? method : null }
      : null,
    initialBreakdown: method === null ? null : initialBreakdown,
  };
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
  const { reviews, reviewsError } = await loadReviewsOrNote(
    context,
    () => context.services.reviews.aboutUser(listing.author.id),
    { asProvider: [], asCustomer: [] },
  );
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

  const orderPanel = orderPanelState(listing, viewer, { stockManaged });
  const order =
    orderPanel.kind === "order" && stockManaged
      ? await productOrder(
          context,
          listing,
          // Only back from a real login or signup: a link alone adds nothing (decision 064).
          viewer && cameBackFromLogin(request, listing.id)
            ? pendingAddFrom(new URL(request.url))
            : null,
        )
      : null;

  // Availability mode (decision 058): the order panel is the booking form, the page lists the
  // coming availability; the slots themselves load in the browser from the time slots API.
  const plan = !stockManaged && listing.state === "published" ? listing.availabilityPlan : null;
  const availability = plan
    ? {
        timeZone: plan.timezone,
        unitType: bookingUnitType(plan.type, config.bookingUnitType),
      }
    : null;
  // From the buyer's enquiry (the order page links here with ?enquiry=): the booking carries it
  // to checkout, which turns that enquiry into the booking or says why not (decision 055).
  const enquiry = new URL(request.url).searchParams.get("enquiry");
  const booking =
    availability && orderPanel.kind === "order"
      ? {
          listingId: listing.id,
          checkoutPath: `/l/${slug}/${listing.id}/checkout`,
          ...availability,
          enquiryId: viewer && isUuid(enquiry) ? enquiry : null,
        }
      : null;

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
      brand: listing.brand,
      size: listing.size,
      stock:
        stockManaged && listing.currentStock !== null
          ? {
              count: listing.currentStock,
              unit: typeof publicData.unit === "string" ? publicData.unit : null,
            }
          : null,
      availableUntil: listing.availableUntil,
      disclaimer: listing.disclaimer,
      // Already approximate (listings.show, decision 025); fuzzy locations move it further.
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
      // Only the sizes the gallery offers: the card and share crops would ride along in every
      // page's data for nothing.
      images: listing.images.map((image) => ({
        id: image.id,
        storageKey: image.storageKey,
        variants: Object.fromEntries(
          galleryVariantNames(image.variants).map((name) => [name, image.variants[name]!]),
        ),
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
    // Straight from the wizard's publish button: the grower sees it went live.
    justPublished:
      isOwn &&
      listing.state === "published" &&
      new URL(request.url).searchParams.has(PUBLISHED_PARAM),
    editPath: `/l/${slug}/${listing.id}/${listing.state === "draft" ? "draft" : "edit"}/details`,
    orderPanel,
    order,
    booking,
    availability,
    // Availability mode books instead of orders: the order bar and panel say so.
    bookingMode: !stockManaged,
    // A member's shared page (decision 087) is rendered without them, for members: signed in.
    signedIn: viewer !== null || context.memberShell === true,
    // Only what the list shows: the page's data rides along with every first load.
    reviews: reviews.asProvider.map(({ id, rating, content, createdAt, author }) => ({
      id,
      rating,
      content,
      createdAt,
      author,
    })),
    reviewsError,
    layout: config.listingPageLayout,
    jsonLd,
    seo,
  };
}
export type ListingPageData = Awaited<ReturnType<typeof loadListingPage>>;
