import { isUnit } from "#modules/listings";
import { formatPrice, UnsupportedCurrencyError } from "#modules/money";
import { useT } from "~/hooks/use-t";
import styles from "./listing-price.module.css";

/** "€ 3,50 per kg", or "Gratis" for a free listing (spec §9 price display). */
export function ListingPrice({
  price,
  unit,
  size = "md",
}: {
  price: { amount: number; currency: string } | null;
  unit: string | null;
  size?: "md" | "lg";
}) {
  const t = useT();
  if (!price) return null;
  let formatted: string;
  try {
    formatted = formatPrice(price);
  } catch (error) {
    if (error instanceof UnsupportedCurrencyError)
      return <span>{t("Money.unsupportedCurrency", { currency: price.currency })}</span>;
    throw error;
  }
  if (price.amount === 0) {
    return (
      <span className={`${styles.free} ${size === "lg" ? styles.large : ""}`}>{formatted}</span>
    );
  }
  return (
    <span className={`${styles.price} ${size === "lg" ? styles.large : ""}`}>
      <span className={styles.amount}>{formatted}</span>
      {isUnit(unit) ? <span className={styles.unit}> {t(`Units.${unit}`)}</span> : null}
    </span>
  );
}
