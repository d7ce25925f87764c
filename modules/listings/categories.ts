/** The 11 listing categories of spec §1; `id` is the `pub_category` search value. */
export const CATEGORIES = [
  { id: "groenten", key: "vegetables" },
  { id: "fruit", key: "fruit" },
  { id: "planten", key: "plants" },
  { id: "bloemen", key: "flowers" },
  { id: "zaden", key: "seeds" },
  { id: "kruiden", key: "herbs" },
  { id: "verwerkte-producten", key: "processedProducts" },
  { id: "eieren-en-zuivel", key: "eggsAndDairy" },
  { id: "groenten-en-fruitpakketten", key: "vegetableAndFruitBoxes" },
  { id: "diensten", key: "services" },
  { id: "benodigdheden", key: "supplies" },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]["id"];

export const isCategoryId = (value: unknown): value is CategoryId =>
  CATEGORIES.some((c) => c.id === value);

/** Category links shown in the footer (spec §2). */
export const FOOTER_CATEGORIES: CategoryId[] = [
  "groenten",
  "fruit",
  "planten",
  "bloemen",
  "zaden",
  "groenten-en-fruitpakketten",
];
