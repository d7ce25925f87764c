import { type FormEvent, useRef, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { COUNTRIES } from "#modules/checkout";
import { formatPrice } from "#modules/money";
import type { LineItem } from "#modules/pricing";
import { needsCardEntry } from "#modules/saved-cards";
import { useHydrated } from "~/components/location/use-hydrated";
import {
  initialPaymentChoice,
  PaymentChoiceFields,
  type PaymentChoicesProps,
  SaveForLater,
} from "~/components/saved-cards/payment-choices";
import { StripeCard, type StripeCardHandle } from "~/components/stripe/stripe-card";
import { Button } from "~/components/ui/button";
import { FieldRow, FormError, SelectField, TextArea, TextField } from "~/components/ui/field";
import { useMessage } from "~/hooks/use-message";
import { useT } from "~/hooks/use-t";
import { useRootData } from "~/root-data";
import { BookingSummary, type CheckoutBooking } from "./booking-summary";
import { Breakdown } from "./breakdown";
import { CardFields, createTestPaymentMethod, readCardFields } from "./card-fields";
import styles from "./checkout.module.css";

export type CheckoutSeller =
  | {
      ok: true;
      providerName: string;
      deliveryMethod: "pickup" | "shipping";
      items: Array<{ listingId: string; title: string; quantity: number }>;
      lineItems: LineItem[];
      payinTotal: number;
      booking?: CheckoutBooking | null;
    }
  | { ok: false; messageId: string; listingId: string | null };

export type CheckoutFormProps = {
  sellers: CheckoutSeller[];
  /** Titles of the listings, to name the item an error is about. */
  titles: Record<string, string>;
  idempotencyKey: string;
  /** What the page showed (checkout.server.ts shownVersion): paying checks it. */
  shownVersion?: string;
  formError?: string | null;
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  defaultCountry: string;
  back: { to: string; label: string };
  inProgress: boolean;
  /** The saved-card selector and Wero (decision 081). */
  paymentChoices?: PaymentChoicesProps;
};

const COUNTRY_LABELS = {
  NL: "CheckoutPage.countryNL",
  BE: "CheckoutPage.countryBE",
  DE: "CheckoutPage.countryDE",
} as const;

/** The test mode's notice, on every checkout page (decision 040); not with Stripe (080). */
export function TestModeNotice() {
  const t = useT();
  if (useRootData()?.config.stripePublishableKey) return null;
  return (
    <p className={styles.testMode} role="note">
      {t("CheckoutPage.testModeNotice")}
    </p>
  );
}

function CountrySelect({ name, value, error }: { name: string; value: string; error?: string }) {
  const t = useT();
  return (
    <SelectField
      label={t("CheckoutPage.countryLabel")}
      name={name}
      defaultValue={value}
      error={error}
      required
    >
      {COUNTRIES.map((c) => (
        <option key={c} value={c}>
          {t(COUNTRY_LABELS[c])}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * The pay form (spec §2): per seller the items and breakdown with an optional message and,
 * when that seller ships, a shipping address; billing name and address; card, iDEAL or
 * Bancontact; the 15-minute note. Field names are read by checkout.server.ts.
 *
 * The card never goes to our server (decision 071): with JavaScript the card inputs, which
 * have no names, are tokenised on submit and only the payment method id (or the card form's
 * error) is posted; without JavaScript the buyer enters the card on the test processor's
 * hosted page after "Betaal".
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const t = useT();
  const message = useMessage();
  const v = props.values ?? {};
  const errors = props.fieldErrors ?? {};
  const err = (name: string) => message(errors[name]);
  const [method, setMethod] = useState(v.method ?? initialPaymentChoice(props.paymentChoices));
  const ships = props.sellers.some((s) => s.ok && s.deliveryMethod === "shipping");
  // Ticked for a shipping order unless the buyer unticked it or has a billing address already.
  const [sameAsShipping, setSameAsShipping] = useState(
    ships && (v.billingSameAsShipping === "on" || v.billingLine1 === undefined),
  );
  const country = v.billingCountry ?? props.defaultCountry;
  const blocked = props.sellers.some((s) => !s.ok);
  const total = props.sellers.reduce((sum, s) => sum + (s.ok ? s.payinTotal : 0), 0);
  const hydrated = useHydrated();
  const submit = useSubmit();
  const cardRef = useRef<HTMLDivElement>(null);
  const paymentMethodRef = useRef<HTMLInputElement>(null);
  const cardErrorRef = useRef<HTMLInputElement>(null);
  const [tokenising, setTokenising] = useState(false);
  // With Stripe, Stripe.js's Payment Element makes the payment method (decision 080).
  const stripeKey = useRootData()?.config.stripePublishableKey ?? null;
  const stripeCard = useRef<StripeCardHandle>(null);
  async function tokeniseCard(event: FormEvent<HTMLFormElement>) {
    const fields = cardRef.current;
    const stripe = stripeCard.current;
    // The saved card and the banks need no card; without JavaScript the hosted card page takes it.
    if (!needsCardEntry(method) || (!fields && !stripe)) return;
    event.preventDefault();
    if (tokenising) return;
    const form = event.currentTarget;
    setTokenising(true);
    const made = stripe
      ? await stripe.createPaymentMethod()
      : await createTestPaymentMethod(readCardFields(fields!));
    setTokenising(false);
    paymentMethodRef.current!.value = "id" in made ? made.id : "";
    cardErrorRef.current!.value = "id" in made ? "" : made.messageId;
    submit(form);
  }
  const named = (ref: string | null | undefined, listingId: string | null | undefined) => {
    const text = message(ref);
    const title = listingId ? props.titles[listingId] : undefined;
    return text && title ? `${title}: ${text}` : text;
  };

  return (
    <Form method="post" noValidate onSubmit={tokeniseCard}>
      <input type="hidden" name="idempotencyKey" value={props.idempotencyKey} />
      <input type="hidden" name="paymentMethod" defaultValue="" ref={paymentMethodRef} />
      <input type="hidden" name="cardError" defaultValue="" ref={cardErrorRef} />
      {props.shownVersion ? (
        <input type="hidden" name="shownVersion" value={props.shownVersion} />
      ) : null}
      <FormError>{named(props.formError, errors._listing)}</FormError>
      {props.sellers.map((seller, i) =>
        seller.ok ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: one section per seller, in cart order
          <section className={styles.card} key={i} aria-labelledby={`seller-${i}`}>
            <h2 id={`seller-${i}`}>
              {t("CheckoutPage.sellerHeading", { name: seller.providerName })}
            </h2>
            {seller.booking ? (
              <BookingSummary booking={seller.booking} />
            ) : (
              <p className={styles.note}>
                {t(
                  seller.deliveryMethod === "shipping"
                    ? "CheckoutPage.deliveryShipping"
                    : "CheckoutPage.deliveryPickup",
                )}
              </p>
            )}
            <Breakdown
              lineItems={seller.lineItems}
              items={seller.items}
              total={seller.payinTotal}
              totalLabel={t("OrderBreakdown.totalToPay")}
            />
            <TextArea
              label={t("CheckoutPage.messageLabel", { name: seller.providerName })}
              name={`message-${i}`}
              placeholder={t("CheckoutPage.messagePlaceholder")}
              maxLength={5000}
              rows={2}
              defaultValue={v[`message-${i}`]}
              error={err(`message-${i}`)}
            />
            {seller.deliveryMethod === "shipping" ? (
              <fieldset className={styles.methods}>
                <legend>{t("CheckoutPage.shippingHeading")}</legend>
                <TextField
                  label={t("CheckoutPage.recipientNameLabel")}
                  name={`ship-${i}-name`}
                  autoComplete="shipping name"
                  required
                  defaultValue={v[`ship-${i}-name`]}
                  error={err(`ship-${i}-name`)}
                />
                <TextField
                  label={t("CheckoutPage.streetLabel")}
                  name={`ship-${i}-line1`}
                  autoComplete="shipping address-line1"
                  required
                  defaultValue={v[`ship-${i}-line1`]}
                  error={err(`ship-${i}-line1`)}
                />
                <TextField
                  label={t("CheckoutPage.apartmentLabel")}
                  name={`ship-${i}-line2`}
                  autoComplete="shipping address-line2"
                  defaultValue={v[`ship-${i}-line2`]}
                />
                <FieldRow>
                  <TextField
                    label={t("CheckoutPage.postalCodeLabel")}
                    name={`ship-${i}-postalCode`}
                    autoComplete="shipping postal-code"
                    required
                    defaultValue={v[`ship-${i}-postalCode`]}
                    error={err(`ship-${i}-postalCode`)}
                  />
                  <TextField
                    label={t("CheckoutPage.cityLabel")}
                    name={`ship-${i}-city`}
                    autoComplete="shipping address-level2"
                    required
                    defaultValue={v[`ship-${i}-city`]}
                    error={err(`ship-${i}-city`)}
                  />
                </FieldRow>
                <FieldRow>
                  <TextField
                    label={t("CheckoutPage.stateLabel")}
                    name={`ship-${i}-state`}
                    autoComplete="shipping address-level1"
                    defaultValue={v[`ship-${i}-state`]}
                  />
                  <CountrySelect
                    name={`ship-${i}-country`}
                    value={v[`ship-${i}-country`] ?? props.defaultCountry}
                    error={err(`ship-${i}-country`)}
                  />
                </FieldRow>
                <TextField
                  label={t("CheckoutPage.phoneLabel")}
                  name={`ship-${i}-phone`}
                  type="tel"
                  autoComplete="tel"
                  defaultValue={v[`ship-${i}-phone`]}
                />
              </fieldset>
            ) : null}
          </section>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: one section per seller, in cart order
          <section className={styles.card} key={i}>
            <p className={styles.sellerError} role="alert">
              {named(seller.messageId, seller.listingId)}
            </p>
          </section>
        ),
      )}

      {blocked ? (
        <div className={styles.card}>
          <p>{t("CheckoutPage.cannotCheckout")}</p>
          <Link to={props.back.to}>{props.back.label}</Link>
        </div>
      ) : (
        <>
          <section className={styles.card} aria-labelledby="billing">
            <h2 id="billing">{t("CheckoutPage.billingHeading")}</h2>
            {ships ? (
              <label className={styles.method}>
                <input
                  type="checkbox"
                  name="billingSameAsShipping"
                  checked={sameAsShipping}
                  onChange={(event) => setSameAsShipping(event.currentTarget.checked)}
                />
                {t("CheckoutPage.billingSameAsShipping")}
              </label>
            ) : null}
            {sameAsShipping ? null : (
              <>
                <TextField
                  label={t("CheckoutPage.billingNameLabel")}
                  name="billingName"
                  autoComplete="billing name"
                  required
                  defaultValue={v.billingName}
                  error={err("billingName")}
                />
                <TextField
                  label={t("CheckoutPage.addressLine1Label")}
                  name="billingLine1"
                  autoComplete="billing address-line1"
                  required
                  defaultValue={v.billingLine1}
                  error={err("billingLine1")}
                />
                <TextField
                  label={t("CheckoutPage.addressLine2Label")}
                  name="billingLine2"
                  autoComplete="billing address-line2"
                  defaultValue={v.billingLine2}
                />
                <FieldRow>
                  <TextField
                    label={t("CheckoutPage.postalCodeLabel")}
                    name="billingPostalCode"
                    autoComplete="billing postal-code"
                    required
                    defaultValue={v.billingPostalCode}
                    error={err("billingPostalCode")}
                  />
                  <TextField
                    label={t("CheckoutPage.cityLabel")}
                    name="billingCity"
                    autoComplete="billing address-level2"
                    required
                    defaultValue={v.billingCity}
                    error={err("billingCity")}
                  />
                </FieldRow>
                <CountrySelect
                  name="billingCountry"
                  value={country}
                  error={err("billingCountry")}
                />
              </>
            )}
          </section>

          <section className={styles.card} aria-labelledby="payment">
            <h2 id="payment">{t("CheckoutPage.paymentHeading")}</h2>
            <PaymentChoiceFields
              choices={props.paymentChoices}
              method={method}
              onChange={setMethod}
            />
            {method === "defaultCard" ? null : !needsCardEntry(method) ? (
              <p className={styles.note}>{t("CheckoutPage.redirectNote")}</p>
            ) : hydrated && stripeKey ? (
              <StripeCard
                ref={stripeCard}
                publishableKey={stripeKey}
                amount={total}
                error={err("card")}
              />
            ) : hydrated ? (
              <div ref={cardRef}>
                <CardFields error={err("card")} />
              </div>
            ) : (
              // Stripe takes a card only through Stripe.js: without JavaScript, only the banks.
              <p className={styles.note}>
                {t(
                  stripeKey ? "CheckoutPage.cardNeedsJavaScript" : "CheckoutPage.cardNextPageNote",
                )}
              </p>
            )}
            {method === "card" ? <SaveForLater defaultChecked={v.saveCard === "on"} /> : null}
            <div className={styles.grandTotal}>
              <span>{t("CheckoutPage.total")}</span>
              <span>{formatPrice({ amount: total, currency: "EUR" })}</span>
            </div>
            <p className={styles.note}>
              {t(
                props.sellers.some((seller) => seller.ok && seller.booking)
                  ? "CheckoutPage.paymentWindowNoteBooking"
                  : "CheckoutPage.paymentWindowNote",
              )}
            </p>
            <Button full inProgress={props.inProgress || tokenising}>
              {t("CheckoutPage.submitPayment", {
                amount: formatPrice({ amount: total, currency: "EUR" }),
              })}
            </Button>
          </section>
        </>
      )}
    </Form>
  );
}
