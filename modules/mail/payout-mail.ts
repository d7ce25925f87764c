import type { MailMessage } from "./mailer.server";
import { layout, type MailLocale } from "./templates";

/**
 * The grower's mail when their payout account needs something later (decision 078): Stripe
 * asks for more (currently due), a deadline passed (past due), or the account is disabled.
 */
export type PayoutMailData = {
  name: string;
  kind: "due" | "pastDue" | "disabled";
  /** The payout page, where the status box offers the way forward. */
  url: string;
};

const copy = {
  nl: {
    subject: {
      due: "Je uitbetaalrekening heeft nog gegevens nodig",
      pastDue: "Vul je gegevens aan om uitbetaald te blijven worden",
      disabled: "Je uitbetaalrekening is gepauzeerd",
    },
    heading: (d: PayoutMailData) => `Hallo ${d.name},`,
    intro: {
      due: "Onze betaalpartner vraagt om nog wat gegevens voor je uitbetaalrekening. Tot die tijd kun je gewoon verkopen; vul ze op tijd aan.",
      pastDue:
        "De termijn voor aanvullende gegevens van je uitbetaalrekening is verlopen. Tot je ze aanvult kun je niet voor geld verkopen en betalen we niet uit.",
      disabled:
        "Je uitbetaalrekening is gepauzeerd. Zolang dat zo is kun je niet voor geld verkopen en betalen we niet uit. Op je betaalgegevens zie je wat er nodig is.",
    },
    action: "Naar je betaalgegevens",
    footer: "Werkt de knop niet? Plak deze link in je browser:",
  },
  en: {
    subject: {
      due: "Your payout account needs more details",
      pastDue: "Complete your details to keep getting paid",
      disabled: "Your payout account is paused",
    },
    heading: (d: PayoutMailData) => `Hello ${d.name},`,
    intro: {
      due: "Our payment partner asks for some more details for your payout account. You can keep selling meanwhile; please complete them in time.",
      pastDue:
        "The deadline for more details of your payout account has passed. Until you complete them you can't sell for money and we don't pay out.",
      disabled:
        "Your payout account is paused. While it is, you can't sell for money and we don't pay out. Your payment settings show what is needed.",
    },
    action: "Go to your payment settings",
    footer: "Button not working? Paste this link into your browser:",
  },
} as const;

export function payoutMail(locale: MailLocale, to: string, data: PayoutMailData): MailMessage {
  const c = copy[locale];
  return {
    to,
    subject: c.subject[data.kind],
    ...layout(c.heading(data), [c.intro[data.kind]], { label: c.action, url: data.url }, c.footer),
  };
}
