import type { Form } from "./form";
import { list, metadataOf, obj, str } from "./form";
import { cardMethod, outcomeOf } from "./payment-methods";
import { type FakeState, invalid, type StoredObject, StripeFailure } from "./state";

const CONFIRMABLE = new Set([
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
]);

/** PaymentIntents, their charges and refunds, as Stripe answers them. */
export function intentRoutes(state: FakeState) {
  const intent = (id: string) => state.get("payment_intent", id, "payment_intent");

  function change(pi: StoredObject, status: string, eventType: string | null, extra: object = {}) {
    Object.assign(pi, { status }, extra);
    if (eventType) state.emit(eventType, pi);
    return pi;
  }

  function charge(pi: StoredObject) {
    const methodId = pi.payment_method as string;
    const method = state.objects.get(methodId);
    const ch = state.put({
      id: state.id("ch"),
      object: "charge",
      amount: pi.amount,
      amount_captured: pi.amount,
      amount_refunded: 0,
      refunded: false,
      currency: pi.currency,
      paid: true,
      status: "succeeded",
      captured: true,
      payment_intent: pi.id,
      payment_method: methodId,
      payment_method_details: { type: method?.type ?? "card" },
      transfer_group: pi.transfer_group,
      created: state.created(),
      metadata: {},
    });
    state.emit("charge.succeeded", ch);
    return ch;
  }

  function succeed(pi: StoredObject) {
    const ch = charge(pi);
    // setup_future_usage: the card is the customer's once the payment succeeds.
    const method = state.objects.get(pi.payment_method as string);
    if (pi.setup_future_usage && pi.customer && method && !method.customer) {
      method.customer = pi.customer;
      state.emit("payment_method.attached", method);
    }
    return change(pi, "succeeded", "payment_intent.succeeded", {
      latest_charge: ch.id,
      amount_received: pi.amount,
      next_action: null,
      last_payment_error: null,
    });
  }

  function fail(pi: StoredObject, error: Record<string, unknown>) {
    const method = state.objects.get(pi.payment_method as string);
    return change(pi, "requires_payment_method", "payment_intent.payment_failed", {
      next_action: null,
      payment_method: null,
      last_payment_error: { ...error, payment_method: method ?? null },
    });
  }

  function redirect(pi: StoredObject, returnUrl: string) {
    return change(pi, "requires_action", "payment_intent.requires_action", {
      next_action: {
        type: "redirect_to_url",
        redirect_to_url: {
          url: `${state.baseUrl()}/_fake/next_action/${pi.id}`,
          return_url: returnUrl,
        },
      },
    });
  }

  return {
    create(form: Form) {
      const amount = Number(str(form, "amount"));
      const currency = str(form, "currency");
      if (!currency)
        throw invalid("Missing required param: currency.", "currency", "parameter_missing");
      if (!Number.isInteger(amount) || amount < 1) {
        throw invalid("Invalid positive integer", "amount", "parameter_invalid_integer");
      }
      if (currency === "eur" && amount < 50) {
        throw invalid("Amount must be at least €0.50 eur", "amount", "amount_too_small");
      }
      const id = state.id("pi");
      const types = list(form, "allowed_payment_method_types");
      const pi = state.put({
        id,
        object: "payment_intent",
        amount,
        amount_received: 0,
        currency,
        status: "requires_payment_method",
        capture_method: str(form, "capture_method") ?? "automatic",
        client_secret: `${id}_secret_${state.id("s")}`,
        payment_method_types: types.length ? types : ["card"],
        payment_method: null,
        latest_charge: null,
        last_payment_error: null,
        next_action: null,
        transfer_group: str(form, "transfer_group") ?? null,
        metadata: metadataOf(form),
        created: state.created(),
        livemode: false,
      });
      state.emit("payment_intent.created", pi);
      return pi;
    },

    retrieve: intent,

    /** POST /v1/payment_intents/:id: the customer a saved card is paid with (decision 081). */
    update(id: string, form: Form) {
      const pi = intent(id);
      const customer = str(form, "customer");
      if (customer) {
        state.get("customer", customer, "customer");
        pi.customer = customer;
      }
      return pi;
    },

    confirm(id: string, form: Form) {
      const pi = intent(id);
      if (!CONFIRMABLE.has(pi.status as string)) {
        throw new StripeFailure(400, {
          type: "invalid_request_error",
          code: "payment_intent_unexpected_state",
          message: `You cannot confirm this PaymentIntent because it has a status of ${pi.status}.`,
          payment_intent: pi,
        });
      }
      const returnUrl = str(form, "return_url");
      if (!returnUrl || !/^https?:\/\//.test(returnUrl)) {
        throw invalid(
          "Invalid URL: return_url must be an absolute URL",
          "return_url",
          "url_invalid",
        );
      }
      const data = obj(form, "payment_method_data");
      if (data) {
        const type = str(data, "type") ?? "";
        if (!(pi.payment_method_types as string[]).includes(type)) {
          throw invalid(
            `The payment method type "${type}" is invalid.`,
            "payment_method_data[type]",
          );
        }
        if (type === "bancontact" && !str(obj(data, "billing_details"), "name")) {
          throw invalid(
            "Missing required param: billing_details[name].",
            "payment_method_data[billing_details][name]",
            "parameter_missing",
          );
        }
        const method = state.put({
          id: state.id("pm"),
          object: "payment_method",
          type,
          created: state.created(),
          customer: null,
          metadata: {},
          [type]: {},
        });
        pi.payment_method = method.id;
        return redirect(pi, returnUrl);
      }
      const methodId = str(form, "payment_method") ?? (pi.payment_method as string | null);
      if (!methodId)
        throw invalid("You must provide a payment method.", "payment_method", "parameter_missing");
      const method = state.put(cardMethod(state, methodId));
      if (method.customer && method.customer !== pi.customer) {
        throw invalid(
          "The provided PaymentMethod belongs to a different Customer than this PaymentIntent.",
          "payment_method",
        );
      }
      const usage = str(form, "setup_future_usage");
      if (usage) pi.setup_future_usage = usage;
      pi.payment_method = method.id;
      const outcome = outcomeOf(method);
      if (outcome.kind === "3ds") return redirect(pi, returnUrl);
      if (outcome.kind === "decline") {
        const error = {
          type: "card_error",
          code: outcome.code,
          ...(outcome.decline_code ? { decline_code: outcome.decline_code } : {}),
          message: outcome.message,
        };
        const failed = fail(pi, error);
        throw new StripeFailure(402, { ...error, payment_intent: structuredClone(failed) });
      }
      return succeed(pi);
    },

    cancel(id: string) {
      const pi = intent(id);
      if (pi.status === "succeeded" || pi.status === "canceled" || pi.status === "processing") {
        throw new StripeFailure(400, {
          type: "invalid_request_error",
          code: "payment_intent_unexpected_state",
          message: `You cannot cancel this PaymentIntent because it has a status of ${pi.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
        });
      }
      return change(pi, "canceled", "payment_intent.canceled", { next_action: null });
    },

    /** The page next_action sends the buyer to; ?outcome=approve|fail stands for their choice. */
    visit(id: string, outcome: string) {
      const pi = intent(id);
      if (pi.status !== "requires_action") return pi;
      const method = state.objects.get(pi.payment_method as string);
      if (outcome === "approve") return succeed(pi);
      return fail(
        pi,
        method?.type === "card"
          ? {
              type: "invalid_request_error",
              code: "payment_intent_authentication_failure",
              message: "The provided PaymentMethod has failed authentication.",
            }
          : {
              type: "invalid_request_error",
              code: "payment_method_provider_decline",
              message: "The payment was declined by the bank.",
            },
      );
    },

    refund(form: Form) {
      const piId = str(form, "payment_intent");
      if (!piId)
        throw invalid(
          "Missing required param: payment_intent.",
          "payment_intent",
          "parameter_missing",
        );
      const pi = intent(piId);
      if (pi.status !== "succeeded") {
        throw invalid(
          `PaymentIntent ${pi.id} does not have a successful charge to refund.`,
          "payment_intent",
          "charge_not_refundable",
        );
      }
      const ch = state.get("charge", pi.latest_charge as string);
      const left = (ch.amount as number) - (ch.amount_refunded as number);
      const amount = str(form, "amount") ? Number(str(form, "amount")) : left;
      if (!Number.isInteger(amount) || amount < 1)
        throw invalid("Invalid positive integer", "amount");
      if (amount > left) {
        throw invalid(
          `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${(left / 100).toFixed(2)})`,
          "amount",
          "amount_too_large",
        );
      }
      const type = (ch.payment_method_details as { type: string }).type;
      const refund = state.put({
        id: state.id("re"),
        object: "refund",
        amount,
        charge: ch.id,
        payment_intent: pi.id,
        currency: pi.currency,
        // Bank methods' refunds take a while at Stripe; cards' are immediate in test mode.
        status: type === "card" ? "succeeded" : "pending",
        reason: str(form, "reason") ?? null,
        failure_reason: null,
        metadata: metadataOf(form),
        created: state.created(),
      });
      ch.amount_refunded = (ch.amount_refunded as number) + amount;
      ch.refunded = ch.amount_refunded === ch.amount;
      state.emit("refund.created", refund);
      state.emit("charge.refunded", ch);
      return refund;
    },

    /** A test's hand on a pending refund: the bank finished (or refused) it. */
    settleRefund(id: string, status: "succeeded" | "failed") {
      const refund = state.get("refund", id);
      refund.status = status;
      if (status === "failed") {
        refund.failure_reason = "expired_or_canceled_card";
        const ch = state.get("charge", refund.charge as string);
        ch.amount_refunded = (ch.amount_refunded as number) - (refund.amount as number);
        state.emit("refund.failed", refund);
      }
      state.emit("refund.updated", refund);
      return refund;
    },
  };
}
