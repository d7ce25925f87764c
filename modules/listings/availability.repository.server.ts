import { and, asc, eq, gt, inArray, lt } from "drizzle-orm";
import { availabilityExceptions, bookings, HOLDING_BOOKING_STATES } from "../../db/schema";
import type { Executor } from "../../db/unit-of-work";

export function createAvailabilityRepository(db: Executor) {
  return {
    async exceptions(listingId: string, start: Date, end: Date) {
      return db
        .select()
        .from(availabilityExceptions)
        .where(
          and(
            eq(availabilityExceptions.listingId, listingId),
            lt(availabilityExceptions.start, end),
            gt(availabilityExceptions.end, start),
          ),
        )
        .orderBy(asc(availabilityExceptions.start));
    },
    async create(values: { listingId: string; start: Date; end: Date; seats: number }) {
      const [row] = await db.insert(availabilityExceptions).values(values).returning();
      return row!;
    },
    async find(id: string) {
      const [row] = await db
        .select()
        .from(availabilityExceptions)
        .where(eq(availabilityExceptions.id, id));
      return row ?? null;
    },
    /** Seats held by pending and accepted bookings in [start, end) (decision 058). */
    async holds(listingId: string, start: Date, end: Date) {
      return db
        .select({ start: bookings.start, end: bookings.end, seats: bookings.seats })
        .from(bookings)
        .where(
          and(
            eq(bookings.listingId, listingId),
            inArray(bookings.state, [...HOLDING_BOOKING_STATES]),
            lt(bookings.start, end),
            gt(bookings.end, start),
          ),
        );
    },
    async delete(id: string) {
      await db.delete(availabilityExceptions).where(eq(availabilityExceptions.id, id));
    },
  };
}
export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
