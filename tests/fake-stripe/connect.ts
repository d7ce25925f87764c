import type { Form } from "./form";
import { metadataOf, obj, str } from "./form";
import { type FakeState, invalid, StripeFailure } from "./state";

const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/;

/** Tokens, dashboard-less connected accounts, account links, transfers and their reversals. */
export function connectRoutes(state: FakeState) {
  return {
    token(form: Form, apiKey: string) {
      const account = obj(form, "account");
      const bank = obj(form, "bank_account");
      if (account) {
        // Stripe makes account tokens only with the publishable key.
        if (!apiKey.startsWith("pk_")) {
          throw invalid(
            "You must use a publishable key to create an account token.",
            "account",
            "secret_key_required",
          );
        }
        if (str(account, "tos_shown_and_accepted") !== "true") {
          throw invalid("You must accept the terms of service.", "account[tos_shown_and_accepted]");
        }
        return state.put({
          id: state.id("ct"),
          object: "token",
          type: "account",
          used: false,
          created: state.created(),
          fake_account: {
            business_type: str(account, "business_type") ?? "individual",
            company: obj(account, "company") ?? null,
          },
        });
      }
      if (bank) {
        const number = str(bank, "account_number") ?? "";
        const country = str(bank, "country");
        if (!country || !str(bank, "currency"))
          throw invalid(
            "Missing required param: bank_account[country].",
            "bank_account[country]",
            "parameter_missing",
          );
        if (/^[A-Z]{2}\d{2}/.test(number) && !IBAN.test(number)) {
          throw invalid(
            "The IBAN you provided is invalid.",
            "bank_account[account_number]",
            "account_number_invalid",
          );
        }
        return state.put({
          id: state.id("btok"),
          object: "token",
          type: "bank_account",
          used: false,
          created: state.created(),
          bank_account: {
            id: state.id("ba"),
            object: "bank_account",
            country,
            currency: str(bank, "currency"),
            last4: number.slice(-4),
            account_holder_name: str(bank, "account_holder_name") ?? null,
            account_holder_type: str(bank, "account_holder_type") ?? null,
            routing_number: str(bank, "routing_number") ?? null,
            status: "new",
          },
        });
      }
      throw invalid(
        "You must supply either a card, customer, PII data, bank account, or account legal entity to create a token.",
        undefined,
        "parameter_missing",
      );
    },

    createAccount(form: Form) {
      const controller = obj(form, "controller");
      if (
        str(obj(controller, "stripe_dashboard"), "type") !== "none" ||
        str(controller, "requirement_collection") !== "application"
      ) {
        throw invalid(
          "This platform creates only accounts without a Stripe dashboard.",
          "controller",
        );
      }
      const tokenId = str(form, "account_token");
      const token = tokenId ? state.get("token", tokenId, "token") : null;
      if (token?.type !== "account")
        throw invalid(
          "Missing required param: account_token.",
          "account_token",
          "parameter_missing",
        );
      const id = state.id("acct");
      const capabilities = Object.fromEntries(
        Object.keys(obj(form, "capabilities") ?? {}).map((name) => [name, "active"]),
      );
      const account = state.put({
        id,
        object: "account",
        country: str(form, "country"),
        email: str(form, "email") ?? null,
        default_currency: "eur",
        business_type: (token.fake_account as { business_type: string }).business_type,
        business_profile: {
          mcc: str(obj(form, "business_profile"), "mcc") ?? null,
          url: str(obj(form, "business_profile"), "url") ?? null,
        },
        capabilities,
        controller: {
          type: "application",
          stripe_dashboard: { type: "none" },
          requirement_collection: "application",
          losses: { payments: "application" },
          fees: { payer: "application" },
        },
        charges_enabled: true,
        payouts_enabled: true,
        details_submitted: true,
        requirements: {
          currently_due: [],
          past_due: [],
          eventually_due: [],
          disabled_reason: null,
        },
        external_accounts: {
          object: "list",
          data: [] as unknown[],
          has_more: false,
          url: `/v1/accounts/${id}/external_accounts`,
        },
        metadata: metadataOf(form),
        created: state.created(),
      });
      token.used = true;
      this.attachBank(account, str(form, "external_account"));
      state.emit("account.updated", account, id);
      return account;
    },

    attachBank(account: Record<string, unknown>, tokenId: string | undefined) {
      if (!tokenId) return;
      const token = state.get("token", tokenId, "token");
      if (token.used && token.type === "bank_account")
        throw invalid(
          `You cannot use a Stripe token more than once: ${tokenId}.`,
          "external_account",
          "token_already_used",
        );
      token.used = true;
      const bank = { ...(token.bank_account as object), account: account.id };
      (account.external_accounts as { data: unknown[] }).data = [bank];
    },

    updateAccount(id: string, form: Form) {
      const account = state.get("account", id, "account");
      this.attachBank(account, str(form, "external_account"));
      const url = str(obj(form, "business_profile"), "url");
      if (url) (account.business_profile as Record<string, unknown>).url = url;
      state.emit("account.updated", account, id);
      return account;
    },

    accountLink(form: Form) {
      const account = state.get("account", str(form, "account") ?? "", "account");
      const type = str(form, "type");
      if (type !== "account_onboarding" && type !== "account_update")
        throw invalid("Invalid type", "type");
      if (!str(form, "return_url") || !str(form, "refresh_url"))
        throw invalid("Missing required param: return_url.", "return_url", "parameter_missing");
      return {
        object: "account_link",
        created: state.created(),
        expires_at: state.created() + 300,
        url: `${state.baseUrl()}/_fake/onboarding/${account.id}?fields=${str(obj(form, "collection_options"), "fields") ?? "currently_due"}`,
      };
    },

    transfer(form: Form) {
      const destination = state.get("account", str(form, "destination") ?? "", "destination");
      const caps = destination.capabilities as Record<string, string>;
      if (caps.transfers !== "active") {
        throw invalid(
          "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments",
          "destination",
          "insufficient_capabilities_for_transfer",
        );
      }
      const amount = Number(str(form, "amount"));
      const source = str(form, "source_transaction");
      if (source) {
        const ch = state.get("charge", source, "charge");
        const taken = [...state.objects.values()]
          .filter((o) => o.object === "transfer" && o.source_transaction === source)
          .reduce((sum, t) => sum + (t.amount as number) - (t.amount_reversed as number), 0);
        if (amount + taken > (ch.amount as number)) {
          throw new StripeFailure(400, {
            type: "invalid_request_error",
            code: "balance_insufficient",
            message:
              "Insufficient funds in Stripe account. The transfer amount exceeds the source transaction's available amount.",
            param: "amount",
          });
        }
      }
      const transfer = state.put({
        id: state.id("tr"),
        object: "transfer",
        amount,
        amount_reversed: 0,
        reversed: false,
        currency: str(form, "currency"),
        destination: destination.id,
        source_transaction: source ?? null,
        transfer_group: str(form, "transfer_group") ?? null,
        reversals: { object: "list", data: [] as unknown[], has_more: false },
        metadata: metadataOf(form),
        created: state.created(),
      });
      state.emit("transfer.created", transfer);
      return transfer;
    },

    reverse(id: string, form: Form) {
      const transfer = state.get("transfer", id, "transfer");
      const left = (transfer.amount as number) - (transfer.amount_reversed as number);
      const amount = str(form, "amount") ? Number(str(form, "amount")) : left;
      if (amount > left || amount < 1)
        throw invalid(
          `You cannot reverse more than the transfer's remaining amount (${left}).`,
          "amount",
          "amount_too_large",
        );
      const reversal = {
        id: state.id("trr"),
        object: "transfer_reversal",
        amount,
        currency: transfer.currency,
        transfer: id,
        created: state.created(),
        metadata: metadataOf(form),
      };
      transfer.amount_reversed = (transfer.amount_reversed as number) + amount;
      transfer.reversed = transfer.amount_reversed === transfer.amount;
      (transfer.reversals as { data: unknown[] }).data.push(reversal);
      state.emit("transfer.reversed", transfer);
      return reversal;
    },
  };
}
