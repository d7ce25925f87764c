/**
 * Saved cards (spec §3: Stripe customer with a default payment method; setup intents). The
 * fields Buurtoogst reads, camel-cased. Test mode and the Stripe adapter implement
 * CustomerProcessor.
 */
export type SavedCard = {
  /** pm_… */
  id: string;
  brand: string;
  last4Digits: string;
  expirationMonth: number;
  expirationYear: number;
};

export type SetupIntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "canceled"
  | "succeeded";

export type SetupIntent = {
  id: string;
  clientSecret: string;
  status: SetupIntentStatus;
  paymentMethod: string | null;
  nextActionUrl: string | null;
  /** The customer it saves a card for (cus_…). */
  customer?: string;
  /** Why the last confirmation failed, with the catalogue id of the spec's message. */
  lastSetupError?: { code: string; messageId: string } | null;
};

export interface CustomerProcessor {
  createCustomer(input: {
    email: string;
    name: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string }>;
  createSetupIntent(input: { customer: string; idempotencyKey: string }): Promise<SetupIntent>;
  confirmSetupIntent(id: string, paymentMethod: string, returnUrl: string): Promise<SetupIntent>;
  retrieveSetupIntent(id: string): Promise<SetupIntent | null>;
  /** Attaches and makes it the customer's invoice_settings.default_payment_method. */
  setDefaultPaymentMethod(customer: string, paymentMethod: string): Promise<SavedCard>;
  defaultPaymentMethod(customer: string): Promise<SavedCard | null>;
  detachPaymentMethod(paymentMethod: string): Promise<void>;
  /**
   * Optional (decision 081): a page of the processor's where the card for this setup intent is
   * entered, for a browser without JavaScript; it returns to `returnUrl` with
   * `?setup_intent=…`. Test mode has one; without it a card is saved with JavaScript only.
   */
  hostedSetupUrl?(setupIntentId: string, returnUrl: string): string;
}
