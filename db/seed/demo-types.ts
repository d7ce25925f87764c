import type { CategoryId, Unit } from "#modules/listings";
import type { IllustrationKind, PlaceId } from "../../tests/factories";

/** Shape of the demo catalogue, kept as plain data so it reads like a product list. */
export type DemoListing = {
  title: string;
  description: string;
  category: CategoryId;
  unit: Unit;
  /** Euro cents; 0 is shown as "Gratis". */
  price: number;
  stock: number;
  delivery: "pickup" | "shipping" | "both";
  /** Shipping in cents for the first item and each additional one. */
  shipping?: [one: number, additional: number];
  image: IllustrationKind;
  /** Age of the listing; the landing page shows the newest first. */
  daysAgo: number;
  state?: "draft" | "closed";
};

export type DemoProvider = {
  email: string;
  password?: string;
  firstName: string;
  lastName: string;
  displayName: string;
  bio: string;
  place: PlaceId;
  street: string;
  joinedDaysAgo: number;
  listings: DemoListing[];
};
