import type { MailBook, MailCopy } from "./mail-book";

// After the hand-over: the review period and the reviews' publication (decision 056).

const publishedNl: Record<"customer" | "provider", MailCopy> = {
  customer: {
    subject: () => "De beoordelingen zijn gepubliceerd",
    body: (d) => [
      `De beoordelingen van je bestelling bij ${d.other} staan nu op jullie profielen.`,
    ],
    action: "Bestelling bekijken",
  },
  provider: {
    subject: () => "De beoordelingen zijn gepubliceerd",
    body: (d) => [`De beoordelingen van de verkoop aan ${d.other} staan nu op jullie profielen.`],
    action: "Verkoop bekijken",
  },
};
const publishedEn: Record<"customer" | "provider", MailCopy> = {
  customer: {
    subject: () => "The reviews have been published",
    body: (d) => [`The reviews of your order from ${d.other} are now on your profiles.`],
    action: "View order",
  },
  provider: {
    subject: () => "The reviews have been published",
    body: (d) => [`The reviews of the sale to ${d.other} are now on your profiles.`],
    action: "View sale",
  },
};
const published = { nl: publishedNl, en: publishedEn };

/** One side reviewed: the other is asked for theirs. */
const askNl = (action: string): MailCopy => ({
  subject: (d) => `${d.other} heeft je beoordeeld`,
  body: (d) => [
    `${d.other} heeft een beoordeling geschreven. Schrijf er ook een; beide worden gepubliceerd zodra jij de jouwe hebt gegeven of de beoordelingstermijn voorbij is.`,
  ],
  action,
});
const askEn = (action: string): MailCopy => ({
  subject: (d) => `${d.other} reviewed you`,
  body: (d) => [
    `${d.other} wrote a review. Write yours too; both are published once you have given yours or the review period is over.`,
  ],
  action,
});

export const reviewMails = {
  "transition/auto-complete": {
    nl: {
      customer: {
        subject: (d) => `Hoe was je bestelling bij ${d.other}?`,
        body: (d) => [
          `Je bestelling is afgerond: ${d.items}.`,
          `Laat ${d.other} en andere kopers weten hoe het ging met een beoordeling.`,
        ],
        action: "Beoordeling schrijven",
      },
      provider: {
        subject: (d) => `Hoe ging de verkoop aan ${d.other}?`,
        body: (d) => [
          `De verkoop is afgerond: ${d.items}.`,
          `Schrijf een beoordeling over ${d.other}.`,
        ],
        action: "Beoordeling schrijven",
      },
    },
    en: {
      customer: {
        subject: (d) => `How was your order from ${d.other}?`,
        body: (d) => [
          `Your order is complete: ${d.items}.`,
          `Let ${d.other} and other buyers know how it went with a review.`,
        ],
        action: "Write a review",
      },
      provider: {
        subject: (d) => `How did the sale to ${d.other} go?`,
        body: (d) => [`The sale is complete: ${d.items}.`, `Write a review of ${d.other}.`],
        action: "Write a review",
      },
    },
  },
  "transition/review-1-by-customer": {
    nl: { provider: askNl("Beoordeling schrijven") },
    en: { provider: askEn("Write a review") },
  },
  "transition/review-1-by-provider": {
    nl: { customer: askNl("Beoordeling schrijven") },
    en: { customer: askEn("Write a review") },
  },
  "transition/review-2-by-customer": published,
  "transition/review-2-by-provider": published,
  "transition/expire-provider-review-period": published,
  "transition/expire-customer-review-period": published,
} satisfies MailBook;
