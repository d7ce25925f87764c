import {
  data,
  type ShouldRevalidateFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { isUuid } from "#modules/urls";
import { requireUser } from "~/auth/session.server";
import styles from "~/components/checkout/checkout.module.css";
import { CheckoutForm, TestModeNotice } from "~/components/checkout/checkout-form";
import { Page } from "~/components/layout/page";
import { useT } from "~/hooks/use-t";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import { throwRouteError } from "../route-error.server";
import type { Route } from "./+types/listing-checkout";
import { checkoutPreview, handleReturn, submitCheckout } from "./checkout.server";

/**
 * /l/{slug}/{id}/checkout — buy one listing now (spec §2), and its return route
 * /l/{slug}/{id}/checkout/{returnUrlType} for the bank and 3-D Secure pages. The quantity
 * and delivery method come in the query (?quantity=2&deliveryMethod=pickup); a booking's
 * start and end too (?bookingStart=…&bookingEnd=…, from the booking form); `enquiry={id}`
 * orders from that enquiry, which then becomes the order (decision 055).
 */
function enquiryOf(request: Request): string | undefined {
  const id = new URL(request.url).searchParams.get("enquiry");
  return id && isUuid(id) ? id : undefined;
}

async function orderOf(
  context: Route.LoaderArgs["context"],
  params: Route.LoaderArgs["params"],
  request: Request,
) {
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const quantity = Number(url.searchParams.get("quantity") ?? "1");
  const bookingStart = url.searchParams.get("bookingStart");
  const bookingEnd = url.searchParams.get("bookingEnd");
  // The engine checks the dates (spec §5) and answers with the rule that failed.
  const booking =
    bookingStart !== null || bookingEnd !== null
      ? { start: (bookingStart ?? "").slice(0, 40), end: (bookingEnd ?? "").slice(0, 40) }
      : undefined;
  let deliveryMethod = url.searchParams.get("deliveryMethod");
  if (deliveryMethod !== "pickup" && deliveryMethod !== "shipping") {
    try {
      const listing = await context.services.listings.show(params.id, context.user?.id ?? null);
      deliveryMethod =
        listing.publicData.pickupEnabled === false && listing.publicData.shippingEnabled
          ? "shipping"
          : "pickup";
    } catch (error) {
      throwRouteError(error, context, "load-data-failed");
    }
  }
  return [
    {
      items: [
        {
          listingId: params.id,
          quantity: Number.isSafeInteger(quantity) && quantity > 0 ? quantity : 1,
        },
      ],
      deliveryMethod: deliveryMethod as "pickup" | "shipping",
      ...(booking ? { booking } : {}),
    },
  ];
}

const sourceOf = (params: Route.LoaderArgs["params"]) =>
  `/l/${encodeURIComponent(params.slug)}/${params.id}/checkout`;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const user = requireUser(context, request, "login");
  const returned = params.returnUrlType ? await handleReturn(context, request, user.id) : null;
  const orders = await orderOf(context, params, request);
  const preview = await checkoutPreview(
    context,
    request,
    user.id,
    orders,
    returned?.idempotencyKey,
  );
  const url = new URL(request.url);
  const enquiry = enquiryOf(request);
  return {
    seo: seo(context, request, "CheckoutPage.title", "CheckoutPage.title"),
    ...preview,
    returnError: returned?.messageId ?? null,
    back: `/l/${encodeURIComponent(params.slug)}/${params.id}`,
    // The form posts to the page itself, keeping the order in the query.
    action: `${sourceOf(params)}?${new URLSearchParams({
      quantity: String(orders[0]!.items[0]!.quantity),
      deliveryMethod: orders[0]!.deliveryMethod,
      ...(orders[0]!.booking
        ? { bookingStart: orders[0]!.booking.start, bookingEnd: orders[0]!.booking.end }
        : {}),
      ...(enquiry ? { enquiry } : {}),
    })}${url.hash}`,
  };
}

/** A refused pay normally keeps the page; a changed order reloads it to show the new total. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) =>
  (actionResult as { changed?: boolean } | undefined)?.changed === true || defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export async function action({ context, params, request }: Route.ActionArgs) {
  const user = requireUser(context, request, "login");
  const orders = await orderOf(context, params, request);
  return submitCheckout(context, request, {
    customerId: user.id,
    orders,
    source: sourceOf(params),
    enquiryId: enquiryOf(request),
  });
}

export default function ListingCheckoutPage() {
  const t = useT();
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const failure = result && !result.ok ? result : null;
  // A changed order comes back with a fresh key (checkout.server.ts).
  const idempotencyKey = failure?.idempotencyKey ?? page.idempotencyKey;
  return (
    <Page className={styles.page}>
      <h1>{t("CheckoutPage.heading")}</h1>
      <TestModeNotice />
      <CheckoutForm
        key={idempotencyKey}
        sellers={page.sellers}
        titles={page.titles}
        idempotencyKey={idempotencyKey}
        shownVersion={page.shownVersion}
        formError={failure?.formError ?? page.returnError}
        fieldErrors={failure?.fieldErrors}
        values={failure?.values ?? page.values}
        defaultCountry={page.defaultCountry}
        back={{ to: page.back, label: t("CheckoutPage.backToListing") }}
        inProgress={navigation.state !== "idle"}
        paymentChoices={page.paymentChoices}
      />
    </Page>
  );
}
