import { randomBytes } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import { auditActorOf } from "#modules/audit";
import { auditOn } from "#modules/audit/server";
import { AppError } from "#modules/errors";
import { createRateLimiter } from "#modules/rate-limit/server";
import type { UserRecord } from "#modules/users";
import type { Executor } from "../../db/unit-of-work";
import {
  CODE_ATTEMPT_WINDOW_MS,
  MAX_CODE_ATTEMPTS,
  RECOVERY_CODE_COUNT,
  readTypedCode,
  recoveryCodeFrom,
  TOTP_TOLERANCE_SECONDS,
} from "./second-factor-codes";
import { createSecondFactorRepository } from "./second-factor-repository.server";
import { hashToken } from "./tokens.server";

const ISSUER = "Buurtoogst";

export type SecondFactorStatus = "none" | "awaiting-confirmation" | "ready";

/** The step of the TOTP code `code` for `secret` around `at`, or null when it does not match. */
async function matchingStep(secret: string, code: string, at: Date): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(at.getTime() / 1000),
    epochTolerance: TOTP_TOLERANCE_SECONDS,
  });
  // A valid TOTP result names the step it matched (the HOTP one, never asked for here, does not).
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

const newRecoveryCodes = () =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCodeFrom(randomBytes(10)));
const hashRecoveryCode = (code: string) => hashToken(code.replace(/[\s-]/g, "").toLowerCase());

export const totpUri = (email: string, secret: string) =>
  generateURI({ issuer: ISSUER, label: email, secret });

/**
 * Sets up a confirmed second factor on a use-case's transaction (decision 077): the command
 * line and the demo seed. A new secret (or the given one) and new recovery codes replace any
 * earlier ones; the codes are returned once and stored only hashed.
 */
export function secondFactorsOn(tx: Executor, now: () => Date) {
  const repo = createSecondFactorRepository(tx);
  return {
    async setUp(user: { id: string; email: string }, secret = generateSecret()) {
      const replaced = (await repo.find(user.id))?.confirmedAt != null;
      await repo.put(user.id, secret, now());
      const recoveryCodes = newRecoveryCodes();
      await repo.replaceRecoveryCodes(user.id, recoveryCodes.map(hashRecoveryCode));
      return { secret, uri: totpUri(user.email, secret), recoveryCodes, replaced };
    },
  };
}

/**
 * The operators' second factor (decision 085): TOTP from an authenticator app, or a
 * single-use recovery code. Giving it marks the session; the console asks for that mark.
 */
export function createSecondFactorService(deps: { db: Executor; now: () => Date }) {
  const { db, now } = deps;
  const repo = createSecondFactorRepository(db);
  const limits = createRateLimiter(db);

  /** Every attempt counts, right or wrong: five in 15 minutes per operator. */
  async function countAttempt(userId: string) {
    const attempts = await limits.hit(`second-factor:${userId}`, CODE_ATTEMPT_WINDOW_MS, now());
    if (attempts > MAX_CODE_ATTEMPTS)
      throw new AppError("too-many-requests", 429, "SecondFactor.tooManyAttempts");
  }
  const wrongCode = () =>
    new AppError("invalid-credentials", 400, "SecondFactor.wrongCode", {
      code: "SecondFactor.wrongCode",
    });

  return {
    async status(userId: string): Promise<SecondFactorStatus> {
      const row = await repo.find(userId);
      if (!row) return "none";
      return row.confirmedAt ? "ready" : "awaiting-confirmation";
    },

    /** The secret the set-up page shows: the one awaiting confirmation, or a new one. */
    async beginSetUp(user: UserRecord) {
      const row = await repo.find(user.id);
      if (row?.confirmedAt) throw new AppError("forbidden", 409, "SecondFactor.alreadySetUp");
      const secret = row?.secret ?? generateSecret();
      if (!row) await repo.put(user.id, secret, null);
      return { secret, uri: totpUri(user.email, secret) };
    },

    /**
     * The first code from the app confirms the set-up: the session passes, recovery codes are
     * made (returned once), and the audit log says so, all in one transaction.
     */
    async confirmSetUp(user: UserRecord, sessionToken: string, input: string) {
      await countAttempt(user.id);
      const row = await repo.find(user.id);
      if (!row || row.confirmedAt)
        throw new AppError("forbidden", 409, "SecondFactor.alreadySetUp");
      const typed = readTypedCode(input);
      const at = now();
      const step = typed?.kind === "totp" ? await matchingStep(row.secret, typed.code, at) : null;
      if (step === null) throw wrongCode();
      return db.transaction(async (tx) => {
        const inTx = createSecondFactorRepository(tx);
        await inTx.confirm(user.id, at);
        if (!(await inTx.acceptStep(user.id, step))) throw wrongCode();
        const recoveryCodes = newRecoveryCodes();
        await inTx.replaceRecoveryCodes(user.id, recoveryCodes.map(hashRecoveryCode));
        await inTx.markSession(hashToken(sessionToken), at);
        await auditOn(tx, now).record({
          actor: auditActorOf(user),
          action: "operator.second-factor",
          targetType: "user",
          targetId: user.id,
          targetLabel: user.email,
          details: { event: "set-up" },
        });
        return recoveryCodes;
      });
    },

    /** The sign-in's second step: a TOTP code (once per step) or an unused recovery code. */
    async verify(userId: string, sessionToken: string, input: string) {
      await countAttempt(userId);
      const row = await repo.find(userId);
      if (!row?.confirmedAt) throw wrongCode();
      const typed = readTypedCode(input);
      if (!typed) throw wrongCode();
      const at = now();
      return db.transaction(async (tx) => {
        const inTx = createSecondFactorRepository(tx);
        let accepted: boolean;
        if (typed.kind === "totp") {
          const step = await matchingStep(row.secret, typed.code, at);
          accepted = step !== null && (await inTx.acceptStep(userId, step));
        } else {
          accepted = await inTx.spendRecoveryCode(userId, hashRecoveryCode(typed.code), at);
        }
        if (!accepted) throw wrongCode();
        await inTx.markSession(hashToken(sessionToken), at);
        await limits.reset(`second-factor:${userId}`);
        return {
          usedRecoveryCode: typed.kind === "recovery",
          recoveryCodesLeft: await inTx.unusedRecoveryCodes(userId),
        };
      });
    },
  };
}
export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
