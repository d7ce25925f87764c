import type { ContentPage } from "./types";

export const termsEn: ContentPage = {
  title: "Terms of service",
  description:
    "Buurtoogst’s terms of service: the rules for buying, selling, paying, payouts, pickup, shipping, disputes and reviews on our marketplace.",
  lastUpdated: "2026-11-21",
  intro:
    "Thanks for using Buurtoogst. These terms explain what you can expect from us and what we expect from you, whether you’re buying, selling or giving something away. We’ve written them as plainly as we can. Please read them before you create an account: by signing up, you agree to them. This English version is a translation; if it differs from the Dutch version, the Dutch version prevails, unless the English wording is more favourable to you as a consumer.",
  sections: [
    {
      id: "who-we-are",
      heading: "1. Who we are",
      paragraphs: [
        "Buurtoogst is an online marketplace run by Buurtoogst B.V., based in Utrecht, the Netherlands. Our Chamber of Commerce (KvK) number is available on request.",
        "You can reach us at hallo@buurtoogst.nl. In these terms, “we”, “us” and “Buurtoogst” always mean Buurtoogst B.V.",
        "These terms apply to all use of the Buurtoogst website and services by buyers and providers in the Netherlands and Belgium.",
      ],
    },
    {
      id: "definitions",
      heading: "2. Definitions",
      paragraphs: ["In these terms we use the following definitions:"],
      list: [
        "Platform: the Buurtoogst website and all services we offer on it.",
        "User: anyone with an account on the platform.",
        "Provider: a user who offers products or services, such as a hobby gardener, allotment holder or small grower.",
        "Buyer: a user who orders something through the platform, even if it is free.",
        "Listing: a provider’s offer on the platform, with a description, photos, price and pickup or shipping options.",
        "Order: the contract of sale between buyer and provider concluded through the platform. If you check out products from several providers at once, you enter into a separate contract with each provider.",
        "Platform fee: the 25% fee we deduct from the proceeds of a sale.",
        "Free listing: a listing for which the provider asks no price, marked with the “Gratis” (free) label.",
        "Professional provider: a provider acting in the course of a trade, business or profession (a “trader” under consumer law).",
        "Private provider: a provider who is not acting in the course of a trade, business or profession.",
        "Consumer: a natural person who is not acting in the course of a trade, business or profession.",
      ],
    },
    {
      id: "accounts",
      heading: "3. Your account and age",
      paragraphs: [
        "You need an account to buy or sell. You sign up with your e-mail address and a password, then confirm your e-mail address using the link we send you. Only then can you place orders or publish listings.",
        "You must be 18 or older. If you’re 16 or 17, you may only use Buurtoogst with the consent of a parent or guardian. If you’re under 16, you can’t create an account.",
        "When you sign up, you provide accurate and complete information and you keep it up to date. Your account is personal: don’t share it with others and keep your password secret. You are responsible for what happens through your account, unless you show that someone else misused it through no fault of yours.",
        "Think someone else has access to your account? Change your password straight away and let us know at hallo@buurtoogst.nl.",
        "You can close your account at any time. Please complete any open orders and disputes first.",
      ],
    },
    {
      id: "platform-role",
      heading: "4. Our role: we bring buyers and providers together",
      paragraphs: [
        "Buurtoogst is an intermediary. We provide the platform on which providers show their harvest and products and buyers can order and pay. We are not a seller ourselves and we never become the owner of the products.",
        "The contract of sale is made directly between buyer and provider. The provider is responsible for the product, the description, the quality, food safety and delivery or handover. The buyer is responsible for paying and, for pickup orders, for collecting on time.",
        "Providers state whether they sell as a private individual or as a professional, and we show this information to buyers. If you buy from a private provider, consumer-law rights such as the statutory right of withdrawal do not apply (see section 12).",
        "We don’t check listings in advance, but we can review, edit or remove them afterwards (see section 17).",
      ],
    },
    {
      id: "listings",
      heading: "5. Listing rules",
      paragraphs: [
        "As a provider, you are responsible for your listings. Describe your offer honestly and completely: what it is, how much, its condition, when it was harvested or made, and whether it’s for pickup or shipping.",
        "Use photos of what you’re actually offering, state the correct price and keep your stock up to date. Sold out? Take the listing offline or adjust the stock.",
        "You may offer anything that legally comes out of your garden, greenhouse or kitchen, such as:",
      ],
      list: [
        "vegetables, fruit and herbs;",
        "plants, cuttings, bulbs, tubers and seeds;",
        "flowers, from cut flowers to dried bouquets;",
        "processed products such as jam, chutney, juice, honey or dried herbs;",
        "eggs and dairy, within the food safety rules (see section 7);",
        "vegetable and fruit boxes;",
        "garden services, such as pruning, help in the vegetable patch or garden advice;",
        "garden supplies, such as compost, pots, seed trays and tools.",
      ],
    },
    {
      id: "prohibited",
      heading: "6. What isn’t allowed",
      paragraphs: [
        "Some things don’t belong on Buurtoogst, not even for free. Not sure? Ask us before you publish a listing.",
        "You may not ask buyers to pay outside the platform, post misleading, offensive or discriminatory content, or create listings for things you aren’t really offering.",
        "In any case, the following are not allowed:",
      ],
      list: [
        "invasive alien species on the European Union list of species of Union concern (Regulation (EU) No 1143/2014), such as giant hogweed, Himalayan balsam, water hyacinth, floating pennywort and parrot’s feather, including their seeds and plant parts;",
        "plants, cuttings, bulbs, tubers and seeds shipped across a border without the required phytosanitary documents, such as a plant passport;",
        "live animals, such as chickens, rabbits, fish and bee colonies;",
        "unsafe food, such as spoiled, mouldy or contaminated products, products that haven’t been kept properly chilled, and products past their “use by” date;",
        "wild mushrooms, and plants picked or dug up in the wild;",
        "alcoholic drinks;",
        "plant protection products that are not authorised in the Netherlands or Belgium;",
        "drugs, and plants or seeds intended for growing drugs;",
        "anything else that breaks the law or infringes the rights of others.",
      ],
    },
    {
      id: "food-safety",
      heading: "7. Food safety and hygiene",
      paragraphs: [
        "If you sell or give away anything that is eaten or drunk, you as the provider are responsible for its safety. That also applies if you’re a hobby gardener who only occasionally offers small amounts.",
        "Work cleanly, harvest and pack hygienically, keep perishable products cool, and only offer what you’d happily eat yourself. For processed products such as jam, chutney or pesto, state the ingredients, the allergens and the date you made them. For eggs, state the laying date and only offer clean, undamaged eggs.",
        "Which rules apply to you depends on what you sell, how much and how often. If you sell regularly or in larger quantities, you may count as a food business and have to register with the food safety authority: the Netherlands Food and Consumer Product Safety Authority (NVWA) or, in Belgium, the Federal Agency for the Safety of the Food Chain (FAVV/AFSCA). Additional rules apply to eggs and dairy. Only offer dairy if you are registered for it with the NVWA or the FAVV.",
        "It’s your responsibility to know and follow the rules that apply to you. If we receive signs that a product may be unsafe, we can take the listing offline immediately and, where necessary, inform the competent authority.",
      ],
    },
    {
      id: "prices-fees",
      heading: "8. Prices and fees",
      paragraphs: [
        "Providers set their own prices. As a buyer, you see shipping costs and any minimum order fee separately in your cart, always before you pay.",
        "Creating an account, browsing and publishing listings is free. When you sell something, we deduct a 25% platform fee from your proceeds. That fee is all-in: payment costs, the payout and use of the platform are all included. For example, if you sell a crate of tomatoes for €10, you receive €7.50.",
        "A minimum order amount may apply to small orders. If your order is below that amount, you as the buyer pay a small surcharge: the minimum order fee. You always see it in your cart beforehand.",
        "Free listings really are free: the provider asks no price and we charge no platform fee on them. Shipping costs or a minimum order fee may still apply; you’ll see those beforehand too.",
        "We may change our rates. We’ll announce this at least 30 days in advance. Nothing changes for orders that have already been placed.",
      ],
    },
    {
      id: "payment",
      heading: "9. Payment",
      paragraphs: [
        "You pay through the platform, by credit or debit card or with iDEAL. Payments are processed by our payment service provider, Stripe. Your card details go straight to Stripe: we never see your full card number.",
        "An order is final as soon as the payment has succeeded. The money is held until the order is complete and only then goes to the provider. If an order is cancelled or you’re refunded after a dispute, we pay the money back to the payment method you used.",
        "Paying outside the platform is not allowed. If you do so anyway, you are not protected by our dispute procedure.",
      ],
    },
    {
      id: "payout",
      heading: "10. Payouts to providers",
      paragraphs: [
        "To receive payouts, you link a bank account through Stripe. Stripe is legally required to verify your identity; Stripe’s own terms also apply to this.",
        "Once the buyer has marked the order as received, we pay out your proceeds minus the platform fee about 7 days later. During those days the buyer can still report a problem. How quickly the money then reaches your account also depends on your bank.",
        "If a buyer doesn’t mark an order as received even though it has been collected or delivered, we may treat the order as received after a reasonable period, for example based on tracking information. Feel free to contact us if this happens.",
        "If there is a dispute about the order, we hold the payout until the dispute is resolved.",
        "If you make 30 or more sales in a calendar year, or sell for more than €2,000, European rules (DAC7) require us to report your details and proceeds to the Dutch Tax and Customs Administration, which may share them with the tax authority of your own country. We will then ask you for additional information, such as your tax identification number. Your own tax return remains your responsibility.",
      ],
    },
    {
      id: "pickup-shipping",
      heading: "11. Pickup and shipping",
      paragraphs: [
        "Each listing shows whether you can collect the product, have it shipped, or both. For pickup, buyer and provider agree on a time via messages. If you can’t make the agreed time, let the other person know as soon as possible.",
        "After a pickup order, the buyer can see the pickup address. Only use that address to collect that order.",
        "If the provider ships, they use sturdy, suitable packaging and send the order as soon as possible, preferably with tracking. Only ship perishable products if they’ll survive the journey, and preferably early in the week so they don’t sit with the carrier over a weekend.",
        "The provider bears the risk of loss or damage during shipping until the buyer has received the product.",
        "Shipping from the Netherlands to Belgium or the other way round? Pay extra attention to the rules for plants, seeds and food (see sections 6 and 7).",
      ],
    },
    {
      id: "withdrawal",
      heading: "12. Right of withdrawal: when can you undo a purchase?",
      paragraphs: [
        "Consumers who buy online from a business usually have a 14-day cooling-off period: the right of withdrawal. On Buurtoogst it works differently from an ordinary web shop, and we want to be upfront about that.",
        "If you buy from a private provider, such as a hobby gardener, the statutory right of withdrawal does not apply. That right only applies to purchases from professional sellers; private individuals aren’t bound by it. Of course, any provider is free to agree to undo a sale anyway.",
        "If you buy as a consumer from a professional provider, you do in principle have 14 days to change your mind, counted from the day you received the product. The professional provider will tell you how to withdraw and who pays for the return shipping.",
        "Even then there are exceptions. The right of withdrawal does not apply to goods that spoil quickly or have a short shelf life, such as fresh vegetables, fruit, cut flowers, eggs and dairy. Nor does it apply to sealed goods that can’t be returned for health or hygiene reasons once the seal has been broken after delivery, such as an opened jar of jam. Exceptions may also apply to services and to products made specially for you.",
        "Regardless of the right of withdrawal, every product must match what was described and agreed, even when you buy from a private individual. If something isn’t right, you can open a dispute (see section 13). With a professional provider, you also have the statutory guarantee of a product that is fit for purpose.",
      ],
    },
    {
      id: "disputes",
      heading: "13. Problems and disputes",
      paragraphs: [
        "If something goes wrong with an order, first contact the other person via messages. Most problems are quickly solved together, for example with a replacement or a partial refund.",
        "If you can’t work it out together, you as the buyer can open a dispute from the order. You can do so until the provider has been paid out. Please report problems with fresh produce within 48 hours of receipt if you can, and include clear photos.",
        "We then mediate as a neutral party. We look at the messages, the photos and the order details, ask both sides for their account, and then make a proposal: a full or partial refund to the buyer, payment to the provider, or something in between. We aim to resolve a dispute within 14 days.",
        "While the dispute is open, we hold the payment. We carry out our decision using the money paid through the platform. If you disagree with it, you can always take the dispute to the competent court. Your statutory rights remain in place after our dispute procedure has ended.",
        "Have a complaint about Buurtoogst itself, for instance about how we handled a dispute? E-mail us at hallo@buurtoogst.nl. We’ll acknowledge your complaint within two working days and respond in substance within 14 days.",
      ],
    },
    {
      id: "reviews",
      heading: "14. Reviews",
      paragraphs: [
        "After a completed order, buyer and provider can review each other: a rating from 1 to 5 with a short comment. Only people who actually completed an order together can leave a review, so every review is based on a real purchase.",
        "A review is honest, is about your own experience with that order and stays polite. Insults, discrimination, threats, advertising and other people’s personal data are not allowed. You may not give or ask for a review in exchange for something, such as a discount or an extra bunch of parsley, and you may not threaten a bad review to get your way.",
        "We only remove or hide a review if it breaks these rules or the law, never just because it’s negative. Think a review about you breaks the rules? Report it to us.",
      ],
    },
    {
      id: "intellectual-property",
      heading: "15. Photos and other content",
      paragraphs: [
        "Photos, text and other content you post on Buurtoogst remain yours. Only post content you hold the rights to: take your own photos or use photos you have permission for. Don’t copy photos from the internet.",
        "By posting content, you give us a non-exclusive, royalty-free licence to store, display, resize or crop it and use it on the platform and to promote your listing or Buurtoogst. This licence ends when you delete the content or your account, except for copies in backups and use that has already lawfully taken place.",
        "The Buurtoogst name, our logo, the design of the platform and the software belong to us. You may not use or copy them without our permission.",
        "Think someone on Buurtoogst is infringing your rights, for example by using your photos? Let us know at hallo@buurtoogst.nl and we’ll look into it.",
      ],
    },
    {
      id: "liability",
      heading: "16. Liability",
      paragraphs: [
        "Because the contract of sale is made between buyer and provider, the provider is liable for their own offer: its quality, safety, description and delivery. Buurtoogst is not liable for these.",
        "We do our best to keep the platform running well and safely, but we can’t guarantee that it will always be available or free of errors. We are not liable for damage caused by outages or maintenance, unless we are seriously at fault.",
        "If we are liable after all, our liability is limited to direct damage and to the amount of platform fees and minimum order fees we received from you in the preceding twelve months, or €100 if that is higher.",
        "These limitations do not apply in cases of intent or deliberate recklessness on the part of Buurtoogst, nor where the law does not permit them, for example for personal injury or where mandatory consumer law provides otherwise.",
        "If you, as a provider, break the law or these terms and someone holds us liable for it, you will compensate us for the resulting damage.",
      ],
    },
    {
      id: "suspension",
      heading: "17. Moderation, suspension and banning",
      paragraphs: [
        "Anyone can report a listing, message, review or profile that seems to break the law or these terms. E-mail hallo@buurtoogst.nl with a link to it. We assess reports carefully and as quickly as possible.",
        "If a listing or behaviour breaks these terms or the law, we can take appropriate measures: edit or remove a listing, hide a review, restrict features, temporarily suspend an account or, for serious or repeated violations, ban an account permanently. In cases of fraud, unsafe products or abuse, we can act immediately.",
        "If we take such a measure, we’ll tell you what we did and why, unless the law or an authority prohibits us from doing so. If you disagree, you can object via hallo@buurtoogst.nl. Someone who wasn’t involved in the original decision will review your objection. You can also turn to a certified out-of-court dispute settlement body or go to court.",
        "If we ban an account, we settle open orders as well as we can. Money owed to a provider for a properly fulfilled order will be paid out, unless fraud is involved.",
      ],
    },
    {
      id: "changes",
      heading: "18. Changes to these terms",
      paragraphs: [
        "We may change these terms, for example when we add new features or the law changes. We’ll notify you of significant changes by e-mail at least 30 days in advance. Minor changes, such as clearer wording, are published on this page.",
        "If you don’t agree with a change, you can close your account before it takes effect. If you keep using Buurtoogst after that, the new terms apply. Orders already placed remain subject to the terms that applied at the time.",
      ],
    },
    {
      id: "law",
      heading: "19. Applicable law and competent court",
      paragraphs: [
        "These terms and your use of Buurtoogst are governed by Dutch law. If you are a consumer living in Belgium, you keep the protection of the mandatory rules of Belgian law.",
        "Disputes with Buurtoogst are submitted to the competent court of the District Court of Midden-Nederland. If you are a consumer, you can also go to the court where you live, and we can only take you to court there.",
        "If any provision of these terms is invalid, the other provisions remain in force.",
      ],
    },
    {
      id: "contact",
      heading: "20. Contact",
      paragraphs: [
        "Questions about these terms? E-mail us at hallo@buurtoogst.nl. We reply within two working days.",
        "Buurtoogst B.V., Utrecht, the Netherlands. Our Chamber of Commerce (KvK) number is available on request.",
      ],
    },
  ],
};
