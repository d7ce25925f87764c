import { Form } from "react-router";
import type { TransactionPageData } from "#modules/orders";
import { createSlug } from "#modules/text";
import { useT } from "~/hooks/use-t";
import { Button, ButtonLink } from "../ui/button";
import { SelectField, TextField } from "../ui/field";
import styles from "./transaction-page.module.css";

/**
 * The buyer's way from an enquiry to an order (spec §4 request-payment-after-enquiry): a plain
 * GET form to the listing's checkout with `enquiry={id}`, so the payment turns this very
 * transaction into the order (decision 055). Works without JavaScript. With listings managed by
 * availability the dates are picked on the listing's calendar: the link carries `enquiry={id}`
 * into the booking form, so the booking too turns this transaction into the order.
 */
export function OrderFromEnquiry({
  transactionId,
  offer,
  stockManaged,
}: {
  transactionId: string;
  offer: NonNullable<TransactionPageData["orderFromEnquiry"]>;
  stockManaged: boolean;
}) {
  const t = useT();
  const listingPath = `/l/${createSlug(offer.title)}/${offer.listingId}`;
  if (!stockManaged) {
    return (
      <section className={styles.card} aria-labelledby="order-from-enquiry">
        <h2 id="order-from-enquiry" className={styles.cardHeading}>
          {t("TransactionPage.orderFromEnquiry.heading")}
        </h2>
        <ButtonLink to={`${listingPath}?enquiry=${transactionId}`} full>
          {t("TransactionPage.orderFromEnquiry.toListing")}
        </ButtonLink>
      </section>
    );
  }
  const noStock = offer.maxQuantity !== null && offer.maxQuantity < 1;
  if (offer.deliveryMethods.length === 0 || noStock) {
    return (
      <section className={styles.card} aria-labelledby="order-from-enquiry">
        <h2 id="order-from-enquiry" className={styles.cardHeading}>
          {t("TransactionPage.orderFromEnquiry.heading")}
        </h2>
        <p className={styles.note}>
          {t("TransactionPage.orderFromEnquiry.unavailable", { listingTitle: offer.title })}
        </p>
      </section>
    );
  }
  const single = offer.deliveryMethods.length === 1 ? offer.deliveryMethods[0]! : null;
  return (
    <section className={styles.card} aria-labelledby="order-from-enquiry">
      <h2 id="order-from-enquiry" className={styles.cardHeading}>
        {t("TransactionPage.orderFromEnquiry.heading")}
      </h2>
      <p>{t("TransactionPage.orderFromEnquiry.intro", { listingTitle: offer.title })}</p>
      <Form method="get" action={`${listingPath}/checkout`} className={styles.enquiryOrder}>
        <input type="hidden" name="enquiry" value={transactionId} />
        <TextField
          label={t("ProductOrderForm.quantity")}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={offer.maxQuantity ?? undefined}
          defaultValue={1}
          required
        />
        {single ? (
          <input type="hidden" name="deliveryMethod" value={single} />
        ) : (
          <SelectField
            label={t("ProductOrderForm.deliveryMethod")}
            name="deliveryMethod"
            defaultValue={offer.deliveryMethods[0]}
          >
            {offer.deliveryMethods.map((m) => (
              <option key={m} value={m}>
                {t(m === "pickup" ? "ProductOrderForm.pickup" : "ProductOrderForm.shipping")}
              </option>
            ))}
          </SelectField>
        )}
        <Button type="submit" full>
          {t("TransactionPage.orderFromEnquiry.button")}
        </Button>
      </Form>
    </section>
  );
}
