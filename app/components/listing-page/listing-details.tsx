import { Link } from "react-router";
import { BRANDS, CATEGORIES, SIZES } from "#modules/listings";
import { formatPrice } from "#modules/money";
import { useT } from "~/hooks/use-t";
import { useIntl } from "~/i18n/intl-context";
import { BRAND_LABELS, SIZE_LABELS } from "../edit-listing/labels";
import { PinIcon } from "../ui/icons";
import styles from "./listing-page.module.css";

export type DeliveryInfo = {
  pickup: boolean;
  place: string | null;
  shipping: { one: number | null; additional: number | null } | null;
};

const euro = (amount: number | null) =>
  amount === null ? null : formatPrice({ amount, currency: "EUR" });

function TruckIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 6h11v10H2zM13 10h4l4 4v2h-8z" />
      <circle cx="6" cy="18" r="2" />
      <circle cx="17" cy="18" r="2" />
    </svg>
  );
}

export function categoryOf(id: string | null) {
  return CATEGORIES.find((c) => c.id === id) ?? null;
}

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** What is left to buy, in the listing's unit ("nog 3 kg"); null when stock is not kept. */
export type StockInfo = { count: number; unit: string | null } | null;

/**
 * Description with its line breaks, then what the grower told about it: category, how it is
 * grown, size, what is left in stock, available-until date and disclaimer.
 */
export function ListingDescription({
  description,
  category,
  brand,
  size,
  stock,
  availableUntil,
  disclaimer,
}: {
  description: string;
  category: string | null;
  brand: string | null;
  size: string | null;
  stock: StockInfo;
  availableUntil: string | null;
  disclaimer: string | null;
}) {
  const t = useT();
  const intl = useIntl();
  const found = categoryOf(category);
  return (
    <section className={styles.card} aria-labelledby="listing-description">
      <h2 id="listing-description" className={styles.sectionTitle}>
        {t("ListingPage.descriptionTitle")}
      </h2>
      <p className={styles.description}>{description}</p>
      <dl className={styles.facts}>
        {found ? (
          <div>
            <dt>{t("ListingPage.categoryLabel")}</dt>
            <dd>
              <Link to={`/s?pub_category=${found.id}`}>{t(`Categories.${found.key}`)}</Link>
            </dd>
          </div>
        ) : null}
        {isOneOf(BRANDS, brand) ? (
          <div>
            <dt>{t("ListingPage.brandLabel")}</dt>
            <dd>{t(BRAND_LABELS[brand])}</dd>
          </div>
        ) : null}
        {isOneOf(SIZES, size) ? (
          <div>
            <dt>{t("ListingPage.sizeLabel")}</dt>
            <dd>{t(SIZE_LABELS[size])}</dd>
          </div>
        ) : null}
        {stock ? (
          <div>
            <dt>{t("ListingPage.stockLabel")}</dt>
            <dd>
              {stock.count > 0
                ? t("ListingPage.stockLeft", { count: stock.count, unit: stock.unit ?? "other" })
                : t("ListingPage.soldOut")}
            </dd>
          </div>
        ) : null}
        {availableUntil ? (
          <div>
            <dt>{t("ListingPage.availableUntilLabel")}</dt>
            <dd>
              <time dateTime={availableUntil}>
                {intl.formatDate(new Date(`${availableUntil}T00:00:00Z`), {
                  dateStyle: "long",
                  timeZone: "UTC",
                })}
              </time>
            </dd>
          </div>
        ) : null}
      </dl>
      {disclaimer ? <p className={styles.disclaimer}>{disclaimer}</p> : null}
    </section>
  );
}

/** Pickup place and shipping fees (first item, each additional one). */
export function ListingDelivery({ delivery }: { delivery: DeliveryInfo }) {
  const t = useT();
  if (!delivery.pickup && !delivery.shipping) return null;
  const one = euro(delivery.shipping?.one ?? null);
  const additional = euro(delivery.shipping?.additional ?? null);
  return (
    <section className={styles.card} aria-labelledby="listing-delivery">
      <h2 id="listing-delivery" className={styles.sectionTitle}>
        {t("ListingPage.deliveryTitle")}
      </h2>
      <ul className={styles.deliveryList}>
        {delivery.pickup ? (
          <li>
            <PinIcon width={20} height={20} />
            <span>
              {delivery.place
                ? t("ListingPage.pickupAt", { place: delivery.place })
                : t("ListingPage.pickup")}
            </span>
          </li>
        ) : null}
        {delivery.shipping ? (
          <li>
            <TruckIcon />
            <span>
              {t("ListingPage.shipping")}
              {one ? (
                <span className={styles.fee}>
                  {t("ListingPage.shippingFeeOne", { fee: one })}
                  {additional
                    ? ` · ${t("ListingPage.shippingFeeAdditional", { fee: additional })}`
                    : ""}
                </span>
              ) : null}
            </span>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
