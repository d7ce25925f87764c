import { AppError } from "#modules/errors";
import type { EngineRepos } from "./engine-types";

/**
 * A banned user moves no transaction of theirs (decision 065): no review, no dispute, no
 * "received". Their session ended with the ban; this refuses a request that was already on
 * its way when the ban was written. The server's own moves (trusted) are not theirs.
 */
export async function refuseBannedParty(repos: EngineRepos, userId: string) {
  const [party] = await repos.transactions.users([userId]);
  if (party?.banned) throw new AppError("user-banned", 403, "Errors.accountBanned");
}
