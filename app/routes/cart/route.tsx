import { data, Link, useActionData, useLoaderData } from "react-router";
import type { CartView } from "#modules/cart";
import { formatPrice } from "#modules/money";
import { requireUser } from "~/auth/session.server";
import styles from "~/components/cart/cart.module.css";
import { CartSellerGroupView } from "~/components/cart/cart-group";
import { Page } from "~/components/layout/page";
import { Button, ButtonLink } from "~/components/ui/button";
import { FormError } from "~/components/ui/field";
import { useT } from "~/hooks/use-t";
import { pageMeta } from "~/seo/page-meta";
import { seo } from "~/seo/seo.server";
import { routeFailure } from "../route-error.server";
import type { Route } from "./+types/route";
import { cartAction } from "./cart-action.server";

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireUser(context, request, "login");
  const meta = seo(context, request, "CartPage.title", "CartPage.title");
  try {
    // The session read the user's row with the cart in it; a request that wrote nothing uses it.
    const stored = context.readOnlyRequest ? (user.publicData.cart ?? []) : undefined;
    const view = await context.services.cart.view(user.id, stored);
    return { view, loadFailed: false, seo: meta };
  } catch (error) {
    // The page says the cart could not be loaded; the unexpected is logged with the request id.
    routeFailure(error, context, "load-data-failed", { accessInForm: true });
    return data({ view: null as CartView | null, loadFailed: true, seo: meta }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? pageMeta(data.seo) : []);

export async function action({ context, request }: Route.ActionArgs) {
  const user = requireUser(context, request, "login");
  return cartAction(user.id, context, await request.formData());
}

export default function CartPage() {
  const t = useT();
  const { view, loadFailed } = useLoaderData<typeof loader>();
  const actionResult = useActionData<typeof action>();
  return (
    <Page className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t("CartPage.title")}</h1>
      {loadFailed || !view ? (
        <FormError>{t("CartPage.loadFailed")}</FormError>
      ) : view.groups.length === 0 ? (
        <div className={styles.empty}>
          <p>{t("CartPage.empty")}</p>
          <ButtonLink to="/s">{t("CartPage.emptySearch")}</ButtonLink>
        </div>
      ) : (
        <div className={styles.layout}>
          <div className={styles.groups}>
            {actionResult && !actionResult.ok && actionResult.formError ? (
              <FormError>{t(actionResult.formError)}</FormError>
            ) : null}
            {view.groups.map((group) => (
              <CartSellerGroupView key={group.authorId} group={group} />
            ))}
          </div>
          <aside className={styles.summary} aria-labelledby="cart-summary">
            <h2 id="cart-summary" className={styles.summaryTitle}>
              {t("CartPage.grandTotal")}
            </h2>
            <ul className={styles.summaryList}>
              {view.groups.map((group) => (
                <li key={group.authorId}>
                  <span>{group.sellerName || t("CartPage.sellerHidden")}</span>
                  <span>
                    {group.breakdown
                      ? formatPrice({ amount: group.breakdown.total, currency: "EUR" })
                      : "–"}
                  </span>
                </li>
              ))}
            </ul>
            <OrderBreakdownTotal total={view.grandTotal} />
            {view.ok ? (
              <ButtonLink to="/cart/checkout" full>
                {t("CartPage.checkout")}
              </ButtonLink>
            ) : (
              <>
                <Button type="button" full disabled aria-describedby="cart-blocked">
                  {t("CartPage.checkout")}
                </Button>
                <p id="cart-blocked" className={styles.blocked}>
                  {t("CartPage.checkoutBlocked")}
                </p>
              </>
            )}
            <p className={styles.searchMore}>
              <Link to="/s">{t("ProductOrderForm.continueShopping")}</Link>
            </p>
          </aside>
        </div>
      )}
    </Page>
  );
}

function OrderBreakdownTotal({ total }: { total: number }) {
  const t = useT();
  return (
    <p className={styles.grandTotal} data-testid="cart-grand-total">
      <span>{t("CartPage.grandTotal")}</span>
      <span>{formatPrice({ amount: total, currency: "EUR" })}</span>
    </p>
  );
}
