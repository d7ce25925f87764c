import { describe, expect, it } from "vitest";
import { fieldErrors } from "../users/schemas";
import {
  listingDeliverySchema,
  listingDetailsSchema,
  listingPhotosSchema,
  listingPricingSchema,
} from "./schemas";

const errors = (r: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  r.success ? {} : fieldErrors(r.error!);

describe("listingDetailsSchema", () => {
  const valid = {
    title: "Tomaten",
    description: "Rijp",
    category: "groenten",
    brand: "ownGarden",
    size: "medium",
    unit: "perKg",
  };
  it("accepts a complete details tab", () => {
    expect(
      listingDetailsSchema.parse({ ...valid, availableUntil: "2026-12-31", disclaimer: "" }),
    ).toMatchObject({
      availableUntil: "2026-12-31",
      disclaimer: undefined,
    });
  });
  it("uses the spec's messages", () => {
    expect(errors(listingDetailsSchema.safeParse({ ...valid, title: " " })).title).toBe(
      "EditListingDetailsForm.titleRequired",
    );
    expect(errors(listingDetailsSchema.safeParse({ ...valid, title: "x".repeat(61) })).title).toBe(
      "Validators.maxLength?maxLength=60",
    );
    expect(
      errors(listingDetailsSchema.safeParse({ ...valid, category: "sneakers" })).category,
    ).toBe("EditListingDetailsForm.categoryRequired");
  });
});

describe("listingPricingSchema", () => {
  const schema = listingPricingSchema({ allowFree: true, stockManaged: true });
  it("reads Dutch and English decimals into cents", () => {
    expect(schema.parse({ price: "3,50", stock: "12" })).toMatchObject({ price: 350, stock: 12 });
    expect(schema.parse({ price: "3.5", stock: "0" })).toMatchObject({ price: 350, stock: 0 });
  });
  it("allows Gratis only where configured", () => {
    expect(schema.parse({ price: "0", stock: "1" }).price).toBe(0);
    const strict = listingPricingSchema({ allowFree: false, stockManaged: true });
    expect(errors(strict.safeParse({ price: "0", stock: "1" })).price).toBe(
      "EditListingPricingForm.priceTooLow?minPrice=%E2%82%AC+0%2C01",
    );
  });
  it("rejects invalid prices and stock", () => {
    expect(errors(schema.safeParse({ price: "", stock: "1" })).price).toBe(
      "EditListingPricingForm.priceRequired",
    );
    expect(errors(schema.safeParse({ price: "1.234", stock: "1" })).price).toBe(
      "EditListingPricingForm.priceRequired",
    );
    expect(errors(schema.safeParse({ price: "-1", stock: "1" })).price).toBe(
      "EditListingPricingForm.priceRequired",
    );
    expect(errors(schema.safeParse({ price: "1", stock: "" })).stock).toBe(
      "EditListingPricingForm.stockRequired",
    );
    expect(errors(schema.safeParse({ price: "1", stock: "-2" })).stock).toBe(
      "EditListingPricingForm.stockInvalid",
    );
  });
});

describe("listingDeliverySchema", () => {
  it("needs at least one delivery option", () => {
    expect(errors(listingDeliverySchema.safeParse({})).pickupEnabled).toBe(
      "EditListingDeliveryForm.deliveryOptionRequired",
    );
  });
  it("needs a recognised pickup place", () => {
    expect(errors(listingDeliverySchema.safeParse({ pickupEnabled: "on" })).address).toBe(
      "EditListingDeliveryForm.addressRequired",
    );
    expect(
      errors(listingDeliverySchema.safeParse({ pickupEnabled: "on", address: "Nergens" })).address,
    ).toBe("EditListingDeliveryForm.addressNotRecognized");
    expect(
      listingDeliverySchema.parse({
        pickupEnabled: "on",
        address: "Zwolle",
        lat: "52.51",
        lng: "6.09",
        building: "",
      }),
    ).toMatchObject({ location: { address: "Zwolle" }, lat: 52.51, lng: 6.09 });
  });
  it("needs both shipping fees when shipping", () => {
    const e = errors(
      listingDeliverySchema.safeParse({ shippingEnabled: "on", shippingPriceOneItem: "4,95" }),
    );
    expect(e.shippingPriceAdditionalItems).toBe("EditListingDeliveryForm.shippingFeeRequired");
    expect(
      listingDeliverySchema.parse({
        shippingEnabled: "on",
        shippingPriceOneItem: "4,95",
        shippingPriceAdditionalItems: "1",
      }),
    ).toMatchObject({
      shippingPriceInSubunitsOneItem: 495,
      shippingPriceInSubunitsAdditionalItems: 100,
    });
  });
});

describe("listingPhotosSchema", () => {
  it("needs at least one image", () => {
    expect(errors(listingPhotosSchema.safeParse({ images: [] })).images).toBe(
      "EditListingPhotosForm.imageRequired",
    );
  });
});
