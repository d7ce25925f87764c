import { formatPrice } from "#modules/money";
import { useT } from "~/hooks/use-t";
import styles from "./order-breakdown.module.css";

export type BreakdownFigures = {
  subtotal: number;
  shippingFee: number;
  pickupFee: number;
  minimumOrderFee: number;
  customerCommission: number;
  total: number;
};

const euro = (amount: number) => formatPrice({ amount, currency: "EUR" });

/** What the buyer pays one seller: goods, each fee that applies, and the total. */
export function OrderBreakdown({
  figures,
  totalLabel,
}: {
  figures: BreakdownFigures;
  totalLabel?: string;
}) {
  const t = useT();
  const rows: Array<[string, number]> = [[t("CartPage.subtotal"), figures.subtotal]];
  if (figures.shippingFee > 0) rows.push([t("CartPage.shippingFee"), figures.shippingFee]);
  if (figures.pickupFee > 0) rows.push([t("CartPage.pickupFee"), figures.pickupFee]);
  if (figures.minimumOrderFee > 0) {
    rows.push([t("CartPage.minimumOrderFee"), figures.minimumOrderFee]);
  }
  if (figures.customerCommission > 0) {
    rows.push([t("CartPage.customerCommission"), figures.customerCommission]);
  }
  return (
    <dl className={styles.breakdown}>
      {rows.map(([label, amount]) => (
        <div key={label} className={styles.row}>
          <dt>{label}</dt>
          <dd>{euro(amount)}</dd>
        </div>
      ))}
      <div className={`${styles.row} ${styles.total}`}>
        <dt>{totalLabel ?? t("CartPage.grandTotal")}</dt>
        <dd data-testid="breakdown-total">{euro(figures.total)}</dd>
      </div>
    </dl>
  );
}
