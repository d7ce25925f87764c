import type { ContentPage } from "./types";

export const privacyEn: ContentPage = {
  title: "Privacy policy",
  description:
    "How Buurtoogst handles your personal data: what we process, why, for how long, who we share it with and what your rights are.",
  lastUpdated: "2026-11-27",
  intro:
    "When you use Buurtoogst, you trust us with your data. We handle it with care and collect no more than we need. This privacy policy explains what personal data we process, why we do so, and what rights you have under the General Data Protection Regulation (GDPR).",
  sections: [
    {
      id: "controller",
      heading: "Who is responsible for your data?",
      paragraphs: [
        "Buurtoogst B.V., based in Utrecht, the Netherlands, is the controller of the personal data we process through the platform. Our Chamber of Commerce (KvK) number is available on request.",
        "For any privacy questions, e-mail hallo@buurtoogst.nl. Your question goes straight to the people responsible.",
      ],
    },
    {
      id: "data",
      heading: "What data we process",
      paragraphs: [
        "We process data you give us yourself, data generated when you use the platform, and data we receive from Stripe about payments and payouts. This includes:",
      ],
      list: [
        "Account data: your e-mail address, your password (stored only as a hash, so no one can read it back), whether your e-mail address has been confirmed, your language preference and the date you signed up.",
        "Profile data: your name or display name, your town and, if you add them, a profile photo and a short bio. Your reviews and average rating are also part of your profile.",
        "Listings: the descriptions, photos, prices, stock and pickup and shipping options you publish as a provider.",
        "Location data: the pickup address you enter as a provider, and the town or postcode you search with. We use these to calculate distances and show produce nearby. We do not track your location in the background.",
        "Messages: the messages you exchange with other users through the platform.",
        "Orders: what you bought or sold, the amounts, the status, the delivery address for shipped orders, and information about any disputes.",
        "Payment data: payments are handled by Stripe. We never see your full card number. We only receive details such as the payment method, card brand, the last four digits of your card and whether the payment succeeded. For payouts, Stripe processes providers’ bank and identity details; we only receive what we need to track payouts.",
        "Tax data: if you as a provider exceed the thresholds of the European DAC7 rules, we process your name, address, date of birth, tax identification number, bank account number and your proceeds per quarter.",
        "Technical data: your IP address, browser and device type, and log files of things like login attempts and errors. We need these to keep the platform secure and working.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      paragraphs: [
        "We only use functional cookies: small files that Buurtoogst needs in order to work. We don’t use third-party advertising, tracking or analytics cookies.",
        "During checkout, Stripe may set its own cookies to prevent fraud; Stripe’s privacy policy applies to those. You can always delete cookies in your browser, but without the session cookie you can’t log in.",
        "We set these cookies:",
      ],
      list: [
        "Session cookie: keeps you logged in while you use Buurtoogst. It disappears when you log out or the session expires.",
        "Language cookie: remembers whether you want to see Buurtoogst in Dutch or English. Kept for up to one year.",
        "Cookie notice (euCookiesAccepted): remembers that you’ve seen the cookie notice so it doesn’t keep coming back. Kept for up to one year.",
      ],
    },
    {
      id: "purposes",
      heading: "Why we use your data, and on what legal basis",
      paragraphs: [
        "We only use your data for clear purposes, and always on a legal basis provided by the GDPR:",
      ],
      list: [
        "Performance of a contract: to create and manage your account, verify your e-mail address, show listings, handle orders and payments, make payouts, deliver messages, show reviews and send you service e-mails such as order confirmations.",
        "Legal obligation: to keep our records as tax law requires, to comply with European rules for online platforms such as the Digital Services Act, and to report providers’ details to the tax authorities where the DAC7 rules require it.",
        "Legitimate interest: to secure the platform, prevent fraud, spam and abuse, handle reports and disputes, moderate listings and improve Buurtoogst. We always weigh whether your privacy interests outweigh ours.",
        "Consent: when we ask for your consent separately, for example for a newsletter. We never send you marketing without your consent, and you can withdraw consent at any time.",
      ],
    },
    {
      id: "sharing",
      heading: "Who we share data with",
      paragraphs: [
        "When you place or receive an order, we share what is needed with the other party. The provider sees your name and, for shipped orders, your delivery address. The buyer sees the provider’s name and, for pickup orders, the pickup address. On public pages we only show your name or display name, your town, your listings and your reviews, never your street and house number.",
        "Only use data you receive from another user to handle that order. Using it for anything else, such as advertising, is not allowed.",
        "We also share data with the service providers that help us run the platform (see below), and with public authorities where the law requires it, such as the tax authorities or, in the case of unsafe food, the NVWA or the FAVV.",
        "We never sell your data and we don’t use it for targeted advertising.",
      ],
    },
    {
      id: "processors",
      heading: "Processors and other service providers",
      paragraphs: [
        "We work with a small number of carefully chosen service providers. We have data processing agreements with our processors, so they only use your data on our instructions and in line with the GDPR.",
      ],
      list: [
        "Stripe (Stripe Payments Europe, Ltd., Ireland) processes card and iDEAL payments and payouts to providers. For purposes such as fraud prevention and the legally required identity checks, Stripe acts as an independent controller, and Stripe’s privacy policy applies. Stripe may also process data outside the European Economic Area, for example in the United States, using appropriate safeguards such as the EU-U.S. Data Privacy Framework and standard contractual clauses.",
        "Our hosting provider manages the servers and databases Buurtoogst runs on. They are located in a data centre within the European Union.",
        "Our e-mail service sends service e-mails, such as the verification link, order confirmations and new-message notifications. We choose a service that processes data within the EU, or outside it only with appropriate safeguards.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep data",
      paragraphs: ["We don’t keep data longer than necessary. We apply these retention periods:"],
      list: [
        "Account and profile: for as long as your account exists. If you close your account, we delete or anonymise this data within 30 days, except for anything we must keep longer for one of the reasons below.",
        "Listings: for as long as they’re online. We keep deleted listings for another 6 months so we can handle reports and disputes.",
        "Messages: up to 2 years after the last message in a conversation, or longer if they’re needed for an open dispute.",
        "Orders, payments and payouts: 7 years, as required by tax record-keeping rules.",
        "DAC7 data: as long as the law requires, up to 10 years.",
        "Reviews: for as long as the author’s account exists. After that, we show the review without a name, as “Deleted user”.",
        "Reports and moderation decisions: up to 2 years after the decision.",
        "Technical log files: up to 90 days, unless we need them to investigate a security incident.",
        "Cookies: see the periods under “Cookies” above.",
      ],
    },
    {
      id: "rights",
      heading: "Your rights",
      paragraphs: ["Under the GDPR you have the following rights:"],
      list: [
        "Access: you can ask what data we hold about you.",
        "Rectification: you can have incorrect data corrected or completed.",
        "Erasure: you can have your data deleted, except what we are legally required to keep. You delete your account yourself under Account › Delete account; we then erase your name, e-mail address, password, contact and profile details straight away and close your listings. If that does not work, e-mail us from the address linked to your account.",
        "Restriction: you can ask us to pause processing temporarily, for example while we assess an objection.",
        "Portability: you can request your data in a common, machine-readable format to take it to another service.",
        "Objection: you can object to processing we base on our legitimate interest.",
        "Withdrawing consent: if you’ve given consent for something, you can withdraw it at any time.",
        "No automated decisions: we don’t make decisions with legal effects for you based solely on automated processing. A person is always involved in moderation and disputes.",
      ],
    },
    {
      id: "exercise-rights",
      heading: "How to exercise your rights",
      paragraphs: [
        "You can view and edit much of your data yourself in your account. For anything else, e-mail hallo@buurtoogst.nl, preferably from the e-mail address linked to your account. To make sure no one else requests your data, we may ask you to confirm your identity.",
        "We respond within one month. If your request is complex, this period may be extended by two months; if so, we’ll let you know within the first month.",
        "Unhappy with how we handle your data or your request? Please tell us first. You also always have the right to lodge a complaint with the supervisory authority: the Dutch Data Protection Authority (Autoriteit Persoonsgegevens, autoriteitpersoonsgegevens.nl) or, if you live in Belgium, the Belgian Data Protection Authority (Gegevensbeschermingsautoriteit, gegevensbeschermingsautoriteit.be).",
      ],
    },
    {
      id: "security",
      heading: "Security",
      paragraphs: [
        "We protect your data with appropriate technical and organisational measures. Your connection to Buurtoogst is encrypted (https), passwords are only stored as hashes, and only staff who need access for their work can see personal data.",
        "You can help too: choose a strong password that you don’t use anywhere else. We will never ask for your password or bank details by e-mail or message. If you receive such a request, it’s phishing: don’t respond, and let us know.",
        "If something does go wrong, we act as the law requires: where necessary, we report a data breach to the supervisory authority and inform you if the risk to you is high.",
      ],
    },
    {
      id: "children",
      heading: "Children",
      paragraphs: [
        "Buurtoogst is not intended for children under 16; they cannot create an account. If you’re 16 or 17, you need the consent of a parent or guardian. If we find that we hold data about a child under 16, we delete it. Think this may be the case? Let us know.",
      ],
    },
    {
      id: "changes",
      heading: "Changes",
      paragraphs: [
        "We update this privacy policy when our service or the law changes. This page shows when it was last updated. We’ll e-mail you about significant changes before they take effect.",
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      paragraphs: [
        "Questions about privacy or this policy? E-mail hallo@buurtoogst.nl. We reply within two working days.",
        "Buurtoogst B.V., Utrecht, the Netherlands. Our Chamber of Commerce (KvK) number is available on request.",
      ],
    },
  ],
};
