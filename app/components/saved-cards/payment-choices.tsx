import type { SavedCardView } from "#modules/saved-cards";
import { MethodName } from "~/components/payments/ideal-wero-logo";
import { useT } from "~/hooks/use-t";
import checkout from "../checkout/checkout.module.css";
import { SavedCardLine, useCardName } from "./saved-card";
import styles from "./saved-cards.module.css";

/** What the page knows for the selector: the saved card with its expiry checked on the server's clock. */
export type PaymentChoicesProps = {
  savedCard: (SavedCardView & { expired: boolean }) | null;
  /** Wero as its own method (PAYMENT_METHODS_WERO). */
  wero: boolean;
};

const LABELS: Record<string, string> = {
  replaceCard: "SavedCardSelector.replaceCard",
  card: "CheckoutPage.methodCard",
  ideal: "CheckoutPage.methodIdeal",
  bancontact: "CheckoutPage.methodBancontact",
  wero: "CheckoutPage.methodWero",
};

/** The choice the form starts on (spec §4): the saved card when there is one, else a one-time card. */
export function initialPaymentChoice(choices: PaymentChoicesProps | undefined): string {
  return choices?.savedCard ? "defaultCard" : "card";
}

/**
 * The checkout's saved-card selector (spec §4; decision 081): with a saved card, pay with it
 * (defaultCard), replace it with a new card (replaceCard), iDEAL | Wero, or a one-time card
 * (onetimeCardPayment, posted as "card"); Bancontact, and Wero when switched on, besides. All
 * are one radio group named `method`, so the choice posts without JavaScript too.
 */
export function PaymentChoiceFields({
  choices,
  method,
  onChange,
}: {
  choices: PaymentChoicesProps | undefined;
  method: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const cardName = useCardName();
  const saved = choices?.savedCard ?? null;
  const values = [
    ...(saved ? ["defaultCard", "replaceCard"] : []),
    "card",
    "ideal",
    "bancontact",
    ...(choices?.wero ? ["wero"] : []),
  ];
  const label = (value: string) =>
    value === "card" && saved ? t("SavedCardSelector.onetimeCardPayment") : t(LABELS[value]!);
  return (
    <>
      <fieldset className={`${checkout.methods} ${styles.choices}`}>
        <legend className="visually-hidden">{t("CheckoutPage.paymentHeading")}</legend>
        {values.map((value) => (
          <label className={`${checkout.method} ${styles.choice}`} key={value}>
            <input
              type="radio"
              name="method"
              value={value}
              checked={method === value}
              onChange={() => onChange(value)}
            />
            {value === "defaultCard" && saved ? (
              <span>
                <span className="visually-hidden">
                  {t("SavedCardSelector.defaultCard", { card: cardName(saved) })}
                </span>
                <span aria-hidden="true">
                  <SavedCardLine card={saved} expired={saved.expired} />
                </span>
              </span>
            ) : (
              <MethodName method={value} label={label(value)} />
            )}
          </label>
        ))}
      </fieldset>
      {/* The expiry was compared with the clock's month and year on the server (loader). */}
      {method === "defaultCard" && saved?.expired ? (
        <p className={checkout.sellerError} role="alert">
          {t("SavedCardSelector.expiredCard")}
        </p>
      ) : null}
    </>
  );
}

/** "Save this card for later" on a one-time card (spec §4). */
export function SaveForLater({ defaultChecked }: { defaultChecked: boolean }) {
  const t = useT();
  return (
    <label className={styles.saveForLater}>
      <input type="checkbox" name="saveCard" defaultChecked={defaultChecked} />
      {t("SavedCardSelector.saveForLater")}
    </label>
  );
}
