import { AppError } from "#modules/errors";
import { enqueueOn } from "#modules/jobs/server";
import { type MailLocale, payoutMail } from "#modules/mail";
import type { MailMessage } from "#modules/mail/server";
import type { ConnectedAccount, ConnectProcessor } from "#modules/payments";
import type { Database } from "../../db/client";
import { createUnitOfWork, type Executor } from "../../db/unit-of-work";
import { validateBankDetails } from "./bank-details";
import { payoutCountry } from "./countries";
import { createPayoutAccountRepository, type PayoutAccountRepository } from "./repository.server";
import type { PayoutFormInput } from "./schemas";
import { type PayoutState, payoutNotice, payoutStateOf } from "./state";

/** The outbox kind of the grower's mail about their payout account (server/outbox-handlers.ts). */
export const PAYOUT_MAIL_KIND = "payout-account-mail";

/** Spec §9: Stripe's MCC for the marketplace, and the capabilities card, iDEAL and Bancontact need. */
export const BUSINESS_PROFILE_MCC = "5734";
export const REQUESTED_CAPABILITIES = [
  "card_payments",
  "transfers",
  "ideal_payments",
  "bancontact_payments",
];

export type PayoutAccountView = {
  state: PayoutState;
  account: ConnectedAccount | null;
  details: {
    country: string;
    currency: string;
    accountType: "individual" | "company";
    companyName: string | null;
    accountHolderName: string;
  } | null;
};

type Repos = { payouts: PayoutAccountRepository };
type Grower = { id: string; email: string };

/**
 * Payout accounts (decision 078): a grower makes their connected account from the payout form,
 * updates it, fetches it and gets the account link for what is due; `onAccountChanged` (the
 * webhook's account.updated) reads the account's current state, stores it on the user row and
 * mails the grower when something becomes due, past due or disabled. Only ever the signed-in
 * grower's own account: no call takes an account id from the browser.
 */
export function createPayoutAccountService({
  db,
  processor,
  now,
  appUrl,
  mailer,
}: {
  db: Database;
  processor: ConnectProcessor;
  now: () => Date;
  appUrl: string;
  mailer: { send(message: MailMessage): Promise<void> };
}) {
  const work = createUnitOfWork(
    db,
    (executor: Executor): Repos => ({
      payouts: createPayoutAccountRepository(executor, now),
    }),
  );
  const payoutsUrl = (path = "") => new URL(`/account/payments${path}`, appUrl).toString();

  /** Stores the account as read, the state on the user row, and a mail if something is newly due. */
  async function record(
    repos: Repos,
    tx: Executor,
    userId: string,
    account: ConnectedAccount,
    details?: Parameters<PayoutAccountRepository["store"]>[3],
  ) {
    await repos.payouts.store(userId, account, payoutStateOf(account), details);
    const stored = await repos.payouts.find(userId);
    const notice = payoutNotice(account);
    const key = notice?.key ?? null;
    if (key === (stored?.notifiedRequirements ?? null)) return;
    await repos.payouts.setNotified(userId, key);
    if (!notice) return;
    await enqueueOn(tx, {
      kind: PAYOUT_MAIL_KIND,
      idempotencyKey: `payout-mail:${account.id}:${now().getTime()}:${notice.kind}`,
      payload: { userId, kind: notice.kind },
      availableAt: now(),
    });
  }

  async function view(userId: string): Promise<PayoutAccountView> {
    const row = await work.repos.payouts.find(userId);
    const owner = await work.repos.payouts.owner(userId);
    if (!owner) throw new AppError("not-found", 404, "Errors.notFound");
    return {
      state: owner.payoutState,
      account: row?.data ?? null,
      details: row
        ? {
            country: row.country,
            currency: row.currency,
            accountType: row.accountType,
            companyName: row.companyName,
            accountHolderName: row.accountHolderName,
          }
        : null,
    };
  }

  /** The bank token: the browser's, or made here from validated details (no JavaScript). */
  async function bankToken(input: PayoutFormInput, required: boolean) {
    const bank = validateBankDetails({
      country: input.country,
      accountHolderName: input.accountHolderName,
      accountHolderType: input.accountType,
      fields: input.fields,
    });
    const anyBankField = Object.values(input.fields).some((v) => v.trim() !== "");
    if (!bank.ok) {
      // Editing an account may leave the bank details as they are.
      if (!required && !anyBankField && !bank.errors.accountHolderName) return null;
      throw new AppError(
        "validation-invalid-value",
        400,
        "StripeConnectAccountForm.fixErrors",
        bank.errors,
      );
    }
    if (input.bankAccountToken) return input.bankAccountToken;
    return (await processor.createBankAccountToken(bank.input)).id;
  }

  return {
    view,

    /** Spec §4 create/update: the payout form's submit. */
    async save(grower: Grower, input: PayoutFormInput): Promise<PayoutAccountView> {
      const country = payoutCountry(input.country);
      if (!country) {
        throw new AppError("validation-invalid-value", 400, "StripeConnectAccountForm.fixErrors", {
          country: "StripeConnectAccountForm.unsupportedCountry",
        });
      }
      const companyName = input.accountType === "company" ? input.companyName.trim() : "";
      if (input.accountType === "company" && companyName === "") {
        throw new AppError("validation-invalid-value", 400, "StripeConnectAccountForm.fixErrors", {
          companyName: "StripeConnectAccountForm.companyNameRequired",
        });
      }
      const businessProfileUrl =
        input.businessProfileUrl.trim() || new URL(`/u/${grower.id}`, appUrl).toString();
      if (!/^https?:\/\/\S+$/.test(businessProfileUrl)) {
        throw new AppError("validation-invalid-value", 400, "StripeConnectAccountForm.fixErrors", {
          businessProfileUrl: "StripeConnectAccountForm.businessProfileUrlInvalid",
        });
      }
      // The processor is called outside any database transaction (no connection is held while
      // it answers); what it made is stored under the grower's row lock afterwards.
      const owner = await work.repos.payouts.owner(grower.id);
      if (!owner) throw new AppError("not-found", 404, "Errors.notFound");
      const existing = owner.stripeAccountId ? await work.repos.payouts.find(grower.id) : null;
      const token = await bankToken(input, !owner.stripeAccountId);
      // Spec §5: terms of service are accepted when the account token is made.
      const accountToken = await processor.createAccountToken({
        accountType: input.accountType,
        ...(companyName ? { companyName } : {}),
      });
      const details = {
        country: country.code,
        currency: country.currency,
        accountType: input.accountType,
        companyName: companyName || null,
        accountHolderName: input.accountHolderName.trim() || existing?.accountHolderName || "",
      };
      let account: ConnectedAccount;
      if (owner.stripeAccountId) {
        // The country and type of an account stay what they were (Stripe does not change them).
        account = await processor.updateAccount(owner.stripeAccountId, {
          ...(token ? { bankAccountToken: token } : {}),
          accountToken: accountToken.id,
          businessProfileUrl,
        });
        if (existing) {
          details.country = existing.country;
          details.currency = existing.currency;
          details.accountType = existing.accountType;
        }
      } else {
        account = await processor.createAccount({
          country: country.code,
          accountType: input.accountType,
          ...(companyName ? { companyName } : {}),
          email: owner.email,
          bankAccountToken: token!,
          accountToken: accountToken.id,
          businessProfileUrl,
          businessProfileMcc: BUSINESS_PROFILE_MCC,
          capabilities: REQUESTED_CAPABILITIES,
          metadata: { userId: grower.id },
          // Stripe replays the first answer for a repeat with the same token.
          idempotencyKey: `payout-account:${grower.id}:${token}`,
        });
      }
      await work.withTransaction(async (repos, tx) => {
        const locked = await repos.payouts.lockOwner(grower.id);
        // Two first saves at once (two tabs): the one stored first stays the grower's account;
        // the other is left unused at the processor.
        if (locked?.stripeAccountId && locked.stripeAccountId !== account.id) return;
        await record(repos, tx, grower.id, account, details);
      });
      return view(grower.id);
    },

    /** Spec §4 fetch: the account's current state from the processor, stored. */
    async refresh(userId: string): Promise<PayoutAccountView> {
      const owner = await work.repos.payouts.owner(userId);
      if (owner?.stripeAccountId) {
        const account = await processor.retrieveAccount(owner.stripeAccountId);
        if (account) {
          await work.withTransaction((repos, tx) => record(repos, tx, userId, account));
        }
      }
      return view(userId);
    },

    /** Spec §7 stripeAccountLinks.create: collect currently_due, back to the return route. */
    async accountLink(userId: string): Promise<string> {
      const owner = await work.repos.payouts.owner(userId);
      if (!owner?.stripeAccountId) {
        throw new AppError("validation-invalid-value", 409, "StripePayoutPage.noAccountYet");
      }
      const link = await processor.createAccountLink({
        account: owner.stripeAccountId,
        refreshUrl: payoutsUrl("/failure"),
        returnUrl: payoutsUrl("/success"),
        type: owner.payoutState === "enabled" ? "account_update" : "account_onboarding",
      });
      return link.url;
    },

    /** The webhook's account.updated: the event is news; the account's state is read. */
    async onAccountChanged(accountId: string): Promise<void> {
      const owner = await work.repos.payouts.ownerOfAccount(accountId);
      // An account no grower holds (yet): the save that made it stores it.
      if (!owner) return;
      const account = await processor.retrieveAccount(accountId);
      if (!account) return;
      await work.withTransaction((repos, tx) => record(repos, tx, owner.id, account));
    },

    /** The outbox's payout mail, in the grower's language, if still true when it runs. */
    async sendMail(payload: Record<string, unknown>): Promise<void> {
      const owner = await work.repos.payouts.owner(String(payload.userId ?? ""));
      if (!owner) return;
      const kind = payload.kind === "pastDue" || payload.kind === "disabled" ? payload.kind : "due";
      const locale: MailLocale = owner.locale === "en" ? "en" : "nl";
      await mailer.send(
        payoutMail(locale, owner.email, { name: owner.firstName, kind, url: payoutsUrl() }),
      );
    },
  };
}

export type PayoutAccountService = ReturnType<typeof createPayoutAccountService>;
