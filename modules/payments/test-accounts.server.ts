import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { AppError } from "#modules/errors";
import type { Database } from "../../db/client";
import { testAccountTokens, testConnectedAccounts } from "../../db/schema";
import { createUnitOfWork, type Executor } from "../../db/unit-of-work";
import type { ConnectedAccount, ConnectProcessor, PayoutAccountType } from "./connect-types";
import { createPaymentRepository } from "./repository.server";
import {
  bankLast4,
  type TestBankOutcome,
  testAccountState,
  testBankOutcome,
} from "./test-bank-accounts";

/**
 * Test mode's connected accounts (decision 078): Stripe's Connect calls with the state in the
 * database and Stripe's ids (acct_test_…, btok_test_…, ct_test_…). The bank details decide the
 * verification outcome (test-bank-accounts.ts); the account link opens the local onboarding
 * page (/test-mode/onboarding/:accountId), which completes what is currently due. Every change
 * of an account writes Stripe's `account.updated` event to the outbox in the same database
 * transaction, so the webhook path is the production one.
 */

type AccountRow = typeof testConnectedAccounts.$inferSelect;

const token = (bytes: number) => randomBytes(bytes).toString("base64url").replace(/[-_]/g, "x");

export const onboardingPath = (accountId: string) => `/test-mode/onboarding/${accountId}`;

/** Test mode's own account operations: its onboarding page, and later requirements. */
export type TestAccounts = {
  /** The onboarding page's account, or null. */
  testAccount(id: string): Promise<ConnectedAccount | null>;
  /** The onboarding page's answer: what is currently due is provided. */
  completeOnboarding(id: string): Promise<ConnectedAccount>;
  /** As Stripe asks for more later (account.updated with requirements due). */
  requireVerification(id: string, fields: string[], pastDue: boolean): Promise<ConnectedAccount>;
};

export function toConnectedAccount(row: AccountRow): ConnectedAccount {
  return {
    id: row.id,
    country: row.country,
    defaultCurrency: row.defaultCurrency,
    accountType: row.accountType,
    chargesEnabled: row.chargesEnabled,
    payoutsEnabled: row.payoutsEnabled,
    detailsSubmitted: row.detailsSubmitted,
    requirements: row.requirements,
    bankLast4: row.bankLast4,
    businessProfileUrl: row.businessProfileUrl,
    metadata: row.metadata,
  };
}

/** The account as Stripe's JSON has it, for the event's data.object. */
function stripeObject(account: ConnectedAccount, row: AccountRow) {
  return {
    id: account.id,
    object: "account",
    type: "custom",
    country: account.country,
    default_currency: account.defaultCurrency.toLowerCase(),
    business_type: account.accountType,
    charges_enabled: account.chargesEnabled,
    payouts_enabled: account.payoutsEnabled,
    details_submitted: account.detailsSubmitted,
    capabilities: Object.fromEntries(
      row.capabilities.map((c) => [c, account.chargesEnabled ? "active" : "inactive"]),
    ),
    requirements: {
      currently_due: account.requirements.currentlyDue,
      past_due: account.requirements.pastDue,
      eventually_due: account.requirements.eventuallyDue,
      disabled_reason: account.requirements.disabledReason,
    },
    business_profile: { url: account.businessProfileUrl, mcc: row.businessProfileMcc },
    metadata: account.metadata,
  };
}

const bankTokenFailed = () =>
  new AppError(
    "validation-invalid-value",
    400,
    "StripeBankAccountTokenInputField.genericStripeError",
  );

export function createTestAccounts({ db, now }: { db: Database; now: () => Date }): {
  connect: ConnectProcessor;
  testAccounts: TestAccounts;
} {
  const work = createUnitOfWork(db, (executor: Executor) => ({ executor }));

  async function emit(executor: Executor, row: AccountRow) {
    const account = toConnectedAccount(row);
    const event = {
      id: `evt_${token(18)}`,
      object: "event",
      type: "account.updated",
      created: Math.floor(now().getTime() / 1000),
      livemode: false,
      account: account.id,
      data: { object: stripeObject(account, row) },
    };
    await createPaymentRepository(executor, now).enqueueEvent(event, { event });
    return account;
  }

  async function update(
    executor: Executor,
    id: string,
    changes: Partial<Omit<typeof testConnectedAccounts.$inferInsert, "id" | "createdAt">>,
  ) {
    const [row] = await executor
      .update(testConnectedAccounts)
      .set({ ...changes, updatedAt: now() })
      .where(eq(testConnectedAccounts.id, id))
      .returning();
    if (!row) throw new AppError("not-found", 404, "Errors.notFound");
    return emit(executor, row);
  }

  /** A token made by test mode and not used before; using it marks it used. */
  async function spendToken(executor: Executor, id: string, kind: "bank_account" | "account") {
    const [row] = await executor
      .select()
      .from(testAccountTokens)
      .where(eq(testAccountTokens.id, id))
      .for("update");
    if (!row || row.kind !== kind || row.usedAt) {
      throw new AppError(
        "validation-invalid-value",
        400,
        "StripeConnectAccountForm.createStripeAccountFailed",
      );
    }
    await executor
      .update(testAccountTokens)
      .set({ usedAt: now() })
      .where(eq(testAccountTokens.id, id));
    return row.data;
  }

  async function find(executor: Executor, id: string, lock = false) {
    const query = executor
      .select()
      .from(testConnectedAccounts)
      .where(eq(testConnectedAccounts.id, id));
    const [row] = lock ? await query.for("update") : await query;
    return row ?? null;
  }

  const connect: ConnectProcessor = {
    async createBankAccountToken(input) {
      const outcome = testBankOutcome(input);
      if (!outcome) throw bankTokenFailed();
      const id = `btok_test_${token(18)}`;
      const last4 = bankLast4(input);
      await db.insert(testAccountTokens).values({
        id,
        kind: "bank_account",
        data: { country: input.country, currency: input.currency, last4, outcome },
        createdAt: now(),
      });
      return { id, last4 };
    },

    async createAccountToken(input) {
      const id = `ct_test_${token(18)}`;
      await db.insert(testAccountTokens).values({
        id,
        kind: "account",
        data: {
          accountType: input.accountType,
          companyName: input.companyName ?? null,
          tosShownAndAccepted: true,
        },
        createdAt: now(),
      });
      return { id };
    },

    createAccount: (input) =>
      work.withTransaction(async (_repos, tx) => {
        // Two requests with one key (a double submit) wait for each other here, so the second
        // finds the first's account instead of failing on the unique key, as Stripe answers.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${input.idempotencyKey}))`);
        const [earlier] = await tx
          .select()
          .from(testConnectedAccounts)
          .where(eq(testConnectedAccounts.idempotencyKey, input.idempotencyKey));
        if (earlier) return toConnectedAccount(earlier);
        const bank = await spendToken(tx, input.bankAccountToken, "bank_account");
        const accountToken = await spendToken(tx, input.accountToken, "account");
        if (bank.country !== input.country) throw bankTokenFailed();
        const accountType = (accountToken.accountType as PayoutAccountType) ?? input.accountType;
        const state = testAccountState(bank.outcome as TestBankOutcome, accountType);
        const at = now();
        const [row] = await tx
          .insert(testConnectedAccounts)
          .values({
            id: `acct_test_${token(12)}`,
            idempotencyKey: input.idempotencyKey,
            country: input.country,
            defaultCurrency: String(bank.currency),
            accountType,
            companyName: input.companyName ?? null,
            email: input.email,
            businessProfileUrl: input.businessProfileUrl,
            businessProfileMcc: input.businessProfileMcc,
            capabilities: input.capabilities,
            bankLast4: String(bank.last4),
            chargesEnabled: state.chargesEnabled,
            payoutsEnabled: state.payoutsEnabled,
            detailsSubmitted: true,
            requirements: state.requirements,
            metadata: input.metadata,
            tosAcceptedAt: accountToken.tosShownAndAccepted ? at : null,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        return emit(tx, row!);
      }),

    updateAccount: (id, input) =>
      work.withTransaction(async (_repos, tx) => {
        const row = await find(tx, id, true);
        if (!row) throw new AppError("not-found", 404, "Errors.notFound");
        const changes: Parameters<typeof update>[2] = {};
        if (input.businessProfileUrl !== undefined)
          changes.businessProfileUrl = input.businessProfileUrl;
        if (input.accountToken) {
          const data = await spendToken(tx, input.accountToken, "account");
          changes.companyName = (data.companyName as string | null) ?? null;
          changes.tosAcceptedAt = now();
        }
        if (input.bankAccountToken) {
          const bank = await spendToken(tx, input.bankAccountToken, "bank_account");
          if (bank.country !== row.country) throw bankTokenFailed();
          changes.bankLast4 = String(bank.last4);
          // New bank details are verified again, with their own outcome (a rejection stays).
          if (!row.requirements.disabledReason?.startsWith("rejected")) {
            Object.assign(
              changes,
              testAccountState(bank.outcome as TestBankOutcome, row.accountType),
            );
          }
        }
        return update(tx, id, changes);
      }),

    async retrieveAccount(id) {
      const row = await find(db, id);
      return row ? toConnectedAccount(row) : null;
    },

    async createAccountLink({ account, returnUrl, refreshUrl }) {
      if (!(await find(db, account))) throw new AppError("not-found", 404, "Errors.notFound");
      const query = new URLSearchParams({ return_url: returnUrl, refresh_url: refreshUrl });
      // Stripe's account links are valid for a few minutes.
      return {
        url: `${onboardingPath(account)}?${query}`,
        expiresAt: new Date(now().getTime() + 5 * 60 * 1000),
      };
    },
  };

  const testAccounts: TestAccounts = {
    async testAccount(id) {
      const row = await find(db, id);
      return row ? toConnectedAccount(row) : null;
    },

    completeOnboarding: (id) =>
      work.withTransaction(async (_repos, tx) => {
        const row = await find(tx, id, true);
        if (!row) throw new AppError("not-found", 404, "Errors.notFound");
        // A rejected account stays rejected; nothing due is nothing to do.
        if (row.requirements.disabledReason?.startsWith("rejected")) return toConnectedAccount(row);
        const due = [...row.requirements.currentlyDue, ...row.requirements.pastDue];
        if (due.length === 0 && row.chargesEnabled) return toConnectedAccount(row);
        return update(tx, id, {
          chargesEnabled: true,
          payoutsEnabled: true,
          detailsSubmitted: true,
          requirements: { currentlyDue: [], pastDue: [], eventuallyDue: [], disabledReason: null },
        });
      }),

    requireVerification: (id, fields, pastDue) =>
      work.withTransaction(async (_repos, tx) => {
        const row = await find(tx, id, true);
        if (!row) throw new AppError("not-found", 404, "Errors.notFound");
        return update(tx, id, {
          // Past due disables the account; currently due leaves it working until the deadline.
          chargesEnabled: !pastDue && row.chargesEnabled,
          payoutsEnabled: !pastDue && row.payoutsEnabled,
          requirements: {
            currentlyDue: fields,
            pastDue: pastDue ? fields : [],
            eventuallyDue: fields,
            disabledReason: pastDue ? "requirements.past_due" : null,
          },
        });
      }),
  };

  return { connect, testAccounts };
}
