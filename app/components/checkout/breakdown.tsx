import { formatPrice } from "#modules/money";
import {
  LINE_ITEM_CUSTOMER_COMMISSION,
  LINE_ITEM_MINIMUM_ORDER_FEE,
  LINE_ITEM_PICKUP_FEE,
  LINE_ITEM_PROVIDER_COMMISSION,
  LINE_ITEM_SHIPPING_FEE,
  type LineItem,
} from "#modules/pricing";
import { useT } from "~/hooks/use-t";
import styles from "./checkout.module.css";

// Booking lines say what their quantity counts (decision 058: days, nights or started hours).
const BOOKING_LABELS: Record<string, string> = {
  "line-item/day": "OrderBreakdown.bookingDays",
  "line-item/night": "OrderBreakdown.bookingNights",
  "line-item/hour": "OrderBreakdown.bookingHours",
};

const eur = (amount: number) => formatPrice({ amount, currency: "EUR" });

const LABELS: Record<string, string> = {
  [LINE_ITEM_SHIPPING_FEE]: "OrderBreakdown.shippingFee",
  [LINE_ITEM_PICKUP_FEE]: "OrderBreakdown.pickupFee",
  [LINE_ITEM_MINIMUM_ORDER_FEE]: "OrderBreakdown.minimumOrderFee",
  [LINE_ITEM_CUSTOMER_COMMISSION]: "OrderBreakdown.customerCommission",
  [LINE_ITEM_PROVIDER_COMMISSION]: "OrderBreakdown.providerCommission",
};

/**
 * One seller's order as the viewer's line items (spec §6: the customer sees what they pay,
 * the provider its commission and what it receives). Units lines are named by their items,
 * in the order the server put them.
 */
export function Breakdown({
  lineItems,
  items,
  total,
  totalLabel,
}: {
  lineItems: LineItem[];
  items: Array<{ title: string; quantity: number }>;
  total: number;
  totalLabel: string;
}) {
  const t = useT();
  let unitsIndex = 0;
  return (
    <table className={styles.breakdown}>
      <tbody>
        {lineItems.map((line, i) => {
          let label: string;
          if (line.code in LABELS) label = t(LABELS[line.code]!);
          else {
            const item = items[unitsIndex++];
            label = t(BOOKING_LABELS[line.code] ?? "OrderBreakdown.units", {
              title: item?.title ?? "",
              quantity: line.quantity ?? 0,
              price: eur(line.unitPrice.amount),
            });
          }
          if (line.reversal) label = `${t("OrderBreakdown.refund")}: ${label}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id and never reorder
            <tr key={i}>
              <td>{label}</td>
              <td>{eur(line.lineTotal.amount)}</td>
            </tr>
          );
        })}
        <tr className={styles.total}>
          <td>{totalLabel}</td>
          <td>{eur(total)}</td>
        </tr>
      </tbody>
    </table>
  );
}
