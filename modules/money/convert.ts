import { MARKETPLACE_CURRENCY, type Money, unitDivisor } from "./currency";

export type InvalidMoneyReason =
  | "notPositive"
  | "tooManyDecimals"
  | "unsafe"
  | "currencyMismatch"
  | "notANumber";

const REASON_MESSAGES: Record<InvalidMoneyReason, string> = {
  notPositive: "amount must not be negative",
  tooManyDecimals: "amount has more decimals than the currency allows",
  unsafe: "amount is too large to represent safely",
  currencyMismatch: `currency must be ${MARKETPLACE_CURRENCY}`,
  notANumber: "amount is not a number",
};

export class InvalidMoneyError extends Error {
  readonly reason: InvalidMoneyReason;
  readonly value: unknown;

  constructor(reason: InvalidMoneyReason, value: unknown) {
    super(`Invalid money (${reason}): ${REASON_MESSAGES[reason]}`);
    this.name = "InvalidMoneyError";
    this.reason = reason;
    this.value = value;
  }
}

// One optional sign, digits, at most one decimal separator ("." or ","). Thousands
// separators are rejected on purpose: "1.234" is ambiguous between 1234 and 1,234.
const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:[.,](\d*))?$/;
const EXPONENT_PATTERN = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/;

/**
 * Parses a price as typed by a user ("12,50", "12.5", 12.5) into integer minor
 * units. Works on the decimal digits themselves, so there is no float rounding.
 * Zero is allowed (free listings); unknown currencies throw
 * UnsupportedCurrencyError, known non-marketplace ones InvalidMoneyError.
 */
export function convertMajorToMinor(value: string | number, currency: string): number {
  const divisor = unitDivisor(currency);
  if (currency !== MARKETPLACE_CURRENCY) {
    throw new InvalidMoneyError("currencyMismatch", value);
  }

  const text = toDecimalString(value);
  const match = text === null ? null : DECIMAL_PATTERN.exec(text);
  if (!match) throw new InvalidMoneyError("notANumber", value);

  const [, sign = "", integerPart = "", rawFraction = ""] = match;
  if (integerPart === "" && rawFraction === "") {
    throw new InvalidMoneyError("notANumber", value);
  }
  if (sign === "-" && /[1-9]/.test(integerPart + rawFraction)) {
    throw new InvalidMoneyError("notPositive", value);
  }

  // Trailing zeros carry no value: "12.500" is exactly 1250 cents.
  const fraction = rawFraction.replace(/0+$/, "");
  const fractionDigits = Math.round(Math.log10(divisor));
  if (fraction.length > fractionDigits) {
    throw new InvalidMoneyError("tooManyDecimals", value);
  }

  const minor = BigInt(integerPart + fraction.padEnd(fractionDigits, "0"));
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new InvalidMoneyError("unsafe", value);
  }
  return Number(minor);
}

/**
 * Minor units back to a major-unit number, e.g. for exports and analytics.
 * Division gives the nearest double; below 2^46 major units (~70 trillion) that
 * double prints as the exact decimal, beyond it floats cannot hold every cent.
 * Sign and marketplace rules are isValidMoney's job, not this conversion's.
 */
export function convertMinorToMajor(amount: number, currency: string): number {
  const divisor = unitDivisor(currency);
  if (!Number.isFinite(amount)) throw new InvalidMoneyError("notANumber", amount);
  if (!Number.isInteger(amount)) throw new InvalidMoneyError("tooManyDecimals", amount);
  if (!Number.isSafeInteger(amount)) throw new InvalidMoneyError("unsafe", amount);
  const major = amount / divisor;
  return major === 0 ? 0 : major; // never hand out -0
}

/** True for a storable marketplace amount: safe, non-negative integer of EUR cents. */
export function isValidMoney(money: Money): boolean {
  return (
    typeof money === "object" &&
    money !== null &&
    Number.isSafeInteger(money.amount) &&
    money.amount >= 0 &&
    money.currency === MARKETPLACE_CURRENCY
  );
}

function toDecimalString(value: string | number): string | null {
  if (typeof value === "string") return value.trim();
  if (typeof value !== "number" || !Number.isFinite(value)) return null;
  // String(number) is the shortest round-trip form, i.e. the decimal the caller wrote.
  return expandExponent(String(value));
}

// String(1e21) is "1e+21" and String(1e-7) is "1e-7"; rewrite those as plain decimals.
function expandExponent(text: string): string {
  const match = EXPONENT_PATTERN.exec(text);
  if (!match) return text;
  const [, sign = "", integerPart = "", fractionPart = "", exponent = "0"] = match;
  const digits = integerPart + fractionPart;
  const point = integerPart.length + Number(exponent);
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${"0".repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
