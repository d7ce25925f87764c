import type { UserAccounts } from "#modules/users/server";
import type { UnitOfWork } from "../../db/unit-of-work";
import type { AuthRepository } from "./repository.server";

export type BanRepos = { users: UserAccounts; auth: AuthRepository };

/**
 * Banning and unbanning an account by its e-mail (decision 065; `npm run user:ban`, later the
 * operator console). A ban and the end of every session of the account are one database
 * transaction: there is no moment where the account is banned and still logged in somewhere.
 * Null when no account has that address.
 */
export function createAccountBans(work: UnitOfWork<BanRepos>) {
  async function setBanned(email: string, banned: boolean) {
    return work.withTransaction(async ({ users, auth }) => {
      const user = await users.findByEmail(email);
      if (!user) return null;
      const updated = await users.update(user.id, { banned });
      if (banned) await auth.deleteUserSessions(user.id);
      return updated;
    });
  }
  return {
    ban: (email: string) => setBanned(email, true),
    unban: (email: string) => setBanned(email, false),
  };
}
export type AccountBans = ReturnType<typeof createAccountBans>;
