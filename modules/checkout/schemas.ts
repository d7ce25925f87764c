import { z } from "zod";
import { bookingSeatsSchema } from "#modules/bookings";
import { COUNTRIES } from "./countries";

/** Spec §3/§5 billing and shipping addresses; message ids name the catalogue's texts. */
const required = (messageId: string, max = 200) =>
  z.string(messageId).trim().min(1, messageId).max(max, messageId);
const optional = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

const country = z.enum(COUNTRIES, "CheckoutPage.countryRequired");

export const billingSchema = z.object({
  name: required("CheckoutPage.billingNameRequired"),
  line1: required("CheckoutPage.addressLine1Required"),
  line2: optional(),
  postalCode: required("CheckoutPage.postalCodeRequired", 12),
  city: required("CheckoutPage.cityRequired", 100),
  country,
});
export type BillingDetails = z.infer<typeof billingSchema>;

export const shippingSchema = z.object({
  name: required("CheckoutPage.recipientNameRequired"),
  line1: required("CheckoutPage.addressLine1Required"),
  line2: optional(),
  postalCode: required("CheckoutPage.postalCodeRequired", 12),
  city: required("CheckoutPage.cityRequired", 100),
  state: optional(100),
  country,
  phone: optional(40),
});
export type ShippingDetails = z.infer<typeof shippingSchema>;

export const PAYMENT_METHODS = ["card", "ideal", "bancontact"] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, "CheckoutPage.paymentMethodRequired");

/**
 * A card's payment method id, made in the browser (decision 071): the pay form and the API
 * take this, never the card. Anything else is the card form's "enter your card" message.
 */
export const paymentMethodIdSchema = z
  .string()
  .regex(/^pm_\w{1,100}$/, "StripePaymentForm.missingCard");

const orderItem = z.object({
  listingId: z.uuid(),
  quantity: z.coerce.number().int().min(1).max(10_000),
  expectedUnitPrice: z.coerce.number().int().min(0).optional(),
});

export const checkoutOrderSchema = z.object({
  items: z.array(orderItem).min(1).max(100),
  deliveryMethod: z.enum(["pickup", "shipping"], "CheckoutPage.noDeliveryMethodError"),
  message: z.string().trim().max(5000, "CheckoutPage.messageTooLong").optional(),
  shippingAddress: shippingSchema.optional(),
  /** A booking of the order's one listing (decision 058): dates, or slot instants for hours. */
  booking: z
    .object({
      start: z.string().max(40),
      end: z.string().max(40),
      seats: bookingSeatsSchema,
    })
    .optional(),
});

/** The cart checkout endpoint's body (POST /api/checkouts). */
export const checkoutRequestSchema = z.object({
  idempotencyKey: z.string().min(8).max(100),
  orders: z.array(checkoutOrderSchema).min(1).max(50),
  billing: billingSchema,
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
