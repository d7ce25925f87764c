import type { ConnectedAccount } from "#modules/payments";

/** The onboarding state the user row holds (decision 078); payment-connected is "enabled". */
export type PayoutState = "none" | "verification_needed" | "enabled" | "rejected";

const rejected = (account: ConnectedAccount) =>
  account.requirements.disabledReason?.startsWith("rejected") ?? false;

const due = (account: ConnectedAccount) =>
  account.requirements.currentlyDue.length > 0 || account.requirements.pastDue.length > 0;

/**
 * A connected account's onboarding state: rejected by verification; enabled when it can take
 * charges and be paid out (requirements currently due with a later deadline leave it enabled,
 * as Stripe does); otherwise verification is needed.
 */
export function payoutStateOf(account: ConnectedAccount | null): PayoutState {
  if (!account) return "none";
  if (rejected(account)) return "rejected";
  if (account.chargesEnabled && account.payoutsEnabled) return "enabled";
  return "verification_needed";
}

/** Payment-connected (spec §6 stripeConnected): the database derives the same (decision 078). */
export const isPaymentConnected = (state: PayoutState) => state === "enabled";

/** Spec §4 payout status box. */
export type StatusBoxType = "verificationNeeded" | "verificationSuccess" | "verificationError";

/**
 * Which status box the payout page shows, or none before there is an account. Coming back from
 * the account link through its failure return (spec §2 returnURLType) while the account is not
 * enabled is an error too: the grower can try again.
 */
export function statusBoxType(
  account: ConnectedAccount | null,
  returnURLType: string | undefined,
): StatusBoxType | null {
  if (!account) return null;
  if (rejected(account)) return "verificationError";
  if (due(account)) {
    return returnURLType === "failure" ? "verificationError" : "verificationNeeded";
  }
  if (!account.chargesEnabled) return "verificationNeeded";
  return "verificationSuccess";
}

/** The status box's label (spec §4); an unknown type is an error, as the spec says. */
export function statusLabel(type: StatusBoxType): string {
  switch (type) {
    case "verificationNeeded":
      return "StripeConnectAccountStatusBox.verificationNeededTitle";
    case "verificationError":
      return "StripeConnectAccountStatusBox.verificationFailedTitle";
    case "verificationSuccess":
      return "StripeConnectAccountStatusBox.verificationSuccessTitle";
    default:
      throw new Error(`Unknown payout box type: ${String(type)}`);
  }
}

/** What the grower is mailed about, when requirements change later (account.updated). */
export type PayoutNotice = { kind: "due" | "pastDue" | "disabled"; key: string };

export function payoutNotice(account: ConnectedAccount): PayoutNotice | null {
  const r = account.requirements;
  const kind =
    r.disabledReason !== null
      ? "disabled"
      : r.pastDue.length > 0
        ? "pastDue"
        : r.currentlyDue.length > 0
          ? "due"
          : null;
  if (!kind) return null;
  const key = [
    kind,
    r.disabledReason ?? "",
    [...r.pastDue].sort().join(","),
    [...r.currentlyDue].sort().join(","),
  ].join("|");
  return { kind, key };
}
