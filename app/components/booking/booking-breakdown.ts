import { useEffect, useState } from "react";
import { summarizeCustomerLines } from "#modules/cart";
import type { BreakdownFigures } from "../cart/order-breakdown";

export type BreakdownState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ok"; figures: BreakdownFigures }
  | { status: "error"; messageId: string };

/** Spec §4: when both dates are set the line items are fetched again, priced on the server. */
export function useBookingBreakdown(listingId: string, start: string, end: string) {
  const [state, setState] = useState<BreakdownState>({ status: "idle" });
  useEffect(() => {
    if (!start || !end) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    setState({ status: "loading" });
    fetch("/api/transaction-line-items", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ listingId, bookingStart: start, bookingEnd: end }),
      signal: controller.signal,
    })
      .then(async (res) => {
        const body = await res.json();
        if (res.ok) {
          setState({ status: "ok", figures: summarizeCustomerLines(body.data.lineItems) });
          return;
        }
        const code = body?.errors?.[0]?.code;
        setState({
          status: "error",
          messageId:
            code === "transaction-booking-time-not-available"
              ? "CheckoutPage.bookingTimeNotAvailableMessage"
              : "BookingDatesForm.breakdownFailed",
        });
      })
      .catch((error: unknown) => {
        if ((error as Error)?.name !== "AbortError") {
          setState({ status: "error", messageId: "BookingDatesForm.breakdownFailed" });
        }
      });
    return () => controller.abort();
  }, [listingId, start, end]);
  return state;
}
