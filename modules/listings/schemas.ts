import { z } from "zod";
import {
  convertMajorToMinor,
  formatPrice,
  InvalidMoneyError,
  type InvalidMoneyReason,
  MARKETPLACE_CURRENCY,
} from "#modules/money";
import { messageWithValues } from "#modules/users";
import { CATEGORIES } from "./categories";
import { isIsoDateWithinBounds } from "./date-bounds";
import {
  BRANDS,
  DESCRIPTION_MAX,
  DISCLAIMER_MAX,
  INTEGER_COLUMN_MAX,
  PRICE_MAX_SUBUNITS,
  SIZES,
  STOCK_MAX,
  TITLE_MAX,
} from "./options";
import { UNITS } from "./units";

// Form values arrive as strings; these helpers keep "" as "not given".
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messageWithValues("Validators.maxLength", { maxLength: max }))
    .optional()
    .transform((v) => (v ? v : undefined));
const checkbox = z
  .union([z.literal("on"), z.literal("true"), z.literal("false"), z.literal(""), z.boolean()])
  .optional()
  .transform((v) => v === true || v === "on" || v === "true");
const categoryIds = CATEGORIES.map((c) => c.id) as [string, ...string[]];

/** Details tab: title, description, category, brand, size, unit, available-until, disclaimer. */
export const listingDetailsSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "EditListingDetailsForm.titleRequired")
    .max(TITLE_MAX, messageWithValues("Validators.maxLength", { maxLength: TITLE_MAX })),
  description: z
    .string()
    .trim()
    .min(1, "EditListingDetailsForm.descriptionRequired")
    .max(
      DESCRIPTION_MAX,
      messageWithValues("Validators.maxLength", { maxLength: DESCRIPTION_MAX }),
    ),
  category: z.enum(categoryIds, "EditListingDetailsForm.categoryRequired"),
  brand: z.enum(BRANDS, "EditListingDetailsForm.brandRequired"),
  size: z.enum(SIZES, "EditListingDetailsForm.sizeRequired"),
  unit: z.enum(UNITS, "EditListingDetailsForm.unitRequired"),
  availableUntil: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      z.iso
        .date("EditListingDetailsForm.availableUntilInvalid")
        .refine(isIsoDateWithinBounds, "EditListingDetailsForm.availableUntilInvalid")
        .optional(),
    ),
  disclaimer: optionalText(DISCLAIMER_MAX),
});
export type ListingDetailsInput = z.infer<typeof listingDetailsSchema>;

// What exactly is wrong with a typed price, so the grower knows what to change (decision 030).
const PRICE_PROBLEMS: Record<InvalidMoneyReason, string> = {
  notANumber: "EditListingPricingForm.priceNotANumber",
  notPositive: "EditListingPricingForm.priceNegative",
  tooManyDecimals: "EditListingPricingForm.priceTooManyDecimals",
  unsafe: "EditListingPricingForm.priceTooHigh",
  currencyMismatch: "EditListingPricingForm.priceNotANumber",
};
const priceTooHigh = messageWithValues("EditListingPricingForm.priceTooHigh", {
  maxPrice: formatPrice({ amount: PRICE_MAX_SUBUNITS, currency: MARKETPLACE_CURRENCY }),
});

/** Fees are held to the price ceiling too, which is far inside their integer columns. */
function withinPriceCeiling(amount: number): number {
  if (amount > PRICE_MAX_SUBUNITS) throw new RangeError("over the price ceiling");
  return amount;
}

/** Parses a euro amount typed by a person ("3,50", "3.5", "12") into cents, or fails with a catalogue id. */
function euroAmount(requiredId: string, minimum: number) {
  return z
    .string()
    .trim()
    .min(1, requiredId)
    .transform((value, ctx) => {
      let amount: number;
      try {
        amount = convertMajorToMinor(value, MARKETPLACE_CURRENCY);
      } catch (error) {
        const reason = error instanceof InvalidMoneyError ? error.reason : "notANumber";
        const message = reason === "unsafe" ? priceTooHigh : PRICE_PROBLEMS[reason];
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      if (amount > PRICE_MAX_SUBUNITS) {
        ctx.addIssue({ code: "custom", message: priceTooHigh });
        return z.NEVER;
      }
      return amount;
    })
    .refine((amount) => amount >= minimum, {
      message: messageWithValues("EditListingPricingForm.priceTooLow", {
        minPrice: formatPrice({ amount: minimum, currency: MARKETPLACE_CURRENCY }),
      }),
    });
}

/**
 * Pricing and stock tab. The minimum price is 1 cent, or 0 ("Gratis") where
 * the marketplace allows free listings. EUR only (spec §5).
 */
export function listingPricingSchema(options: { allowFree: boolean; stockManaged: boolean }) {
  return z.object({
    price: euroAmount("EditListingPricingForm.priceRequired", options.allowFree ? 0 : 1),
    stock: options.stockManaged
      ? z
          .string()
          .trim()
          .min(1, "EditListingPricingForm.stockRequired")
          .regex(/^\d+$/, "EditListingPricingForm.stockInvalid")
          .transform(Number)
          .refine((n) => n <= STOCK_MAX, "EditListingPricingForm.stockInvalid")
      : z
          .string()
          .optional()
          .transform(() => undefined),
    minimumOrderFee: z
      .string()
      .trim()
      .optional()
      .transform((v, ctx) => {
        if (!v) return undefined;
        try {
          return withinPriceCeiling(convertMajorToMinor(v, MARKETPLACE_CURRENCY));
        } catch {
          ctx.addIssue({
            code: "custom",
            message: "EditListingPricingForm.minimumOrderFeeInvalid",
          });
          return z.NEVER;
        }
      }),
  });
}
export type ListingPricingInput = z.infer<ReturnType<typeof listingPricingSchema>>;

const coordinate = (min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v ? Number(v) : undefined))
    .pipe(z.number().min(min).max(max).optional());

/**
 * Delivery tab: pickup (a place chosen from the geocoder: address plus
 * coordinates) and/or shipping with a fee for one item and each additional one.
 */
export const listingDeliverySchema = z
  .object({
    pickupEnabled: checkbox,
    shippingEnabled: checkbox,
    address: z.string().trim().max(200).optional(),
    building: optionalText(100),
    lat: coordinate(-90, 90),
    lng: coordinate(-180, 180),
    shippingPriceOneItem: z.string().trim().optional(),
    shippingPriceAdditionalItems: z.string().trim().optional(),
  })
  .transform((value, ctx) => {
    if (!value.pickupEnabled && !value.shippingEnabled) {
      ctx.addIssue({
        code: "custom",
        path: ["pickupEnabled"],
        message: "EditListingDeliveryForm.deliveryOptionRequired",
      });
    }
    if (value.pickupEnabled) {
      if (!value.address) {
        ctx.addIssue({
          code: "custom",
          path: ["address"],
          message: "EditListingDeliveryForm.addressRequired",
        });
      } else if (value.lat === undefined || value.lng === undefined) {
        ctx.addIssue({
          code: "custom",
          path: ["address"],
          message: "EditListingDeliveryForm.addressNotRecognized",
        });
      }
    }
    const fee = (raw: string | undefined, path: string) => {
      if (!value.shippingEnabled) return undefined;
      if (!raw) {
        ctx.addIssue({
          code: "custom",
          path: [path],
          message: "EditListingDeliveryForm.shippingFeeRequired",
        });
        return undefined;
      }
      try {
        return withinPriceCeiling(convertMajorToMinor(raw, MARKETPLACE_CURRENCY));
      } catch {
        ctx.addIssue({
          code: "custom",
          path: [path],
          message: "EditListingDeliveryForm.shippingFeeInvalid",
        });
        return undefined;
      }
    };
    return {
      pickupEnabled: value.pickupEnabled,
      shippingEnabled: value.shippingEnabled,
      location:
        value.pickupEnabled && value.address
          ? { address: value.address, building: value.building }
          : undefined,
      lat: value.pickupEnabled ? value.lat : undefined,
      lng: value.pickupEnabled ? value.lng : undefined,
      shippingPriceInSubunitsOneItem: fee(value.shippingPriceOneItem, "shippingPriceOneItem"),
      shippingPriceInSubunitsAdditionalItems: fee(
        value.shippingPriceAdditionalItems,
        "shippingPriceAdditionalItems",
      ),
    };
  });
export type ListingDeliveryInput = z.infer<typeof listingDeliverySchema>;

/** Photos tab: the ordered ids of uploaded images; at least one. */
export const listingPhotosSchema = z.object({
  images: z
    .array(z.uuid("EditListingPhotosForm.imageRequired"))
    .min(1, "EditListingPhotosForm.imageRequired")
    .max(20, messageWithValues("EditListingPhotosForm.tooManyImages", { max: 20 })),
});

/** Stock update (spec §3): sent only when the new total is 0 or more and the old one is known. */
export const stockUpdateSchema = z.object({
  listingId: z.uuid(),
  // Any total the integer column can hold: an older stock may predate STOCK_MAX.
  oldTotal: z.number().int().min(0).max(INTEGER_COLUMN_MAX).nullable(),
  newTotal: z.number().int().min(0).max(STOCK_MAX),
});

export const affiliateSchema = z.object({
  isAffiliate: checkbox,
  websiteAffiliate: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ protocol: /^https?$/, error: "OperatorPage.websiteInvalid" }).optional()),
});
