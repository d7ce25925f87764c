import { z } from "zod";
import { MESSAGE_MAX_LENGTH } from "#modules/messages";

/**
 * "Contact the seller" (spec §4 enquire, §5 'Enquiry message required', textareas at most 5000
 * characters). Message ids name the catalogue's texts; the form and the server share them.
 */
export const enquirySchema = z.object({
  listingId: z.uuid("Errors.invalidParams"),
  message: z
    .string({ message: "EnquiryForm.messageRequired" })
    .trim()
    .min(1, "EnquiryForm.messageRequired")
    .max(MESSAGE_MAX_LENGTH, `Validators.maxLength?maxLength=${MESSAGE_MAX_LENGTH}`),
});
export type EnquiryInput = z.infer<typeof enquirySchema>;

/** New enquiries per customer and hour: room for a real buyer, not for mass mailing growers. */
export const ENQUIRIES_PER_HOUR = 20;
