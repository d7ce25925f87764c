import { describe, expect, it } from "vitest";
import { fieldErrors } from "#modules/users";
import {
  listingDeliverySchema,
  listingDetailsSchema,
  listingPhotosSchema,
  listingPricingSchema,
  stockUpdateSchema,
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
  it("takes a disclaimer up to 5000 characters, as every textarea (spec §5)", () => {
    expect(listingDetailsSchema.safeParse({ ...valid, disclaimer: "a".repeat(5000) }).success).toBe(
      true,
    );
    expect(listingDetailsSchema.safeParse({ ...valid, disclaimer: "a".repeat(5001) }).success).toBe(
      false,
    );
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
      "EditListingPricingForm.priceTooManyDecimals",
    );
    expect(errors(schema.safeParse({ price: "-1", stock: "1" })).price).toBe(
      "EditListingPricingForm.priceNegative",
    );
    expect(errors(schema.safeParse({ price: "1", stock: "" })).stock).toBe(
      "EditListingPricingForm.stockRequired",
    );
    expect(errors(schema.safeParse({ price: "1", stock: "-2" })).stock).toBe(
      "EditListingPricingForm.stockInvalid",
    );
  });
});

describe("listingPricingSchema: what is wrong with a price", () => {
  const schema = listingPricingSchema({ allowFree: true, stockManaged: false });
  const priceError = (price: string) => errors(schema.safeParse({ price })).price;
  it("says a price is not a number", () => {
    expect(priceError("abc")).toBe("EditListingPricingForm.priceNotANumber");
    expect(priceError("3,50 euro")).toBe("EditListingPricingForm.priceNotANumber");
    expect(priceError("1.000,50")).toBe("EditListingPricingForm.priceNotANumber");
  });
  it("says a price is negative", () => {
    expect(priceError("-3,50")).toBe("EditListingPricingForm.priceNegative");
  });
  it("says a price has more than two decimals", () => {
    expect(priceError("3,505")).toBe("EditListingPricingForm.priceTooManyDecimals");
  });
  it("says a price is too large, with the maximum", () => {
    const tooHigh = "EditListingPricingForm.priceTooHigh?maxPrice=%E2%82%AC+100.000%2C-";
    expect(priceError("100000,01")).toBe(tooHigh);
    expect(priceError("99999999999999999999")).toBe(tooHigh);
    expect(priceError("100000")).toBeUndefined();
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

describe("numbers and dates within their columns", () => {
  const pricing = listingPricingSchema({ allowFree: true, stockManaged: true });

  it("refuses a minimum order fee beyond the price ceiling with the field's message", () => {
    const result = pricing.safeParse({ price: "3", stock: "1", minimumOrderFee: "100000000" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["minimumOrderFee"],
      message: "EditListingPricingForm.minimumOrderFeeInvalid",
    });
  });

  it("refuses shipping fees beyond the price ceiling", () => {
    const result = listingDeliverySchema.safeParse({
      shippingEnabled: "on",
      shippingPriceOneItem: "100000000",
      shippingPriceAdditionalItems: "1",
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ["shippingPriceOneItem"],
      message: "EditListingDeliveryForm.shippingFeeInvalid",
    });
  });

  it("refuses an old stock total the integer column cannot hold", () => {
    const listingId = "6f1c1f0e-0c3f-4d53-9c61-3c6b1f3e2a10";
    expect(
      stockUpdateSchema.safeParse({ listingId, oldTotal: 2147483647, newTotal: 1 }).success,
    ).toBe(true);
    expect(
      stockUpdateSchema.safeParse({ listingId, oldTotal: 2147483648, newTotal: 1 }).success,
    ).toBe(false);
  });

  it("takes available-until dates in 2000–2099 only", () => {
    const details = {
      title: "Tomaten",
      description: "Rijp",
      category: "groenten",
      brand: "ownGarden",
      size: "small",
      unit: "perKg",
    };
    for (const availableUntil of ["0000-01-01", "1999-12-31", "2100-01-01"])
      expect(listingDetailsSchema.safeParse({ ...details, availableUntil }).success).toBe(false);
    expect(
      listingDetailsSchema.safeParse({ ...details, availableUntil: "2099-12-31" }).success,
    ).toBe(true);
  });
});
