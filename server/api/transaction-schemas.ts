import { z } from "zod";
import { billingSchema, shippingSchema } from "#modules/checkout";
import { isProcessAlias } from "#modules/transactions";

/** The transactions API's input shapes (spec §7), shared by its handlers and the OpenAPI document. */

const REQUEST_TRANSITIONS = [
  "transition/request-payment",
  "transition/request-push-payment",
  "transition/request",
] as const;

// Only the params initiate names (decision 063): anything else is a 400 naming it. The quantity
// has no default: spec §8's 'transition should contain quantity information'.
const initiateParams = z
  .object({
    listingId: z.uuid(),
    stockReservationQuantity: z
      .unknown()
      .refine((v) => v !== undefined && v !== null && v !== "", {
        message: "Errors.quantityMissing",
        abort: true,
      })
      .pipe(z.coerce.number().int().min(1).max(10_000)),
    deliveryMethod: z.enum(["pickup", "shipping"], "CheckoutPage.noDeliveryMethodError"),
    shippingDetails: shippingSchema.optional(),
    billingDetails: billingSchema.optional(),
    message: z.string().trim().max(5000).optional(),
  })
  .strict();

export const initiateSchema = z.object({
  processAlias: z.string().refine(isProcessAlias, "Errors.invalidParams"),
  transition: z.enum(REQUEST_TRANSITIONS),
  params: initiateParams,
});

/**
 * Spec §4 initial → enquiry: a conversation about one listing, no order. The first message
 * follows through messages.send, or comes along as params.message (then both are written in
 * one database transaction).
 */
export const enquireSchema = z.object({
  processAlias: z.string().refine(isProcessAlias, "Errors.invalidParams"),
  transition: z.literal("transition/enquire"),
  params: z.object({ listingId: z.uuid(), message: z.string().optional() }).strict(),
});

export type InitiateBody = z.infer<typeof initiateSchema>;
export type EnquireBody = z.infer<typeof enquireSchema>;

export const privilegedInitiateSchema = z.object({
  isSpeculative: z.boolean().default(false),
  bodyParams: z.union([initiateSchema, enquireSchema]),
});

export const transitionSchema = z.object({
  id: z.uuid(),
  transition: z.string().startsWith("transition/").max(100),
  params: z.record(z.string(), z.unknown()).default({}),
});

export type TransitionBody = z.infer<typeof transitionSchema>;

export const privilegedTransitionSchema = z.object({
  isSpeculative: z.boolean().default(false),
  bodyParams: transitionSchema,
});

export const queryParamsSchema = z.object({
  only: z.enum(["order", "sale"]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
});

export const idQuery = z.object({ id: z.uuid() });
export const txQuery = z.object({ transactionId: z.uuid() });
