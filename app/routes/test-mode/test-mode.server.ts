import { type AppLoadContext, data, redirect } from "react-router";
import type { PaymentIntent } from "#modules/payments";
import { safeReturnPath } from "~/auth/return-path";

/** Test mode's own service; its pages are not there when a real processor is chosen. */
export function testPaymentsOf(context: AppLoadContext) {
  const testPayments = context.services.testPayments;
  if (!testPayments) throw data(null, { status: 404 });
  return testPayments;
}

/** The intent of a test-mode page, for its own buyer only (404 to anyone else). */
export async function ownIntent(context: AppLoadContext, userId: string, id: string) {
  testPaymentsOf(context);
  const intent = /^pi_\w{1,60}$/.test(id)
    ? await context.services.payments.retrievePaymentIntent(id)
    : null;
  if (!intent || intent.metadata.customerId !== userId) throw data(null, { status: 404 });
  return intent;
}

/** Back to the checkout's return route, as Stripe does: `?payment_intent=pi_…` appended. */
export function backToCheckout(intent: PaymentIntent, returnUrl: string | null) {
  // Only our own paths, checked as login's return path is (`/\evil.example` is another host).
  const path = safeReturnPath(returnUrl);
  return redirect(`${path}${path.includes("?") ? "&" : "?"}payment_intent=${intent.id}`);
}
