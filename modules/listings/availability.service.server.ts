import { z } from "zod";
import { AppError } from "#modules/errors";
import type { UserRecord } from "#modules/users";
import type { AvailabilityPlan } from "../../db/schema";
import {
  DAY_MS,
  DAYS_OF_WEEK,
  freeSeats,
  generateTimeSlots,
  isValidTimeZone,
  TIME_SLOT_WINDOW_DAYS,
} from "./availability";
import type { AvailabilityRepository } from "./availability.repository.server";
import { isWithinDateBounds } from "./date-bounds";
import type { OwnListingRepository } from "./own-listings.repository.server";
import { timeEntryProblems } from "./time-plan";

const instant = z.coerce
  .date("AvailabilityForm.dateOutOfRange")
  .refine(isWithinDateBounds, "AvailabilityForm.dateOutOfRange");
const range = z
  .object({ start: instant, end: instant })
  .refine((r) => r.end > r.start, "AvailabilityForm.invalidRange");

export const exceptionsQuerySchema = z.object({ listingId: z.uuid() }).and(range);
export const createExceptionSchema = z
  .object({ listingId: z.uuid(), seats: z.coerce.number().int().min(0).max(10_000) })
  .and(range);
export const timeSlotsQuerySchema = z
  .object({ listingId: z.uuid() })
  .and(range)
  .refine(
    (r) => r.end.getTime() - r.start.getTime() <= TIME_SLOT_WINDOW_DAYS * DAY_MS,
    "AvailabilityForm.rangeTooLong",
  );
export const availabilityPlanSchema = z
  .object({
    type: z.enum(["availability-plan/day", "availability-plan/time"]),
    timezone: z.string().refine(isValidTimeZone, "AvailabilityForm.invalidTimeZone"),
    entries: z
      .array(
        z.object({
          dayOfWeek: z.enum(DAYS_OF_WEEK),
          seats: z.number().int().min(0).max(10_000),
          startTime: z
            .string()
            .regex(/^\d{2}:\d{2}$/)
            .optional(),
          endTime: z
            .string()
            .regex(/^(\d{2}:\d{2}|24:00)$/)
            .optional(),
        }),
      )
      .max(7 * 24),
  })
  .superRefine((plan, ctx) => {
    // A time plan's entries follow the wizard's rules (decision 059), whoever sends them.
    if (plan.type !== "availability-plan/time") return;
    for (const problem of timeEntryProblems(plan.entries)) {
      ctx.addIssue({
        code: "custom",
        path: ["entries", problem.index],
        message: problem.messageId,
      });
    }
  });

/**
 * Listings managed by availability (LISTING_MANAGEMENT_TYPE=availability):
 * a weekly plan, exceptions to it, and the time slots they give.
 */
export function createAvailabilityService(deps: {
  availability: AvailabilityRepository;
  listings: OwnListingRepository;
}) {
  async function ownedListing(user: UserRecord, listingId: string) {
    const row = await deps.listings.findRow(listingId);
    if (!row || row.deleted) throw new AppError("not-found", 404, "ListingPage.notFound");
    if (row.authorId !== user.id) throw new AppError("forbidden", 403, "Errors.forbidden");
    return row;
  }

  return {
    async setPlan(user: UserRecord, listingId: string, plan: AvailabilityPlan) {
      await ownedListing(user, listingId);
      await deps.listings.update(listingId, {
        availabilityPlan: availabilityPlanSchema.parse(plan),
      });
    },
    async exceptions(user: UserRecord, input: z.infer<typeof exceptionsQuerySchema>) {
      await ownedListing(user, input.listingId);
      return deps.availability.exceptions(input.listingId, input.start, input.end);
    },
    async createException(user: UserRecord, input: z.infer<typeof createExceptionSchema>) {
      await ownedListing(user, input.listingId);
      return deps.availability.create(input);
    },
    async deleteException(user: UserRecord, id: string) {
      const exception = await deps.availability.find(id);
      if (!exception) throw new AppError("not-found", 404, "Errors.notFound");
      await ownedListing(user, exception.listingId);
      await deps.availability.delete(id);
      return exception;
    },
    /** Public: the open slots of a published listing in a window of at most 90 days. */
    async timeSlots(input: z.infer<typeof timeSlotsQuerySchema>) {
      const row = await deps.listings.findRow(input.listingId);
      if (!row || row.deleted || row.state !== "published")
        throw new AppError("not-found", 404, "ListingPage.notFound");
      if (!row.availabilityPlan) return [];
      const exceptions = await deps.availability.exceptions(row.id, input.start, input.end);
      const slots = generateTimeSlots(row.availabilityPlan, exceptions, input.start, input.end);
      // Booked seats are gone; a slot with none left is not offered (spec §5: booked slots block).
      const holds = await deps.availability.holds(row.id, input.start, input.end);
      return freeSeats(slots, holds).filter((slot) => slot.seats > 0);
    },
  };
}
export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
