import type Stripe from "stripe";
import type { ConnectProcessor } from "../connect-types";
import type { TransferProcessor } from "../transfer-types";
import { type Call, isMissing, isStripeError } from "./client.server";
import { bankAccountParams, toConnectedAccount, toTransfer } from "./shapes";

type Deps = {
  stripe: Stripe;
  call: Call;
  /** Stripe makes account and bank tokens only with the publishable key (as Stripe.js does). */
  publishableKey: string;
  latestCharge(paymentIntentId: string): Promise<string>;
  retrieveRefund: TransferProcessor["retrieveRefund"];
};

/**
 * Connected accounts without a Stripe dashboard (decision 080, architecture: Payments): the
 * platform collects requirements and pays losses and fees, so hobby growers never need a
 * Stripe login; and separate transfers from the checkout's one charge.
 */
export function createStripeConnect({
  stripe,
  call,
  publishableKey,
  latestCharge,
  retrieveRefund,
}: Deps): ConnectProcessor & TransferProcessor {
  const asBrowser = { apiKey: publishableKey };
  /** `call`, with the destination's disabled reason read only when the call failed. */
  async function callWithAccount<T>(reason: () => Promise<string | null>, run: () => Promise<T>) {
    try {
      return await run();
    } catch (error) {
      const disabled = isStripeError(error) ? await reason() : null;
      return call("payment", () => Promise.reject(error), { disabledReason: disabled });
    }
  }
  const capabilities = (names: string[]) =>
    Object.fromEntries(
      names.map((name) => [name, { requested: true }]),
    ) as Stripe.AccountCreateParams.Capabilities;

  return {
    async createBankAccountToken(input) {
      const token = await call("updateAccount", () =>
        stripe.tokens.create({ bank_account: bankAccountParams(input) }, asBrowser),
      );
      return { id: token.id, last4: token.bank_account?.last4 ?? "" };
    },

    async createAccountToken({ accountType, companyName }) {
      const token = await call("createAccount", () =>
        stripe.tokens.create(
          {
            account: {
              business_type: accountType,
              ...(accountType === "company" && companyName
                ? { company: { name: companyName } }
                : {}),
              tos_shown_and_accepted: true,
            },
          },
          asBrowser,
        ),
      );
      return { id: token.id };
    },

    async createAccount(input) {
      const account = await call("createAccount", () =>
        stripe.accounts.create(
          {
            country: input.country,
            email: input.email,
            account_token: input.accountToken,
            external_account: input.bankAccountToken,
            business_profile: { mcc: input.businessProfileMcc, url: input.businessProfileUrl },
            capabilities: capabilities(input.capabilities),
            controller: {
              stripe_dashboard: { type: "none" },
              requirement_collection: "application",
              losses: { payments: "application" },
              fees: { payer: "application" },
            },
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return toConnectedAccount(account);
    },

    async updateAccount(id, input) {
      const params: Stripe.AccountUpdateParams = {};
      if (input.bankAccountToken) params.external_account = input.bankAccountToken;
      if (input.accountToken) params.account_token = input.accountToken;
      if (input.businessProfileUrl) params.business_profile = { url: input.businessProfileUrl };
      return toConnectedAccount(
        await call("updateAccount", () => stripe.accounts.update(id, params)),
      );
    },

    async retrieveAccount(id) {
      try {
        return toConnectedAccount(await stripe.accounts.retrieve(id));
      } catch (error) {
        if (isMissing(error)) return null;
        return call("fetchAccount", () => Promise.reject(error));
      }
    },

    async createAccountLink({ account, refreshUrl, returnUrl, type }) {
      const link = await call("createAccountLink", () =>
        stripe.accountLinks.create({
          account,
          refresh_url: refreshUrl,
          return_url: returnUrl,
          type,
          collection_options: { fields: "currently_due" },
        }),
      );
      return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
    },

    async createTransfer(input) {
      const source = await latestCharge(input.sourcePaymentIntent);
      // A refused transfer to a grower whose verification is not done is spec §8's
      // "payout incomplete": the account's disabled reason says so.
      const disabledReason = async () =>
        (await stripe.accounts.retrieve(input.destination).catch(() => null))?.requirements
          ?.disabled_reason ?? null;
      const transfer = await callWithAccount(disabledReason, () =>
        stripe.transfers.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            destination: input.destination,
            source_transaction: source,
            transfer_group: input.transferGroup,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return toTransfer(transfer, input.sourcePaymentIntent);
    },

    async retrieveTransfer(id) {
      try {
        return toTransfer(await stripe.transfers.retrieve(id, { expand: ["source_transaction"] }));
      } catch (error) {
        if (isMissing(error)) return null;
        return call("payment", () => Promise.reject(error));
      }
    },

    async reverseTransfer({ transferId, amount, idempotencyKey }) {
      const reversal = await call("payment", () =>
        stripe.transfers.createReversal(transferId, { amount }, { idempotencyKey }),
      );
      return { id: reversal.id, amount: reversal.amount };
    },

    retrieveRefund,
  };
}
