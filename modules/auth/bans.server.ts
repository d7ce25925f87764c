import { userAccountsOn } from "#modules/users/server";
import type { Database } from "../../db/client";
import { createAuthRepository } from "./repository.server";

/**
 * Banning and unbanning an account by its e-mail (decision 065; `npm run user:ban`, later the
 * operator console). A ban and the end of every session of the account are one database
 * transaction: there is no moment where the account is banned and still logged in somewhere.
 * The users module writes its row on that transaction (decision 077). Null when no account has
 * that address.
 */
export function createAccountBans({ db, now }: { db: Database; now: () => Date }) {
  async function setBanned(email: string, banned: boolean) {
    return db.transaction(async (tx) => {
      const users = userAccountsOn(tx, now);
      const user = await users.findByEmail(email);
      if (!user) return null;
      const updated = await users.update(user.id, { banned });
      if (banned) await createAuthRepository(tx).deleteUserSessions(user.id);
      return updated;
    });
  }
  return {
    ban: (email: string) => setBanned(email, true),
    unban: (email: string) => setBanned(email, false),
  };
}
export type AccountBans = ReturnType<typeof createAccountBans>;
