import type { AppLoadContext } from "react-router";
import { isAppError } from "#modules/errors";
import { isSavedCardExpired, readPaymentChoice } from "#modules/saved-cards";

/**
 * The checkout's saved cards (decision 081; spec §4 saved card selector): what the page offers,
 * what a choice adds to the payment, and keeping a card once it has paid. Kept out of
 * checkout.server.ts so the pay form's own code stays as it was.
 */

/** What the selector needs: the saved card (its expiry checked on the server's clock) and Wero. */
export async function paymentChoicesFor(context: AppLoadContext, customerId: string) {
  // The page still works when the processor cannot say: no saved card is offered then.
  const card = await context.services.savedCards.defaultCard(customerId).catch(() => null);
  return {
    savedCard: card
      ? {
          brand: card.brand,
          last4Digits: card.last4Digits,
          expirationMonth: card.expirationMonth,
          expirationYear: card.expirationYear,
          expired: isSavedCardExpired(card, context.services.now()),
        }
      : null,
    wero: context.services.config.weroEnabled,
  };
}

export type PaymentChoices = Awaited<ReturnType<typeof paymentChoicesFor>>;

/** The posted `method`: a payment method (Wero only when switched on) and the selector's choice. */
export function chosenMethod(context: AppLoadContext, value: string | undefined) {
  const chosen = readPaymentChoice(value);
  if (chosen?.method === "wero" && !context.services.config.weroEnabled) return null;
  return chosen;
}

/**
 * What the chosen card adds to the confirmation: the saved card and its customer, or the
 * customer and "keep it" for a replaced card or a ticked "save this card for later". A saved
 * card that is gone or has expired is the form's message, before anything is reserved.
 */
export async function cardUseFor(
  context: AppLoadContext,
  choice: ReturnType<typeof readPaymentChoice>,
  saveForLater: boolean,
): Promise<
  | { ok: true; use: Awaited<ReturnType<AppLoadContext["services"]["savedCards"]["paymentFor"]>> }
  | { ok: false; messageId: string; status: number }
> {
  const user = context.user;
  if (!user || choice?.method !== "card") return { ok: true, use: {} };
  try {
    const use = await context.services.savedCards.paymentFor(
      { id: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim() },
      choice.choice,
      saveForLater,
    );
    return { ok: true, use };
  } catch (error) {
    if (isAppError(error) && error.status < 500) {
      return { ok: false, messageId: error.messageId, status: error.status };
    }
    throw error;
  }
}

/** A paid checkout whose card was to be kept becomes the buyer's saved card; never fails the payment. */
export async function keepPaidCard(
  context: AppLoadContext,
  customerId: string,
  paymentIntentId: string | null | undefined,
) {
  if (paymentIntentId)
    await context.services.savedCards.saveAfterPayment(customerId, paymentIntentId);
}
