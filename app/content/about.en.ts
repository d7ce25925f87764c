import type { ContentPage } from "./types";

export const aboutEn: ContentPage = {
  title: "About Buurtoogst",
  description:
    "Buurtoogst connects hobby gardeners and small growers with neighbours who want fresh, local food without waste. Read our story.",
  intro:
    "Buurtoogst is the marketplace for whatever is growing in your neighbourhood. Hobby gardeners and small growers in the Netherlands and Belgium sell their harvest here, or give it away, to people just around the corner.",
  sections: [
    {
      id: "story",
      heading: "Our story",
      paragraphs: [
        "Like so many vegetable-garden stories, it started with too many courgettes. One plant is plenty for a whole family, but we had four. By mid-August they were everywhere: on the kitchen counter, in the fridge and in a crate by the front door with a note saying “Help yourself!”",
        "At the same time, our neighbours kept telling us they’d love to eat fresh, local food but didn’t really know where to start. The market was on Saturday morning, just when they had to work, and the beans at the supermarket came from Kenya. Meanwhile, three gardens down the street, beans were hanging from the poles and apples were rotting under the tree.",
        "That’s how Buurtoogst was born: a place where anyone with a garden, an allotment, a balcony or a greenhouse can offer their harvest to people nearby. What’s left over doesn’t end up on the compost heap but on the neighbours’ plates. Less food waste, fewer miles between garden and kitchen, and more contact on the street.",
        "We started in Utrecht. Today you can sell and buy all over the Netherlands and Belgium, from a punnet of raspberries to a box for the whole week.",
      ],
    },
    {
      id: "buyers",
      heading: "How it works for buyers",
      paragraphs: [
        "Search for what you want and where you are, and discover what’s on offer nearby.",
      ],
      list: [
        "Search by keyword, such as “tomatoes”, “cuttings” or “eggs”, and choose your town from the suggestions, or your current location.",
        "Put products from different gardens in one cart and check out in one go, by card or with iDEAL.",
        "Collect your order from the garden or have it shipped, depending on what the provider offers.",
        "Follow your order and message the grower if you have a question or want to arrange a pickup time.",
        "Mark your order as received once you have it, and leave a review.",
        "Something wrong and you can’t sort it out together? Open a dispute and we’ll mediate.",
      ],
    },
    {
      id: "growers",
      heading: "How it works for growers",
      paragraphs: [
        "Got more than you can eat, or simply love growing for others? You can put your produce online in a few minutes.",
      ],
      list: [
        "Create a free account and confirm your e-mail address.",
        "Publish a listing with a photo, an honest description and a price, or mark it “Gratis” (free). Choose whether it can be collected, shipped, or both.",
        "Link your bank account through Stripe so we can pay you out.",
        "When an order comes in, we’ll let you know. Arrange a pickup time or send the parcel.",
        "About 7 days after the buyer marks the order as received, we pay you out.",
      ],
    },
    {
      id: "fees",
      heading: "What it costs",
      paragraphs: [
        "Browsing, creating an account and publishing listings is free. Only when you sell something do we keep 25% of the sale price. That’s all-in: payment costs, the payout, messaging, dispute mediation and the platform itself are all included. No subscription, no listing fees and no surprises afterwards.",
        "For example: sell a bunch of flowers for €8 and you receive €6. Give something away as “Gratis” and you pay nothing.",
        "We pay you out about 7 days after the buyer marks the order as received. During those days the buyer can still report a problem. That keeps buying and selling fair for everyone.",
        "For very small orders, a minimum order fee may apply to the buyer. It is always shown in the cart beforehand.",
        "Why 25%? Because we’d rather keep things simple and honest than look cheap and hide costs in the small print. The fee covers transaction costs, hosting, help with questions and disputes, and the work of keeping Buurtoogst safe and pleasant to use.",
      ],
    },
    {
      id: "values",
      heading: "What we stand for",
      paragraphs: [
        "Buurtoogst is more than a shop. It’s a community of people who love growing, sharing and eating well. Here’s what matters to us:",
      ],
      list: [
        "Local first: the shorter the journey from garden to table, the fresher the food and the fewer the food miles.",
        "Waste nothing: an overloaded plum tree is a gift to the neighbourhood, not a problem.",
        "Honest and open: real photos, honest descriptions and reviews from people who actually bought something.",
        "Respect for each other: a friendly message, being on time for pickup and solving problems together.",
        "Care for nature: no invasive alien species, careful handling of plants and seeds, and as little packaging as possible.",
        "For everyone: from first-time balcony gardeners to seasoned allotment holders.",
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      paragraphs: [
        "Got a question, an idea, or is something not working as it should? E-mail us at hallo@buurtoogst.nl. We read every message ourselves and reply within two working days.",
        "For quick answers, have a look at the frequently asked questions too.",
        "Buurtoogst B.V. is based in Utrecht, the Netherlands. Our Chamber of Commerce (KvK) number is available on request.",
      ],
    },
  ],
};
