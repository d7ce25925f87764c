import { unitDivisor } from "#modules/money";

export type ProductJsonLdInput = {
  title: string;
  description: string;
  url: string;
  images: string[];
  category: string | null;
  state: "draft" | "pendingApproval" | "published" | "closed";
  price: { amount: number; currency: string } | null;
  currentStock: number | null;
  stockManaged: boolean;
  sellerName: string | null;
};

const SCHEMA = "https://schema.org/";

/** Offer availability: closed listings are discontinued, stock-managed ones without stock out of stock. */
export function offerAvailability(
  input: Pick<ProductJsonLdInput, "state" | "currentStock" | "stockManaged">,
) {
  if (input.state === "closed") return `${SCHEMA}Discontinued`;
  if (input.stockManaged && (input.currentStock ?? 0) <= 0) return `${SCHEMA}OutOfStock`;
  return `${SCHEMA}InStock`;
}

/** schema.org Product with one Offer for a listing page (price as a decimal string in EUR). */
export function productJsonLd(input: ProductJsonLdInput) {
  const offer = input.price
    ? {
        "@type": "Offer",
        url: input.url,
        price: (input.price.amount / unitDivisor(input.price.currency)).toFixed(2),
        priceCurrency: input.price.currency,
        availability: offerAvailability(input),
        ...(input.sellerName ? { seller: { "@type": "Person", name: input.sellerName } } : {}),
      }
    : undefined;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.title,
    description: input.description,
    url: input.url,
    ...(input.images.length > 0 ? { image: input.images } : {}),
    ...(input.category ? { category: input.category } : {}),
    ...(offer ? { offers: offer } : {}),
  };
}

/** JSON for a `<script type="application/ld+json">`: "<" escaped so user text cannot close the tag. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
