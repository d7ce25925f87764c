import type { Form } from "./form";
import { metadataOf, obj, str } from "./form";
import { cardMethod, outcomeOf } from "./payment-methods";
import { type FakeState, invalid, type StoredObject, StripeFailure } from "./state";

/** Customers, setup intents and payment methods (saved cards). */
export function customerRoutes(state: FakeState) {
  function attach(methodId: string, customer: string): StoredObject {
    state.get("customer", customer, "customer");
    const template = cardMethod(state, methodId);
    if (template.customer && template.customer !== customer) {
      throw invalid(
        "The payment method you provided has already been attached to a customer.",
        "payment_method",
        "payment_method_unexpected_state",
      );
    }
    if (template.customer === customer) return template;
    // Attaching one of Stripe's test ids makes a new payment method, as Stripe does.
    const method: StoredObject = state.objects.has(methodId)
      ? template
      : state.put({ ...template, id: state.id("pm"), fake_source: methodId });
    method.customer = customer;
    state.emit("payment_method.attached", method);
    return method;
  }

  return {
    createCustomer(form: Form) {
      const customer = state.put({
        id: state.id("cus"),
        object: "customer",
        email: str(form, "email") ?? null,
        name: str(form, "name") ?? null,
        invoice_settings: { default_payment_method: null },
        metadata: metadataOf(form),
        created: state.created(),
      });
      return customer;
    },

    updateCustomer(id: string, form: Form) {
      const customer = state.get("customer", id, "customer");
      const method = str(obj(form, "invoice_settings"), "default_payment_method");
      if (method !== undefined) {
        const pm = method ? state.get("payment_method", method, "PaymentMethod") : null;
        if (pm && pm.customer !== id) {
          throw invalid(
            `The customer does not have a payment method with the ID ${method}. The payment method must be attached to the customer.`,
            "invoice_settings[default_payment_method]",
            "resource_missing",
          );
        }
        customer.invoice_settings = { default_payment_method: method || null };
      }
      return customer;
    },

    createSetupIntent(form: Form) {
      const customer = str(form, "customer");
      if (customer) state.get("customer", customer, "customer");
      const id = state.id("seti");
      return state.put({
        id,
        object: "setup_intent",
        customer: customer ?? null,
        status: "requires_payment_method",
        client_secret: `${id}_secret_${state.id("s")}`,
        payment_method: null,
        next_action: null,
        usage: str(form, "usage") ?? "off_session",
        created: state.created(),
      });
    },

    confirmSetupIntent(id: string, form: Form) {
      const intent = state.get("setup_intent", id, "setup_intent");
      const methodId = str(form, "payment_method");
      if (!methodId)
        throw invalid(
          "Missing required param: payment_method.",
          "payment_method",
          "parameter_missing",
        );
      const method = intent.customer
        ? attach(methodId, intent.customer as string)
        : state.put(cardMethod(state, methodId));
      intent.payment_method = method.id;
      const outcome = outcomeOf(method);
      if (outcome.kind === "3ds") {
        intent.status = "requires_action";
        intent.next_action = {
          type: "redirect_to_url",
          redirect_to_url: {
            url: `${state.baseUrl()}/_fake/next_action/${id}`,
            return_url: str(form, "return_url"),
          },
        };
      } else if (outcome.kind === "decline") {
        // As Stripe: a 402 card error; the intent waits for another method, the card is not kept.
        method.customer = null;
        const error = {
          type: "card_error",
          code: outcome.code,
          ...(outcome.decline_code ? { decline_code: outcome.decline_code } : {}),
          message: outcome.message,
        };
        intent.status = "requires_payment_method";
        intent.payment_method = null;
        intent.last_setup_error = { ...error, payment_method: method };
        state.emit("setup_intent.setup_failed", intent);
        throw new StripeFailure(402, { ...error, setup_intent: structuredClone(intent) });
      } else {
        intent.status = "succeeded";
        state.emit("setup_intent.succeeded", intent);
      }
      return intent;
    },

    attach: (methodId: string, form: Form) => attach(methodId, str(form, "customer") ?? ""),

    detach(methodId: string) {
      const method = state.get("payment_method", methodId, "PaymentMethod");
      if (!method.customer)
        throw invalid(
          "The payment method you provided is not attached to a customer so detachment is impossible.",
          undefined,
          "payment_method_unexpected_state",
        );
      const customer = state.objects.get(method.customer as string);
      const settings = customer?.invoice_settings as
        | { default_payment_method: string | null }
        | undefined;
      if (settings?.default_payment_method === methodId) settings.default_payment_method = null;
      method.customer = null;
      state.emit("payment_method.detached", method);
      return method;
    },

    retrieveMethod: (methodId: string) => cardMethod(state, methodId),
  };
}
