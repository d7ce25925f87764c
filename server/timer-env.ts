import { z } from "zod";
import type { TimerDurations } from "#modules/transactions";

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** "15m", "3d", "36h", "0": a whole number and a unit (ms, s, m, h, d); unset keeps the default. */
export const duration = z
  .string()
  .trim()
  .regex(/^(0|\d+(ms|s|m|h|d))$/, 'must be a whole number with a unit: "30s", "15m", "12h", "3d"')
  .transform((value) => {
    if (value === "0") return 0;
    const [, n, unit] = value.match(/^(\d+)(ms|s|m|h|d)$/)!;
    return Number(n) * UNIT_MS[unit as keyof typeof UNIT_MS];
  })
  .optional();

/** The transaction process's waiting times (spec §4, decision 056). */
export const timerEnvShape = {
  PAYMENT_WINDOW: duration,
  AUTO_CANCEL_AFTER: duration,
  AUTO_MARK_RECEIVED_AFTER: duration,
  AUTO_COMPLETE_AFTER: duration,
  REVIEW_PERIOD: duration,
  DISPUTE_AUTO_CANCEL_AFTER: duration,
  FREE_REQUEST_EXPIRY: duration,
  SHIP_REMINDER_AFTER: duration,
  RECEIVE_REMINDER_AFTER: duration,
};

/** How long after receipt a grower's payout runs (decision 079); unset: 7 days. */
export const payoutEnvShape = { PAYOUT_DELAY: duration };

type TimerEnv = { [K in keyof typeof timerEnvShape]?: number | undefined };

const KEYS: Record<keyof typeof timerEnvShape, keyof TimerDurations> = {
  PAYMENT_WINDOW: "paymentWindow",
  AUTO_CANCEL_AFTER: "autoCancel",
  AUTO_MARK_RECEIVED_AFTER: "autoMarkReceived",
  AUTO_COMPLETE_AFTER: "autoComplete",
  REVIEW_PERIOD: "reviewPeriod",
  DISPUTE_AUTO_CANCEL_AFTER: "autoCancelFromDisputed",
  FREE_REQUEST_EXPIRY: "freeRequestExpiry",
  SHIP_REMINDER_AFTER: "shipReminder",
  RECEIVE_REMINDER_AFTER: "receiveReminder",
};

/** The configured durations only; the process fills in the rest with its defaults. */
export function timerDurations(env: TimerEnv): Partial<TimerDurations> {
  const out: Partial<TimerDurations> = {};
  for (const [name, key] of Object.entries(KEYS) as Array<[keyof TimerEnv, keyof TimerDurations]>) {
    const value = env[name];
    if (value !== undefined) out[key] = value;
  }
  return out;
}
