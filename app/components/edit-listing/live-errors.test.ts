import { describe, expect, it } from "vitest";
import { liveErrors, tabCheck } from "./live-errors";

const config = { allowFree: true, stockManaged: true };

describe("liveErrors: a refused tab's errors while the grower fixes it", () => {
  const delivery = tabCheck("delivery", config);

  it("drops 'Kies ophalen, verzenden of allebei.' as soon as a box is ticked, also both", () => {
    const server = { pickupEnabled: "EditListingDeliveryForm.deliveryOptionRequired" };
    const sent = {};
    expect(liveErrors({ server, sent, current: {}, tabCheck: delivery })).toEqual(server);
    expect(
      liveErrors({
        server,
        sent,
        current: { pickupEnabled: "on", shippingEnabled: "on" },
        tabCheck: delivery,
      }).pickupEnabled,
    ).toBeUndefined();
    expect(
      liveErrors({ server, sent, current: { shippingEnabled: "on" }, tabCheck: delivery }),
    ).toEqual({});
  });

  it("keeps a shipping fee error while it is wrong, with what is wrong now", () => {
    const server = { shippingPriceOneItem: "EditListingDeliveryForm.shippingFeeRequired" };
    const sent = { shippingEnabled: "on", shippingPriceOneItem: "" };
    const now = (fee: string) =>
      liveErrors({
        server,
        sent,
        current: {
          shippingEnabled: "on",
          shippingPriceOneItem: fee,
          shippingPriceAdditionalItems: "1",
        },
        tabCheck: delivery,
      }).shippingPriceOneItem;
    expect(now("")).toBe("EditListingDeliveryForm.shippingFeeRequired");
    expect(now("abc")).toBe("EditListingDeliveryForm.shippingFeeInvalid");
    expect(now("4,95")).toBeUndefined();
  });

  it("keeps the server's 'place not recognised' until the place changes or pickup is unticked", () => {
    const server = { address: "EditListingDeliveryForm.addressNotRecognized" };
    const sent = { pickupEnabled: "on", address: "Nergensdorp", lat: "", lng: "" };
    const show = (current: Record<string, string>) =>
      liveErrors({ server, sent, current, tabCheck: delivery }).address;
    expect(show(sent)).toBe("EditListingDeliveryForm.addressNotRecognized");
    expect(
      show({ ...sent, address: "Zwolle, Overijssel, Nederland", lat: "52.5", lng: "6.1" }),
    ).toBeUndefined();
    expect(show({ ...sent, pickupEnabled: "" })).toBeUndefined();
  });

  it("says what is wrong with the price now, and nothing once it is right", () => {
    const pricing = tabCheck("pricing", config);
    const server = { price: "EditListingPricingForm.priceNotANumber" };
    const sent = { price: "abc", stock: "3" };
    const show = (price: string) =>
      liveErrors({ server, sent, current: { price, stock: "3" }, tabCheck: pricing }).price;
    expect(show("abc")).toBe("EditListingPricingForm.priceNotANumber");
    expect(show("-3")).toBe("EditListingPricingForm.priceNegative");
    expect(show("3,505")).toBe("EditListingPricingForm.priceTooManyDecimals");
    expect(show("3,50")).toBeUndefined();
  });

  it("does not add errors the server did not give", () => {
    const details = tabCheck("details", config);
    const server = { title: "EditListingDetailsForm.titleRequired" };
    expect(
      liveErrors({ server, sent: {}, current: { title: "Bonen" }, tabCheck: details }),
    ).toEqual({});
  });

  it("keeps a stock total that changed meanwhile until the stock is changed", () => {
    const pricing = tabCheck("pricing", config);
    const server = { stock: "EditListingPricingForm.oldStockTotalWasOutOfSync" };
    const sent = { price: "3", stock: "9" };
    expect(liveErrors({ server, sent, current: sent, tabCheck: pricing })).toEqual(server);
    expect(
      liveErrors({ server, sent, current: { ...sent, stock: "8" }, tabCheck: pricing }),
    ).toEqual({});
  });
});
