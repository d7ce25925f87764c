import type { FaqPage } from "./types";

export const faqEn: FaqPage = {
  title: "Frequently asked questions",
  description:
    "Answers to common questions about searching, listing, pickup, shipping and your Buurtoogst account.",
  intro:
    "Here you’ll find answers to the questions we’re asked most often. Can’t find yours? E-mail us at hallo@buurtoogst.nl and we’ll get back to you within two working days.",
  groups: [
    {
      heading: "Finding produce",
      entries: [
        {
          question: "How do I find produce near me?",
          answer:
            "Type a keyword at the top, such as “aardbeien” (strawberries) or “pompoen” (pumpkin), and choose a place from the suggestions, or “Current location” if your browser may share it. Singular and plural both work (“tomaat” also finds “tomaten”) and we usually catch a typo. The map beside the results shows where things are; drag or zoom it and the results follow. The filters narrow by category, price, and pickup or shipping.",
        },
        {
          question: "What does “Gratis” mean?",
          answer:
            "“Gratis” is Dutch for free. Some providers give their harvest away, for example because they have more than they can eat themselves. You’ll recognise these listings by the “Gratis” label: you pay nothing for the product itself. If it is shipped, shipping costs may apply; they are shown on the listing.",
        },
        {
          question: "What do the ratings on a grower’s profile mean?",
          answer:
            "A grower’s profile shows the ratings they have received: 1 to 5 stars with a short comment, separately as a seller and as a buyer. We remove reviews that are offensive or aren’t about the experience.",
        },
      ],
    },
    {
      heading: "Listing",
      entries: [
        {
          question: "What does it cost to list?",
          answer:
            "Nothing. Creating an account and publishing listings is free, with no subscription or listing fees. You can give things away too: set the price to 0 and your listing shows as “Gratis” (free).",
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
            "Not if you’re a hobby gardener occasionally selling your surplus. If you start selling on a regular basis with the aim of making a profit, you may count as a business and need to register with the Dutch Chamber of Commerce (KvK). In Belgium, something similar applies to registration in the Crossroads Bank for Enterprises (KBO). If in doubt, check the criteria on kvk.nl or ask a business counter (ondernemingsloket) in Belgium. Be honest in your profile about whether you sell as a private individual or a professional. Your tax return remains your own responsibility.",
        },
        {
          question: "How do I make a listing that stands out?",
          answer:
            "Take a sharp photo in daylight of what you’re actually offering. In the description, mention the variety, how much you’re offering, when you harvested it and whether you grow organically or without pesticides. State clearly when people can collect. And keep your stock up to date, so nobody comes for something that’s already gone.",
        },
        {
          question: "How do I edit a listing or take it offline?",
          answer:
            "Under “Your listings” in the menu you see all your listings. Open one there to edit it, and close it when it’s sold out or the season is over. You can open a closed listing again later.",
        },
      ],
    },
    {
      heading: "Pickup and shipping",
      entries: [
        {
          question: "How can I tell whether I can collect something?",
          answer:
            "Each listing says whether you can collect it, have it shipped or both, and in which town you collect it. In the search results you can filter on pickup or shipping.",
        },
        {
          question: "What does shipping cost?",
          answer:
            "The provider sets the shipping costs: one amount for the first item and one for each additional item. They are shown on the listing.",
        },
        {
          question: "Can I send plants and seeds to Belgium or the Netherlands?",
          answer:
            "Within your own country, this is usually fine for hobby gardeners. Across the border, plants, cuttings, bulbs and some seeds often need a plant passport. If you don’t have the required phytosanitary documents, only offer your plants and seeds for pickup or for shipping within your own country. You’ll find more information from the NVWA and the FAVV.",
        },
      ],
    },
    {
      heading: "Paying",
      entries: [
        {
          question: "Can I keep my card for next time?",
          answer:
            "Yes. Tick ‘Save this card for later’ when you check out, or save a card under Account › Payment methods. At your next order that card is ready; you can also use a new card and save it, or pay once with another card. Under Payment methods you replace or remove the card. If your saved card has expired, checkout says so and you choose another. We keep only the brand, the last four digits and the expiry date: your card number goes straight to the payment provider.",
        },
        {
          question: "Why does it say ‘iDEAL | Wero’?",
          answer:
            "iDEAL is gradually becoming Wero, the banks’ European payment method. That is why iDEAL is now called ‘iDEAL | Wero’. You pay with it as you always did: through your own bank.",
        },
      ],
    },
    {
      heading: "Account and security",
      entries: [
        {
          question: "How do I verify my e-mail address?",
          answer:
            "After you sign up, we send you an e-mail with a confirmation link. Click the link and your address is confirmed. No e-mail? Check your spam folder and make sure you spelled your address correctly. You can also request a new link. Still not working? E-mail us.",
        },
        {
          question: "I forgot my password. What now?",
          answer:
            "Click “Forgot password” on the login page and enter your e-mail address. You’ll receive a link to set a new password. Choose a strong password that you don’t use anywhere else.",
        },
        {
          question: "How do I delete my account?",
          answer:
            "You do it yourself, under Account › Delete account. You confirm with your password, and you are then logged out everywhere. We erase your name, e-mail address, password, phone number, profile photo, description and town straight away, and your listings are closed. We keep your orders and sales with their messages and reviews, as the law requires; they then show ‘Deleted user’ instead of your name. If an order or sale is still in progress, finish it first: the page shows which. You can later create a new account with the same e-mail address. If it doesn’t work, e-mail us from the address linked to your account. Our privacy policy has more details.",
        },
        {
          question: "How do I spot a scam?",
          answer:
            "We will never ask for your password or bank details by e-mail. If you get such a request in Buurtoogst’s name, don’t respond and let us know at hallo@buurtoogst.nl.",
        },
        {
          question: "How do I report a listing or user?",
          answer:
            "Seen a listing or profile that crosses the line, such as a prohibited plant or unsafe food? E-mail the link to hallo@buurtoogst.nl. We review every report and let you know what we did about it.",
        },
      ],
    },
  ],
};
