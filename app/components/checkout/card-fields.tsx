import { TextField } from "~/components/ui/field";
import { useT } from "~/hooks/use-t";
import styles from "./checkout.module.css";

/**
 * Test mode's card inputs, as Stripe's Payment Element shows them. On the checkout form they
 * have no names, so the card never reaches our checkout action: the form tokenises them in
 * the browser (decision 071). Only test mode's hosted card page posts them, to the test
 * processor itself, under `names`.
 */
export function CardFields({
  error,
  names,
}: {
  error?: string;
  names?: { number: string; expMonth: string; expYear: string; cvc: string };
}) {
  const t = useT();
  return (
    <div className={styles.cardFields}>
      <TextField
        label={t("CheckoutPage.cardNumberLabel")}
        name={names?.number}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        error={error}
      />
      <TextField
        label={t("CheckoutPage.cardExpMonthLabel")}
        name={names?.expMonth}
        inputMode="numeric"
        autoComplete="cc-exp-month"
        maxLength={2}
      />
      <TextField
        label={t("CheckoutPage.cardExpYearLabel")}
        name={names?.expYear}
        inputMode="numeric"
        autoComplete="cc-exp-year"
        maxLength={4}
      />
      <TextField
        label={t("CheckoutPage.cardCvcLabel")}
        name={names?.cvc}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
      />
    </div>
  );
}

/** What the card inputs inside `root` hold, read by their autocomplete purpose. */
export function readCardFields(root: ParentNode) {
  const value = (purpose: string) =>
    root.querySelector<HTMLInputElement>(`input[autocomplete="${purpose}"]`)?.value ?? "";
  return {
    number: value("cc-number"),
    expMonth: value("cc-exp-month"),
    expYear: value("cc-exp-year"),
    cvc: value("cc-csc"),
  };
}

/**
 * Test mode's tokenisation (POST /test-mode/v1/payment_methods, Stripe's shape): the card
 * goes to the test processor's endpoint and a payment method id comes back, or the card
 * form's error as a catalogue id.
 */
export async function createTestPaymentMethod(
  card: ReturnType<typeof readCardFields>,
): Promise<{ id: string } | { messageId: string }> {
  const body = new URLSearchParams({
    type: "card",
    "card[number]": card.number,
    "card[exp_month]": card.expMonth,
    "card[exp_year]": card.expYear,
    "card[cvc]": card.cvc,
  });
  try {
    const response = await fetch("/test-mode/v1/payment_methods", { method: "POST", body });
    const json = (await response.json()) as {
      id?: string;
      error?: { message_id?: string };
    };
    if (response.ok && json.id) return { id: json.id };
    return { messageId: json.error?.message_id ?? "CheckoutPage.paymentFailed" };
  } catch {
    return { messageId: "CheckoutPage.paymentFailed" };
  }
}
