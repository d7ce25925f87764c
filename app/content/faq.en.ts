import type { FaqPage } from "./types";

export const faqEn: FaqPage = {
  title: "Frequently asked questions",
  description:
    "Answers to common questions about buying, selling, paying, payouts, pickup, shipping and your Buurtoogst account.",
  intro:
    "Here you’ll find answers to the questions we’re asked most often. Can’t find yours? E-mail us at hallo@buurtoogst.nl and we’ll get back to you within two working days.",
  groups: [
    {
      heading: "Buying",
      entries: [
        {
          question: "What does “Gratis” mean?",
          answer:
            "“Gratis” is Dutch for free. Some providers give their harvest away, for example because they have more than they can eat themselves. You’ll recognise these listings by the “Gratis” label. You pay nothing for the product itself. If you have it shipped, shipping costs may apply; you always see those in your cart beforehand. Only order what you’ll actually collect or use, so it doesn’t go to waste after all.",
        },
        {
          question: "Can I order from several gardens at once?",
          answer:
            "Yes. You collect products from different providers in one cart and check out in one go. A separate order is created for each provider, which you also follow separately: one garden might have you collect, another might ship. That way you make one payment but still have clear arrangements with each provider.",
        },
        {
          question: "How do I find produce near me?",
          answer:
            "Type a keyword at the top, such as “aardbeien” (strawberries) or “pompoen” (pumpkin), and choose a place from the suggestions, or “Current location” if your browser may share it. Singular and plural both work (“tomaat” also finds “tomaten”) and we usually catch a typo. The map beside the results shows where things are; drag or zoom it and the results follow. The filters narrow by category, price, and pickup or shipping.",
        },
        {
          question: "Can I cancel or return my order?",
          answer:
            "Much of what’s offered on Buurtoogst comes from private individuals, such as hobby gardeners. The statutory 14-day right of withdrawal does not apply to them. If you buy from a professional provider, it usually does apply, but not to goods that spoil quickly, such as fresh vegetables, fruit, cut flowers and eggs. Want to cancel before your order has been shipped or collected? Message the provider straight away: often something can be arranged. You can read more in our terms of service.",
        },
        {
          question: "How do reviews work?",
          answer:
            "After a completed order, buyer and provider rate each other from 1 to 5, with a short comment. Only people who actually completed an order together can leave a review. Be honest, describe your own experience and stay friendly; we remove reviews that are offensive or aren’t about the order.",
        },
      ],
    },
    {
      heading: "Selling",
      entries: [
        {
          question: "What does it cost to sell?",
          answer:
            "Creating an account and publishing listings is free. When you sell something, we keep 25% of the sale price. That’s all-in: payment costs, the payout and use of the platform are included. Sell a crate of apples for €12 and you receive €9. We charge nothing on free listings.",
        },
        {
          question: "What can I offer, and what not?",
          answer:
            "Anything that legally comes out of your garden, greenhouse or kitchen: vegetables, fruit, herbs, flowers, plants, cuttings and seeds, but also jam, juice, eggs, vegetable and fruit boxes, garden services and garden supplies. Things that aren’t allowed include invasive alien species on the EU Union list (such as giant hogweed and water hyacinth), live animals, alcohol and unsafe food. The full list is in our terms of service.",
        },
        {
          question: "May I sell eggs or homemade jam?",
          answer:
            "Yes, as long as it’s safe and you follow the rules. As a provider, you’re responsible for food safety yourself. Work hygienically, and for jam and other processed products state the ingredients, the allergens and the date you made them. Only offer clean, undamaged eggs, store them in a cool, dry place and state the laying date. If you sell regularly or in larger quantities, you may need to register with the NVWA (Netherlands) or the FAVV (Belgium). Their websites explain which rules apply to you.",
        },
        {
          question: "Do I need to register with the Chamber of Commerce (KvK)?",
          answer:
            "Not if you’re a hobby gardener occasionally selling your surplus. If you start selling on a regular basis with the aim of making a profit, you may count as a business and need to register with the Dutch Chamber of Commerce (KvK). In Belgium, something similar applies to registration in the Crossroads Bank for Enterprises (KBO). If in doubt, check the criteria on kvk.nl or ask a business counter (ondernemingsloket) in Belgium. Be honest in your profile about whether you sell as a private individual or a professional. Note: if you sell 30 or more times a year, or for more than €2,000, the DAC7 rules require us to report your details to the Dutch tax authorities. Your tax return remains your own responsibility.",
        },
        {
          question: "How do I make a listing that stands out?",
          answer:
            "Take a sharp photo in daylight of what you’re actually offering. In the description, mention the variety, how much you’re offering, when you harvested it and whether you grow organically or without pesticides. State clearly when people can collect. And keep your stock up to date, so nobody orders something that’s already gone.",
        },
      ],
    },
    {
      heading: "Payments and payouts",
      entries: [
        {
          question: "How can I pay?",
          answer:
            "You pay securely through our payment partner Stripe, with iDEAL or by credit or debit card. With iDEAL, you complete the payment directly in your own bank’s app or website. We never see your full card number.",
        },
        {
          question: "When do I get paid as a provider?",
          answer:
            "About 7 days after the buyer marks the order as received. During those days the buyer can still report a problem. After that, we transfer your proceeds minus the 25% platform fee to the bank account you linked through Stripe. If there’s a dispute, we wait until it’s resolved before paying out.",
        },
        {
          question: "What is the minimum order fee?",
          answer:
            "For very small orders, a small surcharge may apply, because otherwise the fixed costs of a payment can’t be covered. Whether you pay it, and how much, is always shown in your cart before you check out. You can often avoid it by adding something extra from the same garden.",
        },
        {
          question: "Why does Stripe ask for my identity?",
          answer:
            "As a payment institution, Stripe is legally required to check who receives money, to prevent money laundering and fraud. That’s why Stripe asks for details such as your name, date of birth and sometimes an identity document when you link your bank account. These details go to Stripe, not to us.",
        },
        {
          question: "Do I get my money back if an order doesn’t go ahead?",
          answer:
            "Yes. If the provider cancels, or we decide after a dispute that you should be refunded, we pay the amount back to the payment method you used. Depending on your bank, it will be back in your account within 5 to 10 working days.",
        },
      ],
    },
    {
      heading: "Shipping and pickup",
      entries: [
        {
          question: "How does pickup work?",
          answer:
            "After ordering, you’ll see the pickup address. Arrange a time with the provider via messages. If you can’t make it, let them know as soon as possible and agree on a new time together: fresh produce won’t wait forever. Once you have your order, mark it as received.",
        },
        {
          question: "What if my order arrives damaged or spoiled?",
          answer:
            "Take clear photos of the product and the packaging straight away and message the provider, preferably within 48 hours for fresh produce. Often a replacement or a partial refund sorts it out quickly. If you can’t agree, open a dispute from your order. We’ll look at the photos and messages and make a proposal. While the dispute is open, the provider is not paid out.",
        },
        {
          question: "Who pays for shipping?",
          answer:
            "The provider sets the shipping costs. You see them on the listing and in your cart before you pay. Until you’ve received the parcel, the provider is responsible for loss or damage in transit.",
        },
        {
          question: "Can I send plants and seeds to Belgium or the Netherlands?",
          answer:
            "Within your own country, this is usually fine for hobby gardeners. Across the border, plants, cuttings, bulbs and some seeds often need a plant passport. If you don’t have the required phytosanitary documents, only offer your plants and seeds for pickup or for shipping within your own country. You’ll find more information from the NVWA and the FAVV.",
        },
      ],
    },
    {
      heading: "Account and security",
      entries: [
        {
          question: "How do I verify my e-mail address?",
          answer:
            "After you sign up, we send you an e-mail with a confirmation link. Click the link and your address is confirmed; you can then place orders and publish listings. No e-mail? Check your spam folder and make sure you spelled your address correctly. You can also request a new link. Still not working? E-mail us.",
        },
        {
          question: "I forgot my password. What now?",
          answer:
            "Click “Forgot password” on the login page and enter your e-mail address. You’ll receive a link to set a new password. Choose a strong password that you don’t use anywhere else.",
        },
        {
          question: "How do I delete my account?",
          answer:
            "You can do this in your account settings, or by e-mailing us from the address linked to your account. First complete any open orders and disputes and wait until outstanding payouts have arrived. We delete your data within 30 days, except what we’re legally required to keep, such as order records for tax purposes (7 years). Our privacy policy has more details.",
        },
        {
          question: "How do I spot a scam?",
          answer:
            "Always pay and communicate through Buurtoogst. We will never ask for your password or bank details by e-mail or message. If someone asks you to pay outside the platform, for example with a payment request or a link, don’t do it and let us know. Only payments made through Buurtoogst are covered by our dispute procedure.",
        },
        {
          question: "How do I report a listing or user?",
          answer:
            "Seen a listing, message or review that crosses the line, such as a prohibited plant or unsafe food? Report it using the report function on the platform or e-mail hallo@buurtoogst.nl. We review every report and let you know what we did about it.",
        },
      ],
    },
  ],
};
