import type { MailMessage } from "./mailer.server";

export type MailLocale = "nl" | "en";

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function layout(
  heading: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string,
) {
  const html = `<!doctype html><html><body style="margin:0;background:#f6f1e7;font-family:Arial,sans-serif;color:#2d2a26">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:12px;padding:32px">
<tr><td style="font-size:22px;font-weight:bold;color:#2f5d3a;padding-bottom:16px">Buurtoogst</td></tr>
<tr><td style="font-size:20px;font-weight:bold;padding-bottom:12px">${escapeHtml(heading)}</td></tr>
${paragraphs.map((p) => `<tr><td style="font-size:16px;line-height:1.5;padding-bottom:12px">${escapeHtml(p)}</td></tr>`).join("")}
<tr><td style="padding:16px 0"><a href="${escapeHtml(action.url)}" style="background:#2f5d3a;color:#fff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold;display:inline-block">${escapeHtml(action.label)}</a></td></tr>
<tr><td style="font-size:13px;color:#6b645a;line-height:1.5">${escapeHtml(footer)}<br>${escapeHtml(action.url)}</td></tr>
</table></td></tr></table></body></html>`;
  // The footer asks to paste "this link": in plain text as in HTML, the link follows it.
  const text = [
    heading,
    "",
    ...paragraphs,
    "",
    `${action.label}: ${action.url}`,
    "",
    footer,
    action.url,
  ].join("\n");
  return { html, text };
}

const copy = {
  nl: {
    verify: {
      subject: "Bevestig je e-mailadres bij Buurtoogst",
      heading: (name: string) => `Hoi ${name},`,
      body: [
        "Fijn dat je meedoet met Buurtoogst! Bevestig je e-mailadres, dan weten kopers en kwekers dat ze je kunnen bereiken.",
        "De link werkt 24 uur en één keer.",
      ],
      action: "E-mailadres bevestigen",
      footer:
        "Heb je geen account aangemaakt? Dan kun je deze e-mail negeren. Werkt de knop niet? Plak deze link in je browser:",
    },
    reset: {
      subject: "Nieuw wachtwoord instellen voor Buurtoogst",
      heading: (name: string) => `Hoi ${name},`,
      body: [
        "Je hebt gevraagd om een nieuw wachtwoord. Via de knop hieronder kies je er een.",
        "De link werkt 1 uur en één keer.",
      ],
      action: "Nieuw wachtwoord kiezen",
      footer:
        "Heb je dit niet gevraagd? Dan blijft je wachtwoord gewoon hetzelfde. Werkt de knop niet? Plak deze link in je browser:",
    },
  },
  en: {
    verify: {
      subject: "Verify your email address at Buurtoogst",
      heading: (name: string) => `Hi ${name},`,
      body: [
        "Welcome to Buurtoogst! Please verify your email address so buyers and growers know they can reach you.",
        "The link works once, for 24 hours.",
      ],
      action: "Verify email address",
      footer:
        "Didn't create an account? You can ignore this email. Button not working? Paste this link into your browser:",
    },
    reset: {
      subject: "Reset your Buurtoogst password",
      heading: (name: string) => `Hi ${name},`,
      body: [
        "You asked for a new password. Choose one with the button below.",
        "The link works once, for 1 hour.",
      ],
      action: "Choose a new password",
      footer:
        "Didn't ask for this? Your password stays the same. Button not working? Paste this link into your browser:",
    },
  },
} as const;

export function verificationMail(
  locale: MailLocale,
  to: string,
  name: string,
  url: string,
): MailMessage {
  const c = copy[locale].verify;
  return {
    to,
    subject: c.subject,
    ...layout(c.heading(name), [...c.body], { label: c.action, url }, c.footer),
  };
}

export function passwordResetMail(
  locale: MailLocale,
  to: string,
  name: string,
  url: string,
): MailMessage {
  const c = copy[locale].reset;
  return {
    to,
    subject: c.subject,
    ...layout(c.heading(name), [...c.body], { label: c.action, url }, c.footer),
  };
}
