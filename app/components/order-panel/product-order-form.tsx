import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { summarizeCustomerLines } from "#modules/cart";
import { createSlug } from "#modules/text";
import { useT } from "~/hooks/use-t";
import { type BreakdownFigures, OrderBreakdown } from "../cart/order-breakdown";
import { Button, ButtonLink } from "../ui/button";
import { FormError } from "../ui/field";
import { LazyAddedToCartDialog } from "./added-to-cart-lazy";
import styles from "./order-panel.module.css";

export type DeliveryChoice = "pickup" | "shipping";

export type ProductOrder = {
  listingId: string;
  authorId: string;
  title: string;
  /** Current stock; null when the listing is not managed by stock. */
  stock: number | null;
  deliveryMethods: DeliveryChoice[];
  /** Back from login or signup with an item to add (decision 039); only the first form uses it. */
  pendingAdd: { quantity: number; deliveryMethod: DeliveryChoice | null } | null;
  /** The breakdown for quantity 1 and the preselected delivery method, computed by the loader. */
  initialBreakdown: BreakdownFigures | null;
};

/** What the listing page's action answers to an add-to-cart post. */
export type AddToCartResult =
  | { intent: "add-to-cart"; ok: true; quantity: number; at: string }
  | {
      intent: "add-to-cart";
      ok: false;
      formError?: string;
      fieldErrors?: { quantity?: string; deliveryMethod?: string };
      at: string;
    };

/** The quantity choices run from 1 to the current stock (spec §5). */
export function quantityChoices(stock: number | null, max = 100): number[] {
  const top = stock === null ? max : Math.max(0, stock);
  return Array.from({ length: top }, (_, i) => i + 1);
}

async function fetchBreakdown(
  listingId: string,
  quantity: number,
  deliveryMethod: DeliveryChoice,
  signal: AbortSignal,
): Promise<BreakdownFigures> {
  const res = await fetch("/api/transaction-line-items", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ listingId, quantity, deliveryMethod }),
    signal,
  });
  if (!res.ok) throw new Error(`line items ${res.status}`);
  const body = (await res.json()) as {
    data: { lineItems: Parameters<typeof summarizeCustomerLines>[0] };
  };
  return summarizeCustomerLines(body.data.lineItems);
}

/**
 * The purchase form of the order panel (spec §4, §5): quantity (hidden when the stock is 1),
 * delivery method, add to cart → in progress → a success modal or 'Product not added to the
 * cart'. A plain form post to the listing page's action, so it works without JavaScript.
 */
export function ProductOrderForm({
  order,
  actionResult,
}: {
  order: ProductOrder;
  /** The action's answer to a post without JavaScript. */
  actionResult: AddToCartResult | null;
}) {
  const t = useT();
  const id = useId();
  const location = useLocation();
  const fetcher = useFetcher<AddToCartResult>({ key: `add-to-cart-${order.listingId}` });
  const quantityRef = useRef<HTMLSelectElement>(null);
  const deliveryRef = useRef<HTMLSelectElement>(null);
  const choices = quantityChoices(order.stock);
  const single = order.deliveryMethods.length === 1 ? order.deliveryMethods[0]! : null;
  const [quantity, setQuantity] = useState<string>(
    String(order.pendingAdd?.quantity ?? (choices.length > 0 ? 1 : "")),
  );
  const [deliveryMethod, setDeliveryMethod] = useState<string>(
    order.pendingAdd?.deliveryMethod ?? single ?? "",
  );
  const [clientErrors, setClientErrors] = useState<{ quantity?: string; deliveryMethod?: string }>(
    {},
  );
  const [breakdown, setBreakdown] = useState<BreakdownFigures | null>(order.initialBreakdown);
  const [breakdownFailed, setBreakdownFailed] = useState(false);
  const firstRender = useRef(true);

  // The breakdown follows quantity and delivery method (spec §4), priced on the server.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      if (order.initialBreakdown) return;
    }
    const q = Number(quantity);
    if (
      !Number.isInteger(q) ||
      q < 1 ||
      (deliveryMethod !== "pickup" && deliveryMethod !== "shipping")
    ) {
      setBreakdown(null);
      return;
    }
    const controller = new AbortController();
    fetchBreakdown(order.listingId, q, deliveryMethod, controller.signal).then(
      (figures) => {
        setBreakdown(figures);
        setBreakdownFailed(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setBreakdown(null);
        setBreakdownFailed(true);
      },
    );
    return () => controller.abort();
  }, [order.listingId, order.initialBreakdown, quantity, deliveryMethod]);

  const result = fetcher.data ?? actionResult;
  const inProgress = fetcher.state !== "idle";
  const showResult = result && fetcher.state === "idle" ? result : null;
  const fieldErrors = {
    ...(showResult && !showResult.ok ? showResult.fieldErrors : {}),
    ...clientErrors,
  };

  // The server refused a field (a post without JavaScript, or a changed stock): focus it.
  const refusedField =
    showResult && !showResult.ok
      ? showResult.fieldErrors?.quantity
        ? "quantity"
        : showResult.fieldErrors?.deliveryMethod
          ? "deliveryMethod"
          : null
      : null;
  useEffect(() => {
    if (refusedField === "quantity") quantityRef.current?.focus();
    else if (refusedField === "deliveryMethod") deliveryRef.current?.focus();
  }, [refusedField]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const errors: typeof clientErrors = {};
    if (!quantity) errors.quantity = "ProductOrderForm.quantityRequired";
    if (!deliveryMethod) errors.deliveryMethod = "ProductOrderForm.deliveryMethodRequired";
    setClientErrors(errors);
    if (errors.quantity) {
      event.preventDefault();
      quantityRef.current?.focus();
    } else if (errors.deliveryMethod) {
      event.preventDefault();
      deliveryRef.current?.focus();
    }
  };

  const qError = fieldErrors.quantity ? t(fieldErrors.quantity) : null;
  const dError = fieldErrors.deliveryMethod ? t(fieldErrors.deliveryMethod) : null;
  const action = `${location.pathname}${location.search}`;
  // Buy this listing alone, skipping the cart (spec §2 /l/{slug}/{id}/checkout): the checkout
  // takes the chosen quantity and delivery method; a visitor logs in first and comes back.
  // The public page is /l/{slug}/{id} or the canonical /l/{id}; an owner's variant has none.
  const buyNowHref = /^\/l\/[^/]+(\/[^/]+)?$/.test(location.pathname)
    ? `/l/${createSlug(order.title)}/${order.listingId}/checkout?${new URLSearchParams({
        quantity: quantity || "1",
        ...(deliveryMethod ? { deliveryMethod } : {}),
      })}`
    : null;

  return (
    <fetcher.Form
      method="post"
      action={action}
      className={styles.orderForm}
      noValidate
      onSubmit={onSubmit}
    >
      <input type="hidden" name="intent" value="add-to-cart" />
      <input type="hidden" name="listingId" value={order.listingId} />
      <input type="hidden" name="authorId" value={order.authorId} />
      {choices.length === 1 ? (
        <input type="hidden" name="quantity" value="1" />
      ) : (
        <div className={styles.orderField}>
          <label htmlFor={`${id}-quantity`} className={styles.orderLabel}>
            {t("ProductOrderForm.quantity")}
          </label>
          <select
            ref={quantityRef}
            id={`${id}-quantity`}
            name="quantity"
            className={styles.orderSelect}
            value={quantity}
            aria-invalid={qError ? true : undefined}
            aria-describedby={qError ? `${id}-quantity-error` : undefined}
            onChange={(e) => {
              setQuantity(e.target.value);
              setClientErrors((c) => ({ ...c, quantity: undefined }));
            }}
          >
            {choices.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          {qError ? (
            <p id={`${id}-quantity-error`} className={styles.fieldError} role="alert">
              {qError}
            </p>
          ) : null}
        </div>
      )}
      <div className={styles.orderField}>
        <label htmlFor={`${id}-delivery`} className={styles.orderLabel}>
          {t("ProductOrderForm.deliveryMethod")}
        </label>
        <select
          ref={deliveryRef}
          id={`${id}-delivery`}
          name="deliveryMethod"
          className={styles.orderSelect}
          value={deliveryMethod}
          required
          aria-invalid={dError ? true : undefined}
          aria-describedby={dError ? `${id}-delivery-error` : undefined}
          onChange={(e) => {
            setDeliveryMethod(e.target.value);
            setClientErrors((c) => ({ ...c, deliveryMethod: undefined }));
          }}
        >
          {single ? null : (
            <option value="" disabled>
              {t("ProductOrderForm.deliveryMethodPlaceholder")}
            </option>
          )}
          {order.deliveryMethods.map((m) => (
            <option key={m} value={m}>
              {t(m === "pickup" ? "ProductOrderForm.pickup" : "ProductOrderForm.shipping")}
            </option>
          ))}
        </select>
        {dError ? (
          <p id={`${id}-delivery-error`} className={styles.fieldError} role="alert">
            {dError}
          </p>
        ) : null}
      </div>
      {breakdown ? <OrderBreakdown figures={breakdown} /> : null}
      {breakdownFailed ? (
        <p className={styles.fieldError}>{t("ProductOrderForm.lineItemsFailed")}</p>
      ) : null}
      <Button type="submit" full inProgress={inProgress}>
        {inProgress ? t("ProductOrderForm.addingToCart") : t("OrderPanel.addToCart")}
      </Button>
      {buyNowHref ? (
        <ButtonLink to={buyNowHref} variant="secondary" full>
          {t("ProductOrderForm.buyNow")}
        </ButtonLink>
      ) : null}
      {showResult && !showResult.ok && showResult.formError ? (
        <FormError>
          {t("CartPage.productNotAdded")}
          {showResult.formError !== "CartPage.productNotAdded" ? (
            <>: {t(showResult.formError)}</>
          ) : null}
        </FormError>
      ) : null}
    </fetcher.Form>
  );
}

/**
 * The add-to-cart outcome, once per page whichever panel (aside or the mobile modal) posted:
 * the success modal (spec §2: continue shopping goes back, or go to cart), closed = reset.
 * It also adds the item a visitor chose before logging in (decision 039).
 */
export function AddToCartOutcome({
  order,
  actionResult,
}: {
  order: ProductOrder;
  actionResult: AddToCartResult | null;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const fetcher = useFetcher<AddToCartResult>({ key: `add-to-cart-${order.listingId}` });
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);

  // Back from login or signup: add what the visitor chose before (decision 039).
  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (!order.pendingAdd || autoSubmitted.current) return;
    autoSubmitted.current = true;
    if (!order.pendingAdd.deliveryMethod) return;
    const params = new URLSearchParams(location.search);
    for (const key of ["addToCart", "quantity", "deliveryMethod"]) params.delete(key);
    const query = params.toString();
    fetcher.submit(
      {
        intent: "add-to-cart",
        listingId: order.listingId,
        authorId: order.authorId,
        quantity: String(order.pendingAdd.quantity),
        deliveryMethod: order.pendingAdd.deliveryMethod,
      },
      { method: "post", action: `${location.pathname}${query ? `?${query}` : ""}` },
    );
    navigate(`${location.pathname}${query ? `?${query}` : ""}`, {
      replace: true,
      preventScrollReset: true,
    });
  }, [order, fetcher, location, navigate]);

  const result = fetcher.data ?? actionResult;
  const showResult =
    result?.ok && result.at !== dismissedAt && fetcher.state === "idle" ? result : null;

  const continueShopping = (event: React.MouseEvent) => {
    // "Continue shopping" goes back where the buyer came from (spec §2); a fresh tab stays here.
    if (window.history.length > 1) {
      event.preventDefault();
      navigate(-1);
    } else {
      event.preventDefault();
      if (showResult) setDismissedAt(showResult.at);
    }
  };

  if (!showResult) return null;
  return (
    // Without JavaScript the dialog shows in place: above the gallery and the panel.
    <div className={styles.outcome}>
      <LazyAddedToCartDialog
        quantity={showResult.quantity}
        title={order.title}
        onClose={() => setDismissedAt(showResult.at)}
        onContinueShopping={continueShopping}
      />
    </div>
  );
}
