/**
 * States in which an order has not been paid for (yet): everything after them was paid, or,
 * for a Gratis order, requested (whatever happened after). The receipt, the paid mails and
 * what each side may see of an order (modules/orders, decision 073) read this one list.
 */
export const UNPAID_STATES: ReadonlySet<string> = new Set([
  "initial",
  "enquiry",
  "pending-payment",
  "payment-expired",
]);

/** Whether an order has been paid for (whatever happened after). */
export const isPaidState = (state: string) => !UNPAID_STATES.has(state);
