import { type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import { FormError } from "~/components/ui/field";
import { useT } from "~/hooks/use-t";
import styles from "./stripe-card.module.css";
import { stripeJsMessage } from "./stripe-error";

/** What the checkout form asks of the card: a payment method id, or the spec's message. */
export type StripeCardHandle = {
  createPaymentMethod(): Promise<{ id: string } | { messageId: string }>;
};

type Loaded = {
  stripe: import("@stripe/stripe-js").Stripe;
  elements: import("@stripe/stripe-js").StripeElements;
};

/**
 * The card in Stripe's Payment Element (decision 080): Stripe.js is loaded only when this
 * renders — on checkout and payment-method pages — by a dynamic import, so no other page's
 * bundle carries it. The card never reaches our server: the element makes a payment method
 * (paymentMethodCreation "manual") and the form posts its id, as test mode's fields do.
 */
export function StripeCard({
  publishableKey,
  amount,
  error,
  ref,
}: {
  publishableKey: string;
  /** In cents; the element shows what fits this amount. */
  amount: number;
  error?: string;
  ref: Ref<StripeCardHandle>;
}) {
  const t = useT();
  const mount = useRef<HTMLDivElement>(null);
  const loaded = useRef<Loaded | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let element: import("@stripe/stripe-js").StripePaymentElement | null = null;
    (async () => {
      const { loadStripe } = await import("@stripe/stripe-js");
      const stripe = await loadStripe(publishableKey);
      if (cancelled) return;
      if (!stripe || !mount.current) {
        setFailed("StripePaymentForm.stripe.apiConnectionError");
        return;
      }
      const elements = stripe.elements({
        mode: "payment",
        amount: Math.max(amount, 1),
        currency: "eur",
        paymentMethodCreation: "manual",
        allowedPaymentMethodTypes: ["card"],
      });
      element = elements.create("payment", { layout: "tabs" });
      element.mount(mount.current);
      loaded.current = { stripe, elements };
    })().catch(() => {
      if (!cancelled) setFailed("StripePaymentForm.stripe.apiConnectionError");
    });
    return () => {
      cancelled = true;
      element?.destroy();
      loaded.current = null;
    };
  }, [publishableKey, amount]);

  useImperativeHandle(ref, () => ({
    async createPaymentMethod() {
      const current = loaded.current;
      if (!current) return { messageId: failed ?? "StripePaymentForm.genericError" };
      const submitted = await current.elements.submit();
      if (submitted.error) return { messageId: stripeJsMessage(submitted.error) };
      const made = await current.stripe.createPaymentMethod({ elements: current.elements });
      if (made.error || !made.paymentMethod) return { messageId: stripeJsMessage(made.error) };
      return { id: made.paymentMethod.id };
    },
  }));

  return (
    <div className={styles.card}>
      {/* Stripe's iframe labels its own fields. */}
      <div ref={mount} />
      <FormError>{failed ? t(failed) : error}</FormError>
    </div>
  );
}

/** The spec's missing-publishable-key message, where a card would be entered. */
export function MissingPublishableKey() {
  const t = useT();
  return <FormError>{t("CheckoutPage.missingPublishableKey")}</FormError>;
}
