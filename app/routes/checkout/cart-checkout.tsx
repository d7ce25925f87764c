import {
  Link,
  type ShouldRevalidateFunction,
  useActionData,
  useLoaderData,
  useNavigation,
} from "react-router";
import { requireUser } from "~/auth/session.server";
import styles from "~/components/checkout/checkout.module.css";
import { CheckoutForm, TestModeNotice } from "~/components/checkout/checkout-form";
import { Page } from "~/components/layout/page";
import { useT } from "~/hooks/use-t";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import type { Route } from "./+types/cart-checkout";
import { checkoutPreview, handleReturn, submitCheckout } from "./checkout.server";

/**
 * /cart/checkout and its return route /cart/checkout/{returnUrlType}: the whole cart in one
 * payment, one order per seller (decision 041). The orders are read from the cart on each
 * request, with the price each item had when added, so a changed price is refused, not
 * charged.
 */
async function cartOrders(context: Route.LoaderArgs["context"], userId: string) {
  const entries = await context.services.cart.get(userId);
  const bySeller = new Map<string, typeof entries>();
  for (const entry of entries) {
    bySeller.set(entry.authorId, [...(bySeller.get(entry.authorId) ?? []), entry]);
  }
  return [...bySeller.values()].map((group) => ({
    items: group.map((e) => ({
      listingId: e.id,
      quantity: e.quantity,
      ...(e.unitPriceWhenAdded === undefined ? {} : { expectedUnitPrice: e.unitPriceWhenAdded }),
    })),
    // One delivery method per seller (the cart page sets it on every item of the seller).
    deliveryMethod: (group.find((e) => e.deliveryMethod)?.deliveryMethod ?? "") as
      | "pickup"
      | "shipping",
  }));
}

const SOURCE = "/cart/checkout";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const user = requireUser(context, request, "login");
  const returned = params.returnUrlType ? await handleReturn(context, request, user.id) : null;
  const orders = await cartOrders(context, user.id);
  const preview = await checkoutPreview(
    context,
    request,
    user.id,
    orders,
    returned?.idempotencyKey,
  );
  return {
    seo: seo(context, request, "CheckoutPage.title", "CheckoutPage.title"),
    ...preview,
    empty: orders.length === 0,
    returnError: returned?.messageId ?? null,
  };
}

/** A refused pay normally keeps the page; a changed order reloads it to show the new total. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  actionResult,
  defaultShouldRevalidate,
}) =>
  (actionResult as { changed?: boolean } | undefined)?.changed === true || defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request, "login");
  const orders = await cartOrders(context, user.id);
  return submitCheckout(context, request, { customerId: user.id, orders, source: SOURCE });
}

export default function CartCheckoutPage() {
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
      {page.empty ? (
        <div className={styles.card}>
          <p role={page.returnError ? "alert" : undefined}>
            {page.returnError ? t(page.returnError) : t("CheckoutPage.emptyCart")}
          </p>
          <Link to="/cart">{t("CheckoutPage.backToCart")}</Link>
        </div>
      ) : (
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
          back={{ to: "/cart", label: t("CheckoutPage.backToCart") }}
          inProgress={navigation.state !== "idle"}
          paymentChoices={page.paymentChoices}
        />
      )}
    </Page>
  );
}
