import type { MailBook } from "./transaction-mail";

// A new message in an order's or enquiry's conversation (decision 067). The text is not
// quoted: the conversation is read on the page, where the sender's removal is respected.

/** The event name of the new-message mail in the mail book. */
export const NEW_MESSAGE_MAIL = "new-message";

export const messageMails: MailBook = {
  [NEW_MESSAGE_MAIL]: {
    nl: {
      customer: {
        subject: (d) => `${d.other} heeft je een bericht gestuurd`,
        body: (d) => [
          `${d.other} heeft je een bericht gestuurd over ${d.items}.`,
          "Lees en beantwoord het op je bestelpagina.",
        ],
        action: "Bericht lezen",
      },
      provider: {
        subject: (d) => `${d.other} heeft je een bericht gestuurd`,
        body: (d) => [
          `${d.other} heeft je een bericht gestuurd over ${d.items}.`,
          "Lees en beantwoord het op je verkooppagina.",
        ],
        action: "Bericht lezen",
      },
    },
    en: {
      customer: {
        subject: (d) => `${d.other} sent you a message`,
        body: (d) => [
          `${d.other} sent you a message about ${d.items}.`,
          "Read and answer it on your order page.",
        ],
        action: "Read message",
      },
      provider: {
        subject: (d) => `${d.other} sent you a message`,
        body: (d) => [
          `${d.other} sent you a message about ${d.items}.`,
          "Read and answer it on your sale page.",
        ],
        action: "Read message",
      },
    },
  },
};
