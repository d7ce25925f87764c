import { auditOn } from "#modules/audit/server";
import { userAccountsOn } from "#modules/users/server";
import type { Database } from "../../db/client";
import { createAuthRepository } from "./repository.server";

/**
 * Banning and unbanning an account by its e-mail from the command line (decision 065; `npm run
 * user:ban`; the console has its own, decision 083). A ban and the end of every session of the account are one database
 * transaction: there is no moment where the account is banned and still logged in somewhere.
 * The users module writes its row, and the audit log its row by "command line", on that
 * transaction (decisions 077, 082). Null when no account has that address.
 */
export function createAccountBans({ db, now }: { db: Database; now: () => Date }) {
  async function setBanned(email: string, banned: boolean, reason: string) {
    return db.transaction(async (tx) => {
      const users = userAccountsOn(tx, now);
      const user = await users.findByEmail(email);
      if (!user) return null;
      const updated = await users.update(user.id, { banned });
      if (banned) await createAuthRepository(tx).deleteUserSessions(user.id);
      await auditOn(tx, now).record({
        actor: { id: null, label: "command line" },
        action: banned ? "user.ban" : "user.unban",
        targetType: "user",
        targetId: user.id,
        targetLabel: user.email,
        reason,
      });
      return updated;
    });
  }
  return {
    ban: (email: string, reason = "") => setBanned(email, true, reason),
    unban: (email: string, reason = "") => setBanned(email, false, reason),
  };
}
export type AccountBans = ReturnType<typeof createAccountBans>;
