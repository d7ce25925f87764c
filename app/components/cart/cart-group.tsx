import { Link, useFetcher } from "react-router";
import type { CartSellerGroup, CartViewItem } from "#modules/cart";
import { imageUrl } from "#modules/images";
import { isUnit } from "#modules/listings";
import { formatPrice } from "#modules/money";
import { createSlug } from "#modules/text";
import { useT } from "~/hooks/use-t";
import { useRootData } from "~/root-data";
import { Button } from "../ui/button";
import styles from "./cart.module.css";
import { cartQuantityChoices, problemMessage } from "./cart-item-problem";
import { OrderBreakdown } from "./order-breakdown";

function CartItemRow({ item }: { item: CartViewItem }) {
  const t = useT();
  const imageBaseUrl = useRootData()?.config.imageBaseUrl ?? "/images";
  const quantityForm = useFetcher({ key: `cart-quantity-${item.listingId}` });
  const removeForm = useFetcher({ key: `cart-remove-${item.listingId}` });
  const priceForm = useFetcher({ key: `cart-price-${item.listingId}` });
  const title = item.title ?? t("CartPage.listingGone");
  const flagged = item.problems.length > 0;
  const pending = quantityForm.state !== "idle" || removeForm.state !== "idle";
  const hidden = (
    <>
      <input type="hidden" name="listingId" value={item.listingId} />
      <input type="hidden" name="authorId" value={item.authorId} />
    </>
  );
  return (
    <li
      className={`${styles.item} ${flagged ? styles.flagged : ""}`}
      data-testid="cart-item"
      data-flagged={flagged || undefined}
      aria-busy={pending || undefined}
    >
      <div className={styles.thumb}>
        {item.image ? (
          <img
            src={imageUrl(imageBaseUrl, item.image.storageKey, "listing-card", "jpg")}
            alt=""
            width={96}
            height={96}
            loading="lazy"
          />
        ) : null}
      </div>
      <div className={styles.itemBody}>
        <h3 className={styles.itemTitle}>
          {item.title ? (
            <Link to={`/l/${createSlug(item.title)}/${item.listingId}`}>{title}</Link>
          ) : (
            title
          )}
        </h3>
        {item.unitPrice !== null ? (
          <p className={styles.unitPrice}>
            {formatPrice({ amount: item.unitPrice, currency: "EUR" })}
            {isUnit(item.unit) ? ` ${t(`Units.${item.unit}`)}` : ""}
          </p>
        ) : null}
        {flagged ? (
          <ul className={styles.problems} aria-label={title}>
            {item.problems.map((problem) => {
              const message = problemMessage(problem);
              return (
                <li key={problem.reason} data-reason={problem.reason}>
                  {t(message.id, message.values)}
                  {problem.reason === "priceChanged" ? (
                    <priceForm.Form method="post" action="/cart" className={styles.inlineForm}>
                      {hidden}
                      <button
                        type="submit"
                        name="intent"
                        value="accept-price"
                        className={styles.linkButton}
                      >
                        {t("CartPage.acceptPrice")}
                      </button>
                    </priceForm.Form>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
        <div className={styles.itemActions}>
          <quantityForm.Form method="post" action="/cart" className={styles.quantityForm}>
            {hidden}
            <input type="hidden" name="intent" value="set-quantity" />
            <label htmlFor={`qty-${item.listingId}`} className={styles.quantityLabel}>
              {t("CartPage.quantity")}
            </label>
            <select
              id={`qty-${item.listingId}`}
              name="quantity"
              className={styles.select}
              defaultValue={item.quantity}
              key={item.quantity}
              aria-label={t("CartPage.quantityOf", { title })}
              onChange={(e) => quantityForm.submit(e.currentTarget.form)}
            >
              {cartQuantityChoices(item.currentStock, item.quantity).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            <noscript>
              <button type="submit" className={styles.linkButton}>
                {t("CartPage.update")}
              </button>
            </noscript>
          </quantityForm.Form>
          <removeForm.Form method="post" action="/cart">
            {hidden}
            <button
              type="submit"
              name="intent"
              value="remove"
              className={styles.linkButton}
              aria-label={t("CartPage.removeLabel", { title })}
            >
              {t("CartPage.remove")}
            </button>
          </removeForm.Form>
        </div>
      </div>
    </li>
  );
}

function DeliveryForm({ group }: { group: CartSellerGroup }) {
  const t = useT();
  const fetcher = useFetcher({ key: `cart-delivery-${group.authorId}` });
  const first = group.items[0]!;
  if (group.deliveryMethods.length === 0) {
    return <p className={styles.deliveryNone}>{t("CartPage.deliveryNone")}</p>;
  }
  return (
    <fetcher.Form method="post" action="/cart" className={styles.deliveryForm}>
      <input type="hidden" name="intent" value="delivery" />
      <input type="hidden" name="listingId" value={first.listingId} />
      <input type="hidden" name="authorId" value={group.authorId} />
      <label htmlFor={`delivery-${group.authorId}`} className={styles.quantityLabel}>
        {t("CartPage.deliveryMethod")}
      </label>
      <select
        id={`delivery-${group.authorId}`}
        name="deliveryMethod"
        className={styles.select}
        defaultValue={group.deliveryMethod ?? ""}
        key={group.deliveryMethod ?? ""}
        onChange={(e) => fetcher.submit(e.currentTarget.form)}
      >
        {group.deliveryMethod && group.deliveryMethods.includes(group.deliveryMethod) ? null : (
          <option value="" disabled>
            {t("CartPage.deliveryChoose")}
          </option>
        )}
        {group.deliveryMethods.map((m) => (
          <option key={m} value={m}>
            {t(m === "pickup" ? "CartPage.pickup" : "CartPage.shipping")}
          </option>
        ))}
      </select>
      <noscript>
        <Button type="submit" variant="secondary">
          {t("CartPage.update")}
        </Button>
      </noscript>
    </fetcher.Form>
  );
}

/** One garden's part of the cart: its items, delivery method and what it costs. */
export function CartSellerGroupView({ group }: { group: CartSellerGroup }) {
  const t = useT();
  const headingId = `seller-${group.authorId}`;
  return (
    <section className={styles.group} aria-labelledby={headingId} data-testid="cart-group">
      <header className={styles.groupHeader}>
        <h2 id={headingId} className={styles.groupTitle}>
          {group.sellerName ? (
            <Link to={`/u/${group.authorId}`}>{group.sellerName}</Link>
          ) : (
            t("CartPage.sellerHidden")
          )}
        </h2>
        {group.sellerPlace ? <p className={styles.place}>{group.sellerPlace}</p> : null}
      </header>
      <ul className={styles.items}>
        {group.items.map((item) => (
          <CartItemRow key={item.listingId} item={item} />
        ))}
      </ul>
      <DeliveryForm group={group} />
      {group.breakdown ? (
        <OrderBreakdown figures={group.breakdown} totalLabel={t("CartPage.sellerTotal")} />
      ) : (
        <p className={styles.noBreakdown}>{t("CartPage.noBreakdown")}</p>
      )}
    </section>
  );
}
