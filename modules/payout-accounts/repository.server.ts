import { eq } from "drizzle-orm";
import { payoutAccounts, users } from "../../db/schema";
import type { ConnectedAccountSnapshot } from "../../db/schema/payout-accounts";
import type { Executor } from "../../db/unit-of-work";
import type { PayoutState } from "./state";

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

const owner = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  displayName: users.displayName,
  locale: users.locale,
  stripeAccountId: users.stripeAccountId,
  payoutState: users.payoutState,
};

/** Drizzle access for payout accounts: the user row's account id and state, and the snapshot. */
export function createPayoutAccountRepository(db: Executor, now: () => Date) {
  return {
    /** The grower's row, held until commit: one account per grower, however many submits. */
    async lockOwner(userId: string) {
      const [row] = await db.select(owner).from(users).where(eq(users.id, userId)).for("update");
      return row ?? null;
    },

    async owner(userId: string) {
      const [row] = await db.select(owner).from(users).where(eq(users.id, userId));
      return row ?? null;
    },

    async ownerOfAccount(accountId: string) {
      const [row] = await db.select(owner).from(users).where(eq(users.stripeAccountId, accountId));
      return row ?? null;
    },

    async find(userId: string): Promise<PayoutAccountRow | null> {
      const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId));
      return row ?? null;
    },

    /** Stores what was read of the account and the state on the user row, together. */
    async store(
      userId: string,
      account: ConnectedAccountSnapshot,
      state: PayoutState,
      details?: {
        country: string;
        currency: string;
        accountType: "individual" | "company";
        companyName: string | null;
        accountHolderName: string;
      },
    ) {
      const at = now();
      if (details) {
        await db
          .insert(payoutAccounts)
          .values({
            userId,
            accountId: account.id,
            ...details,
            data: account,
            createdAt: at,
            updatedAt: at,
          })
          .onConflictDoUpdate({
            target: payoutAccounts.userId,
            set: { ...details, data: account, updatedAt: at },
          });
      } else {
        await db
          .update(payoutAccounts)
          .set({ data: account, updatedAt: at })
          .where(eq(payoutAccounts.userId, userId));
      }
      await db
        .update(users)
        .set({ stripeAccountId: account.id, payoutState: state, updatedAt: at })
        .where(eq(users.id, userId));
    },

    async setNotified(userId: string, key: string | null) {
      await db
        .update(payoutAccounts)
        .set({ notifiedRequirements: key })
        .where(eq(payoutAccounts.userId, userId));
    },
  };
}

export type PayoutAccountRepository = ReturnType<typeof createPayoutAccountRepository>;
