import { useEffect, useRef, useState } from "react";
import {
  type RawBankDetails,
  toStripeBankAccount,
  validateBankDetails,
} from "#modules/payout-accounts";

/** Spec §9: the bank token is requested this long after the last edit. */
export const BANK_TOKEN_DEBOUNCE_MS = 1000;

export type BankTokenState =
  | { status: "idle" }
  | { status: "pending" }
  | { status: "ready"; token: string; last4: string }
  | { status: "error"; messageId: string };

/**
 * The bank account token, as Stripe's browser library makes it (spec §4 bank token field):
 * requested after each edit once the country's fields are complete (debounced 1000 ms), the
 * token cleared while a new request runs (a request in flight is dropped), and everything reset
 * when the country or currency changes. `endpoint` is Stripe-shaped (POST /v1/tokens,
 * form-encoded `bank_account[…]`); without one (no endpoint for this processor, or no
 * JavaScript) the server makes the token from the submitted details.
 */
export function useBankToken(endpoint: string | null, details: RawBankDetails, currency: string) {
  const [state, setState] = useState<BankTokenState>({ status: "idle" });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const key = JSON.stringify(details);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on country or currency only
  useEffect(() => {
    inFlight.current?.abort();
    setState({ status: "idle" });
  }, [details.country, currency]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `details`
  useEffect(() => {
    if (!endpoint) return;
    if (timer.current) clearTimeout(timer.current);
    inFlight.current?.abort();
    const checked = validateBankDetails(details);
    if (!checked.ok) {
      setState({ status: "idle" });
      return;
    }
    setState({ status: "pending" });
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      inFlight.current = controller;
      const body = new URLSearchParams({
        "bank_account[country]": checked.input.country,
        "bank_account[currency]": checked.input.currency.toLowerCase(),
        "bank_account[account_holder_name]": checked.input.accountHolderName,
        "bank_account[account_holder_type]": checked.input.accountHolderType,
      });
      for (const [name, value] of Object.entries(
        toStripeBankAccount(checked.input.country, checked.input.fields),
      )) {
        body.set(`bank_account[${name}]`, value);
      }
      fetch(endpoint, { method: "POST", body, signal: controller.signal })
        .then(async (response) => {
          const json = (await response.json()) as {
            id?: string;
            bank_account?: { last4?: string };
            error?: { message_id?: string };
          };
          if (controller.signal.aborted) return;
          if (response.ok && json.id) {
            setState({ status: "ready", token: json.id, last4: json.bank_account?.last4 ?? "" });
          } else {
            setState({
              status: "error",
              messageId:
                json.error?.message_id ?? "StripeBankAccountTokenInputField.genericStripeError",
            });
          }
        })
        .catch(() => {
          // Dropped for a newer edit, or offline: the server makes the token on submit.
          if (!controller.signal.aborted) setState({ status: "idle" });
        });
    }, BANK_TOKEN_DEBOUNCE_MS);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [endpoint, key]);

  return state;
}
