import { describe, expect, it } from "vitest";
import { offerAvailability, productJsonLd, serializeJsonLd } from "./json-ld";

const base = {
  title: "Trostomaten",
  description: "Rijp en zoet.",
  url: "https://buurtoogst.nl/l/0b6e1f7a-1111-4111-8111-111111111111",
  images: ["https://buurtoogst.nl/images/a/facebook.jpg"],
  category: "Groenten",
  state: "published" as const,
  price: { amount: 350, currency: "EUR" },
  currentStock: 25,
  stockManaged: true,
  sellerName: "Moestuin Bakker",
};

describe("productJsonLd", () => {
  it("describes the listing as a Product with an Offer in euros", () => {
    expect(productJsonLd(base)).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Trostomaten",
      description: "Rijp en zoet.",
      url: base.url,
      image: base.images,
      category: "Groenten",
      offers: {
        "@type": "Offer",
        url: base.url,
        price: "3.50",
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
        seller: { "@type": "Person", name: "Moestuin Bakker" },
      },
    });
  });

  it("gives free listings a price of 0.00 and leaves out what is unknown", () => {
    const ld = productJsonLd({
      ...base,
      price: { amount: 0, currency: "EUR" },
      images: [],
      category: null,
      sellerName: null,
    });
    expect(ld.offers).toEqual({
      "@type": "Offer",
      url: base.url,
      price: "0.00",
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
    });
    expect(ld).not.toHaveProperty("image");
    expect(ld).not.toHaveProperty("category");
  });

  it("has no offer without a price", () => {
    expect(productJsonLd({ ...base, price: null })).not.toHaveProperty("offers");
  });
});

describe("offerAvailability", () => {
  it("marks closed listings discontinued, empty stock out of stock", () => {
    expect(offerAvailability({ state: "closed", currentStock: 5, stockManaged: true })).toBe(
      "https://schema.org/Discontinued",
    );
    expect(offerAvailability({ state: "published", currentStock: 0, stockManaged: true })).toBe(
      "https://schema.org/OutOfStock",
    );
    expect(offerAvailability({ state: "published", currentStock: 0, stockManaged: false })).toBe(
      "https://schema.org/InStock",
    );
  });
});

describe("serializeJsonLd", () => {
  it("escapes < so a title cannot close the script tag", () => {
    expect(serializeJsonLd({ name: "</script><script>x" })).toBe(
      '{"name":"\\u003c/script>\\u003cscript>x"}',
    );
  });
});
