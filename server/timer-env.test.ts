import { describe, expect, it } from "vitest";
import { createTransactionEngine } from "#modules/transactions/server";
import { EnvError, parseEnv } from "./env";
import { timerDurations } from "./timer-env";

const quiet = () => {};
const DAY = 86_400_000;

describe("timer durations from the environment (decision 056)", () => {
  it("reads a whole number with a unit; unset keeps the process's default", () => {
    const env = parseEnv(
      {
        SHIP_REMINDER_AFTER: "2d",
        RECEIVE_REMINDER_AFTER: "36h",
        PAYMENT_WINDOW: "20m",
        AUTO_COMPLETE_AFTER: "0",
        DISPUTE_AUTO_CANCEL_AFTER: "30s",
      },
      quiet,
    );
    expect(timerDurations(env)).toEqual({
      shipReminder: 2 * DAY,
      receiveReminder: 36 * 3_600_000,
      paymentWindow: 20 * 60_000,
      autoComplete: 0,
      autoCancelFromDisputed: 30_000,
    });
    expect(timerDurations(parseEnv({}, quiet))).toEqual({});
  });

  it("refuses a number without a unit, a fraction or a negative, naming the variable", () => {
    for (const value of ["3", "1.5d", "-2d", "3 weeks"]) {
      expect(() => parseEnv({ SHIP_REMINDER_AFTER: value }, quiet)).toThrow(EnvError);
      expect(() => parseEnv({ SHIP_REMINDER_AFTER: value }, quiet)).toThrow(/SHIP_REMINDER_AFTER/);
    }
  });

  it("is accepted by the engine as its durations", () => {
    const env = parseEnv({ SHIP_REMINDER_AFTER: "1h" }, quiet);
    expect(() =>
      createTransactionEngine({
        db: {} as never,
        now: () => new Date(0),
        config: { durations: timerDurations(env) },
      }),
    ).not.toThrow();
  });
});
