import type { Executor } from "../../db/unit-of-work";
import { createAuthRepository } from "./repository.server";

/**
 * What another module's use-case may do to a user's access on its own transaction (decision
 * 077): end every session (a ban, decision 065), read the recent sign-ins (the operator
 * console), or forget everything auth keeps about the user (an erased account, decision 083).
 */
export function accountAccessOn(executor: Executor) {
  const auth = createAuthRepository(executor);
  return {
    endSessions: (userId: string) => auth.deleteUserSessions(userId),
    recentSignIns: (userId: string, limit = 10) => auth.recentSignIns(userId, limit),
    forget: (userId: string) => auth.forgetUser(userId),
  };
}
export type AccountAccess = ReturnType<typeof accountAccessOn>;
