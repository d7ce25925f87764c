import { formatPrice } from "#modules/money";
import type { TransactionMailData as D, MailBook, MailCopy, MailEntry } from "./mail-book";

// Problems and cancellations: disputes, cancels and refunds (decision 056).

const eur = (cents: number) => formatPrice({ amount: cents, currency: "EUR" });

const refundNl = (d: D) =>
  d.amount > 0 ? [`Je krijgt ${eur(d.amount)} terug op de manier waarop je betaalde.`] : [];
const refundEn = (d: D) =>
  d.amount > 0 ? [`You get ${eur(d.amount)} back the way you paid.`] : [];

/** A cancel, whoever or whatever made it: the buyer's money back, nothing paid out. */
function canceled(nlWhy: (d: D) => string, enWhy: (d: D) => string) {
  const nl: Record<"customer" | "provider", MailCopy> = {
    customer: {
      subject: (d) => `Je bestelling bij ${d.other} is geannuleerd`,
      body: (d) => [`${nlWhy(d)} Het ging om: ${d.items}.`, ...refundNl(d)],
      action: "Bestelling bekijken",
    },
    provider: {
      subject: (d) => `De bestelling van ${d.other} is geannuleerd`,
      body: (d) => [
        `${nlWhy(d)} Het ging om: ${d.items}.`,
        d.amount > 0
          ? "De koper krijgt het geld terug; er wordt niets aan je uitbetaald."
          : "De voorraad is weer beschikbaar.",
      ],
      action: "Verkoop bekijken",
    },
  };
  const en: Record<"customer" | "provider", MailCopy> = {
    customer: {
      subject: (d) => `Your order from ${d.other} was cancelled`,
      body: (d) => [`${enWhy(d)} It was for: ${d.items}.`, ...refundEn(d)],
      action: "View order",
    },
    provider: {
      subject: (d) => `The order from ${d.other} was cancelled`,
      body: (d) => [
        `${enWhy(d)} It was for: ${d.items}.`,
        d.amount > 0
          ? "The buyer gets the money back; nothing is paid out to you."
          : "The stock is available again.",
      ],
      action: "View sale",
    },
  };
  return { nl, en };
}

// Run by an operator, or in the free process by either side: said without naming anyone.
const byOperator = canceled(
  () => "De bestelling is geannuleerd.",
  () => "The order was cancelled.",
);
const disputeSettledForBuyer = canceled(
  () => "Buurtoogst heeft het gemelde probleem afgehandeld en de bestelling geannuleerd.",
  () => "Buurtoogst settled the reported problem and cancelled the order.",
);
const reason = (d: D) => (d.disputeReason ? [`„${d.disputeReason}”`] : []);
const reasonEn = (d: D) => (d.disputeReason ? [`"${d.disputeReason}"`] : []);

const cancelReason = (d: D) => (d.cancelReason ? [`„${d.cancelReason}”`] : []);
const cancelReasonEn = (d: D) => (d.cancelReason ? [`"${d.cancelReason}"`] : []);

// The grower who cannot deliver (decision 068): the buyer reads why, the grower has it on record.
const byProvider: MailEntry = {
  nl: {
    customer: {
      subject: (d) => `${d.other} kan je bestelling niet leveren`,
      body: (d) => [
        `${d.other} kan je bestelling niet leveren en heeft deze geannuleerd. Het ging om: ${d.items}.`,
        ...(d.cancelReason ? ["De reden:", ...cancelReason(d)] : []),
        ...refundNl(d),
      ],
      action: "Bestelling bekijken",
    },
    provider: {
      subject: (d) => `Je hebt de bestelling van ${d.other} geannuleerd`,
      body: (d) => [
        `Je hebt de bestelling geannuleerd omdat je deze niet kunt leveren. Het ging om: ${d.items}.`,
        ...(d.cancelReason ? ["De reden die de koper leest:", ...cancelReason(d)] : []),
        "De koper krijgt het hele bedrag terug; er wordt niets aan je uitbetaald. De voorraad is weer beschikbaar.",
      ],
      action: "Verkoop bekijken",
    },
  },
  en: {
    customer: {
      subject: (d) => `${d.other} cannot deliver your order`,
      body: (d) => [
        `${d.other} cannot deliver your order and has cancelled it. It was for: ${d.items}.`,
        ...(d.cancelReason ? ["The reason:", ...cancelReasonEn(d)] : []),
        ...refundEn(d),
      ],
      action: "View order",
    },
    provider: {
      subject: (d) => `You cancelled the order from ${d.other}`,
      body: (d) => [
        `You cancelled the order because you cannot deliver it. It was for: ${d.items}.`,
        ...(d.cancelReason ? ["The reason the buyer reads:", ...cancelReasonEn(d)] : []),
        "The buyer gets the full amount back; nothing is paid out to you. The stock is available again.",
      ],
      action: "View sale",
    },
  },
};

export const cancelMails = {
  "transition/dispute": {
    nl: {
      customer: {
        subject: (d) => `Je hebt een probleem gemeld met je bestelling bij ${d.other}`,
        body: (d) => [
          "We hebben je melding ontvangen:",
          ...reason(d),
          `Je betaling blijft vastgehouden tot Buurtoogst het probleem heeft afgehandeld; ${d.other} heeft bericht gekregen.`,
        ],
        action: "Bestelling bekijken",
      },
      provider: {
        subject: (d) => `${d.other} heeft een probleem gemeld`,
        body: (d) => [
          `${d.other} heeft een probleem gemeld met de bestelling (${d.items}):`,
          ...reason(d),
          "De uitbetaling wacht tot Buurtoogst het probleem heeft afgehandeld. Je kunt de koper een bericht sturen op de verkooppagina.",
        ],
        action: "Verkoop bekijken",
      },
    },
    en: {
      customer: {
        subject: (d) => `You reported a problem with your order from ${d.other}`,
        body: (d) => [
          "We have received your report:",
          ...reasonEn(d),
          `Your payment is held until Buurtoogst has settled the problem; ${d.other} has been told.`,
        ],
        action: "View order",
      },
      provider: {
        subject: (d) => `${d.other} reported a problem`,
        body: (d) => [
          `${d.other} reported a problem with the order (${d.items}):`,
          ...reasonEn(d),
          "The payout waits until Buurtoogst has settled the problem. You can message the buyer on the sale page.",
        ],
        action: "View sale",
      },
    },
  },
  "transition/auto-cancel": canceled(
    (d) => `${d.other} heeft de bestelling niet op tijd geleverd, dus hij is geannuleerd.`,
    (d) => `${d.other} did not deliver the order in time, so it was cancelled.`,
  ),
  "transition/cancel": byOperator,
  "transition/cancel-by-provider": byProvider,
  "transition/auto-cancel-from-disputed": canceled(
    () => "Het gemelde probleem is niet op tijd afgehandeld, dus de bestelling is geannuleerd.",
    () => "The reported problem was not settled in time, so the order was cancelled.",
  ),
  "transition/cancel-from-disputed": disputeSettledForBuyer,
  "transition/mark-received-from-disputed": {
    nl: {
      customer: {
        subject: () => "Het gemelde probleem is afgehandeld",
        body: (d) => [
          `Buurtoogst heeft het probleem met je bestelling bij ${d.other} afgehandeld en de bestelling als ontvangen gemarkeerd.`,
        ],
        action: "Bestelling bekijken",
      },
      provider: {
        subject: () => "Het gemelde probleem is afgehandeld",
        body: (d) => [
          `Buurtoogst heeft het probleem met de bestelling van ${d.other} afgehandeld en de bestelling als ontvangen gemarkeerd.`,
          ...(d.amount > 0 ? [`Je ontvangt ${eur(d.amount)}.`] : []),
        ],
        action: "Verkoop bekijken",
      },
    },
    en: {
      customer: {
        subject: () => "The reported problem has been settled",
        body: (d) => [
          `Buurtoogst settled the problem with your order from ${d.other} and marked the order as received.`,
        ],
        action: "View order",
      },
      provider: {
        subject: () => "The reported problem has been settled",
        body: (d) => [
          `Buurtoogst settled the problem with the order from ${d.other} and marked the order as received.`,
          ...(d.amount > 0 ? [`You receive ${eur(d.amount)}.`] : []),
        ],
        action: "View sale",
      },
    },
  },
  "late-payment-refund": {
    nl: {
      customer: {
        subject: (d) => `Je betaling aan ${d.other} wordt terugbetaald`,
        body: (d) => [
          `Je betaling kwam binnen nadat de bestelling was vervallen: ${d.items}.`,
          ...refundNl(d),
        ],
        action: "Bestelling bekijken",
      },
    },
    en: {
      customer: {
        subject: (d) => `Your payment to ${d.other} is being refunded`,
        body: (d) => [
          `Your payment arrived after the order had lapsed: ${d.items}.`,
          ...refundEn(d),
        ],
        action: "View order",
      },
    },
  },
} satisfies MailBook;
