import { type MailBook, NEW_MESSAGE_MAIL } from "./mail-book";

// A new message in an order's or enquiry's conversation (decision 067). The text is not
// quoted: the conversation is read on the page, where the sender's removal is respected.

export const messageMails = {
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
} satisfies MailBook;
