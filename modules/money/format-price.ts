import { InvalidMoneyError } from "./convert";
import {
  MARKETPLACE_CURRENCY,
  type Money,
  UnsupportedCurrencyError,
  unitDivisor,
} from "./currency";

/**
 * Dutch display format: "€ 12,50", "€ 12,-" for whole euros, "€ 1.234,56",
 * and "Gratis" for free listings. Built by hand rather than with Intl so the
 * output does not depend on the ICU data shipped with the runtime or browser.
 * Negative amounts (e.g. refunds) render like nl-NL does: "€ -12,50".
 */
export function formatPrice(money: Money): string {
  if (money.currency !== MARKETPLACE_CURRENCY) {
    throw new UnsupportedCurrencyError(money.currency);
  }
  const { amount } = money;
  if (!Number.isFinite(amount)) throw new InvalidMoneyError("notANumber", amount);
  if (!Number.isInteger(amount)) throw new InvalidMoneyError("tooManyDecimals", amount);
  if (!Number.isSafeInteger(amount)) throw new InvalidMoneyError("unsafe", amount);
  if (amount === 0) return "Gratis";

  const divisor = unitDivisor(money.currency);
  const absolute = Math.abs(amount);
  const whole = Math.floor(absolute / divisor);
  const cents = absolute % divisor;

  const sign = amount < 0 ? "-" : "";
  const fraction = cents === 0 ? "-" : String(cents).padStart(String(divisor).length - 1, "0");
  return `€ ${sign}${groupThousands(whole)},${fraction}`;
}

function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}
