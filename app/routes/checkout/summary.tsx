import { data, Link, useLoaderData } from "react-router";
import { formatPrice } from "#modules/money";
import { isUuid } from "#modules/urls";
import { requireUser } from "~/auth/session.server";
import styles from "~/components/checkout/checkout.module.css";
import { Page } from "~/components/layout/page";
import { useT } from "~/hooks/use-t";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import { throwRouteError } from "../route-error.server";
import type { Route } from "./+types/summary";

const UNPAID_STATES = new Set(["initial", "pending-payment", "payment-expired"]);

/** /checkout/{id}/summary — after one payment for several gardens: a link to each order. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const user = requireUser(context, request, "login");
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  try {
    const checkout = await context.services.checkout.ownCheckout(user.id, params.id);
    const orders = await Promise.all(
      (await context.services.checkout.orders(checkout.id)).map((o) =>
        context.services.orders.show({ id: user.id }, o.id),
      ),
    );
    return {
      seo: seo(context, request, "CheckoutSummaryPage.title", "CheckoutSummaryPage.title"),
      orders: orders.map((o) => ({
        id: o.id,
        number: o.orderNumber,
        provider: o.provider.displayName,
        total: o.payinTotal.amount,
        state: o.state,
        deliveryMethod: o.deliveryMethod,
        pickupAddress: o.pickupAddress,
      })),
      amount: checkout.amount,
      checkoutId: checkout.id,
      paid: orders.some((o) => !UNPAID_STATES.has(o.state)),
    };
  } catch (error) {
    // Someone else's checkout is the 404 an unknown id gets.
    throwRouteError(error, context, "load-data-failed");
  }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function CheckoutSummaryPage() {
  const t = useT();
  const { orders, amount, checkoutId, paid } = useLoaderData<typeof loader>();
  return (
    <Page className={styles.page}>
      <h1>{t("CheckoutSummaryPage.heading")}</h1>
      <p>{t("CheckoutSummaryPage.intro")}</p>
      <ul className={styles.card}>
        {orders.map((o) => (
          <li key={o.id}>
            <Link to={`/order/${o.id}/details`}>
              {t("CheckoutSummaryPage.viewOrder", { name: o.provider })}
            </Link>{" "}
            ({o.number}, {formatPrice({ amount: o.total, currency: "EUR" })})
            <br />
            {o.deliveryMethod === "pickup"
              ? o.pickupAddress
                ? t("CheckoutSummaryPage.pickupAt", { address: o.pickupAddress })
                : t("CheckoutSummaryPage.pickup")
              : t("CheckoutSummaryPage.shipping")}
          </li>
        ))}
      </ul>
      <div className={styles.grandTotal}>
        <span>{t("OrderBreakdown.totalPaid")}</span>
        <span>{formatPrice({ amount, currency: "EUR" })}</span>
      </div>
      {paid ? (
        <p>
          <Link to={`/checkout/${checkoutId}/receipt`}>{t("CheckoutSummaryPage.receiptLink")}</Link>
        </p>
      ) : null}
    </Page>
  );
}
