import type Stripe from "stripe";
import { AppError } from "#modules/errors";
import type { CustomerProcessor } from "../customer-types";
import { type Call, factsOf, isMissing, isStripeError } from "./client.server";
import { toSavedCard, toSetupIntent } from "./shapes";

type Deps = { stripe: Stripe; call: Call; appUrl: string };

/** Saved cards at Stripe (spec §3): a customer, setup intents, the default payment method. */
export function createStripeCustomers({ stripe, call, appUrl }: Deps): CustomerProcessor {
  const card = (method: Stripe.PaymentMethod) => {
    const saved = toSavedCard(method);
    if (!saved)
      throw new AppError("validation-invalid-params", 400, "StripePaymentForm.missingCard");
    return saved;
  };

  return {
    async createCustomer({ email, name, metadata, idempotencyKey }) {
      const customer = await call("createCustomer", () =>
        stripe.customers.create({ email, name, metadata }, { idempotencyKey }),
      );
      return { id: customer.id };
    },

    async createSetupIntent({ customer, idempotencyKey }) {
      const intent = await call("createSetupIntent", () =>
        stripe.setupIntents.create(
          { customer, allowed_payment_method_types: ["card"], usage: "off_session" },
          { idempotencyKey },
        ),
      );
      return toSetupIntent(intent);
    },

    async confirmSetupIntent(id, paymentMethod, returnUrl) {
      try {
        const intent = await stripe.setupIntents.confirm(id, {
          payment_method: paymentMethod,
          return_url: new URL(returnUrl, appUrl).toString(),
        });
        return toSetupIntent(intent);
      } catch (error) {
        // A declined card is an answer: the setup intent now waits for another card.
        if (isStripeError(error) && factsOf(error).kind === "card_error") {
          return toSetupIntent(await stripe.setupIntents.retrieve(id));
        }
        return call("addPaymentMethod", () => Promise.reject(error));
      }
    },

    async retrieveSetupIntent(id) {
      try {
        return toSetupIntent(await stripe.setupIntents.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return null;
        return call("createSetupIntent", () => Promise.reject(error));
      }
    },

    async setDefaultPaymentMethod(customer, paymentMethod) {
      let method = await call("updatePaymentMethod", () =>
        stripe.paymentMethods.retrieve(paymentMethod),
      );
      const owner = typeof method.customer === "string" ? method.customer : method.customer?.id;
      if (owner !== customer) {
        method = await call("addPaymentMethod", () =>
          stripe.paymentMethods.attach(paymentMethod, { customer }),
        );
      }
      await call("updatePaymentMethod", () =>
        stripe.customers.update(customer, {
          // Attaching one of Stripe's test methods (pm_card_visa) makes a new id.
          invoice_settings: { default_payment_method: method.id },
        }),
      );
      return card(method);
    },

    async defaultPaymentMethod(customer) {
      let found: Stripe.Customer | Stripe.DeletedCustomer;
      try {
        found = await stripe.customers.retrieve(customer, {
          expand: ["invoice_settings.default_payment_method"],
        });
      } catch (error) {
        if (isMissing(error)) return null;
        return call("fetchCustomer", () => Promise.reject(error));
      }
      if (found.deleted) return null;
      const method = found.invoice_settings?.default_payment_method;
      return method && typeof method === "object" ? toSavedCard(method) : null;
    },

    async detachPaymentMethod(paymentMethod) {
      await call("updatePaymentMethod", () => stripe.paymentMethods.detach(paymentMethod));
    },
  };
}
