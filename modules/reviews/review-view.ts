/** A public review with its author, as pages show it (spec §7 reviews.query). */
export type ReviewView = {
  id: string;
  type: "ofProvider" | "ofCustomer";
  rating: number;
  content: string;
  createdAt: string;
  listingId: string | null;
  /** Whom the review is about: the provider (ofProvider) or the customer (ofCustomer). */
  subjectId: string;
  author: {
    id: string;
    displayName: string;
    abbreviatedName: string;
    banned: boolean;
    deleted: boolean;
    profileImageKey: string | null;
  };
};
