import { formatPrice } from "#modules/money";
import type { TransactionMailData as D, MailBook, MailCopy } from "./mail-book";

// From the question or request to the goods in the buyer's hands (decision 056).

const eur = (cents: number) => formatPrice({ amount: cents, currency: "EUR" });
const shipped = (d: D) => d.deliveryMethod === "shipping";

const receivedNl: MailCopy = {
  subject: (d) => `${d.other} heeft de bestelling ontvangen`,
  body: (d) => [
    `${d.other} heeft de bestelling als ontvangen gemarkeerd: ${d.items}.`,
    d.amount > 0
      ? `Je ontvangt ${eur(d.amount)}; de uitbetaling volgt over ongeveer 7 dagen.`
      : "Fijn dat het is overgedragen!",
  ],
  action: "Verkoop bekijken",
};
const receivedEn: MailCopy = {
  subject: (d) => `${d.other} received the order`,
  body: (d) => [
    `${d.other} marked the order as received: ${d.items}.`,
    d.amount > 0
      ? `You receive ${eur(d.amount)}; the payout follows in about 7 days.`
      : "Glad it was handed over!",
  ],
  action: "View sale",
};
const received = { nl: { provider: receivedNl }, en: { provider: receivedEn } };

const requestNl = {
  customer: {
    subject: (d: D) => `Je aanvraag bij ${d.other} is verstuurd`,
    body: (d: D) => [
      `${d.other} heeft je aanvraag ontvangen: ${d.items}.`,
      "Je hoort het zodra het voor je klaarligt.",
    ],
    action: "Aanvraag bekijken",
  },
  provider: {
    subject: (d: D) => `Nieuwe aanvraag van ${d.other}`,
    body: (d: D) => [
      `${d.other} wil graag: ${d.items}.`,
      "Spreek via de verkooppagina af hoe het wordt overgedragen.",
    ],
    action: "Aanvraag bekijken",
  },
};
const requestEn = {
  customer: {
    subject: (d: D) => `Your request to ${d.other} has been sent`,
    body: (d: D) => [
      `${d.other} has received your request: ${d.items}.`,
      "You will hear when it is ready for you.",
    ],
    action: "View request",
  },
  provider: {
    subject: (d: D) => `New request from ${d.other}`,
    body: (d: D) => [
      `${d.other} would like: ${d.items}.`,
      "Agree on the hand-over on the sale page.",
    ],
    action: "View request",
  },
};

export const deliveryMails = {
  "transition/enquire": {
    nl: {
      provider: {
        subject: (d) => `${d.other} heeft een vraag`,
        body: (d) => [`${d.other} heeft je een vraag gestuurd over ${d.items}.`],
        action: "Vraag beantwoorden",
      },
    },
    en: {
      provider: {
        subject: (d) => `${d.other} has a question`,
        body: (d) => [`${d.other} sent you a question about ${d.items}.`],
        action: "Answer the question",
      },
    },
  },
  "transition/request": { nl: requestNl, en: requestEn },
  "transition/request-after-enquiry": { nl: requestNl, en: requestEn },
  "transition/expire-request": {
    nl: {
      customer: {
        subject: (d) => `Je aanvraag bij ${d.other} is verlopen`,
        body: (d) => [`${d.other} heeft je aanvraag niet op tijd overgedragen: ${d.items}.`],
        action: "Aanvraag bekijken",
      },
      provider: {
        subject: (d) => `De aanvraag van ${d.other} is verlopen`,
        body: (d) => [
          `De aanvraag van ${d.other} is niet op tijd overgedragen en vervalt: ${d.items}.`,
          "De voorraad is weer beschikbaar.",
        ],
        action: "Aanvraag bekijken",
      },
    },
    en: {
      customer: {
        subject: (d) => `Your request to ${d.other} has expired`,
        body: (d) => [`${d.other} did not hand over your request in time: ${d.items}.`],
        action: "View request",
      },
      provider: {
        subject: (d) => `The request from ${d.other} has expired`,
        body: (d) => [
          `The request from ${d.other} was not handed over in time and has lapsed: ${d.items}.`,
          "The stock is available again.",
        ],
        action: "View request",
      },
    },
  },
  "transition/expire-payment": {
    nl: {
      customer: {
        subject: (d) => `Je bestelling bij ${d.other} is niet geplaatst`,
        body: (d) => [
          `De betaling is niet op tijd afgerond, dus je bestelling is vervallen: ${d.items}.`,
          "Er is niets afgeschreven. Wil je het nog hebben? Bestel dan opnieuw.",
        ],
        action: "Bestelling bekijken",
      },
    },
    en: {
      customer: {
        subject: (d) => `Your order from ${d.other} was not placed`,
        body: (d) => [
          `The payment was not completed in time, so your order has lapsed: ${d.items}.`,
          "Nothing was charged. Still want it? Please order again.",
        ],
        action: "View order",
      },
    },
  },
  "transition/mark-delivered": {
    nl: {
      customer: {
        subject: (d) =>
          shipped(d)
            ? `${d.other} heeft je bestelling verzonden`
            : `${d.other} heeft je bestelling geleverd`,
        body: (d) => [
          shipped(d)
            ? `${d.other} heeft je bestelling verzonden: ${d.items}.`
            : `${d.other} heeft je bestelling als geleverd gemarkeerd: ${d.items}.`,
          "Heb je alles in goede staat ontvangen? Markeer de bestelling dan als ontvangen. Klopt er iets niet, meld dan een probleem.",
        ],
        action: "Bestelling bekijken",
      },
    },
    en: {
      customer: {
        subject: (d) =>
          shipped(d) ? `${d.other} has shipped your order` : `${d.other} has delivered your order`,
        body: (d) => [
          shipped(d)
            ? `${d.other} has shipped your order: ${d.items}.`
            : `${d.other} marked your order as delivered: ${d.items}.`,
          "Got everything in good order? Please mark the order as received. If something is wrong, report a problem.",
        ],
        action: "View order",
      },
    },
  },
  "transition/mark-received": received,
  "transition/mark-received-from-purchased": received,
  "transition/mark-received-from-requested": received,
  "transition/auto-mark-received": {
    nl: {
      customer: {
        subject: () => "Je bestelling is als ontvangen gemarkeerd",
        body: (d) => [
          `Je hebt de bestelling van ${d.other} niet op tijd als ontvangen gemarkeerd; dat hebben we nu voor je gedaan: ${d.items}.`,
        ],
        action: "Bestelling bekijken",
      },
      provider: receivedNl,
    },
    en: {
      customer: {
        subject: () => "Your order was marked as received",
        body: (d) => [
          `You did not mark the order from ${d.other} as received in time, so we did it for you: ${d.items}.`,
        ],
        action: "View order",
      },
      provider: receivedEn,
    },
  },
  "reminder/ship": {
    nl: {
      provider: {
        subject: (d) =>
          shipped(d)
            ? `Herinnering: verzend de bestelling van ${d.other}`
            : `Herinnering: geef de bestelling van ${d.other} mee`,
        body: (d) => [
          `${d.other} wacht nog op: ${d.items}.`,
          shipped(d)
            ? "Verzend de bestelling en markeer hem als verzonden. Gebeurt er niets, dan wordt de bestelling na een tijd vanzelf geannuleerd en terugbetaald."
            : "Geef de bestelling mee en markeer hem als geleverd. Gebeurt er niets, dan wordt de bestelling na een tijd vanzelf geannuleerd.",
        ],
        action: "Verkoop bekijken",
      },
    },
    en: {
      provider: {
        subject: (d) =>
          shipped(d)
            ? `Reminder: ship ${d.other}'s order`
            : `Reminder: hand over ${d.other}'s order`,
        body: (d) => [
          `${d.other} is still waiting for: ${d.items}.`,
          shipped(d)
            ? "Please ship the order and mark it as shipped. If nothing happens, the order is cancelled and refunded after a while."
            : "Please hand over the order and mark it as delivered. If nothing happens, the order is cancelled after a while.",
        ],
        action: "View sale",
      },
    },
  },
  "reminder/mark-received": {
    nl: {
      customer: {
        subject: () => "Herinnering: heb je je bestelling ontvangen?",
        body: (d) => [
          `${d.other} heeft je bestelling geleverd: ${d.items}.`,
          "Markeer hem als ontvangen, of meld een probleem als er iets niet klopt. Doe je niets, dan wordt de bestelling binnenkort vanzelf als ontvangen gemarkeerd.",
        ],
        action: "Bestelling bekijken",
      },
    },
    en: {
      customer: {
        subject: () => "Reminder: did you receive your order?",
        body: (d) => [
          `${d.other} delivered your order: ${d.items}.`,
          "Please mark it as received, or report a problem if something is wrong. If you do nothing, the order is soon marked as received automatically.",
        ],
        action: "View order",
      },
    },
  },
} satisfies MailBook;
