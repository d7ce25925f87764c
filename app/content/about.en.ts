import type { ContentPage } from "./types";

export const aboutEn: ContentPage = {
  title: "About Buurtoogst",
  description:
    "Buurtoogst connects hobby gardeners and small growers with neighbours who want fresh, local food without waste. Read our story.",
  intro:
    "Buurtoogst is the marketplace for whatever is growing in your neighbourhood. Hobby gardeners and small growers in the Netherlands and Belgium offer their harvest here, for sale or for free, to people just around the corner.",
  sections: [
    {
      id: "story",
      heading: "Our story",
      paragraphs: [
        "Like so many vegetable-garden stories, it started with too many courgettes. One plant is plenty for a whole family, but we had four. By mid-August they were everywhere: on the kitchen counter, in the fridge and in a crate by the front door with a note saying “Help yourself!”",
        "At the same time, our neighbours kept telling us they’d love to eat fresh, local food but didn’t really know where to start. The market was on Saturday morning, just when they had to work, and the beans at the supermarket came from Kenya. Meanwhile, three gardens down the street, beans were hanging from the poles and apples were rotting under the tree.",
        "That’s how Buurtoogst was born: a place where anyone with a garden, an allotment, a balcony or a greenhouse can offer their harvest to people nearby. What’s left over doesn’t end up on the compost heap but on the neighbours’ plates. Less food waste, fewer miles between garden and kitchen, and more contact on the street.",
        "We started in Utrecht. Today you’ll find produce all over the Netherlands and Belgium, from a punnet of raspberries to a box for the whole week.",
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
        "See the results as a list or on the map, and filter by category, price and whether you want to collect or have it shipped.",
        "Each listing shows photos, the price, how much is left, where to collect it or what shipping costs.",
        "The grower’s profile tells you who grows it, what else they offer and the ratings they have received.",
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
        "Keep your stock up to date: at 0, visitors see that it’s gone.",
        "Under “Your listings” you edit your listings, close them when the season is over and open them again.",
        "Fill in your profile with a photo and a few lines about your garden, so people know whose harvest it is.",
      ],
    },
    {
      id: "fees",
      heading: "What it costs",
      paragraphs: [
        "Browsing, creating an account and publishing listings is free. No subscription, no listing fees and no small print.",
        "Give something away as “Gratis” (free) and your listing says so. Set a price and that is the price visitors see, with shipping costs shown separately.",
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
        "Honest and open: real photos, honest descriptions and stock that is up to date.",
        "Respect for each other: being friendly, keeping appointments and solving problems together.",
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
      ],
    },
  ],
};
