import type { ConnectProcessor } from "../connect-types";
import type { CustomerProcessor } from "../customer-types";
import type { Refund, TransferProcessor } from "../transfer-types";
import type { PaymentProcessor } from "../types";
import { caller, createStripeClient, type StripeConfig } from "./client.server";
import { createStripeConnect } from "./connect.server";
import { createStripeCustomers } from "./customers.server";
import { createStripeIntents } from "./intents.server";

/** Every seam interface; refund answers the whole Refund (its status too). */
export type StripeProcessor = Omit<PaymentProcessor, "refund"> & {
  refund(input: Parameters<PaymentProcessor["refund"]>[0]): Promise<Refund>;
} & ConnectProcessor &
  TransferProcessor &
  CustomerProcessor;

/**
 * The Stripe adapter behind the payment seam (decisions 071, 080): the same calls as test
 * mode, against Stripe's API (or the fake server the tests point `api` at).
 */
export function createStripeProcessor(config: StripeConfig): StripeProcessor {
  const stripe = createStripeClient(config);
  const call = caller(config);
  const intents = createStripeIntents({ stripe, call, appUrl: config.appUrl });
  const { latestCharge, ...payments } = intents;
  return {
    mode: "stripe",
    ...payments,
    ...createStripeConnect({
      stripe,
      call,
      publishableKey: config.publishableKey,
      latestCharge,
      retrieveRefund: intents.retrieveRefund,
    }),
    ...createStripeCustomers({ stripe, call, appUrl: config.appUrl }),
  };
}
