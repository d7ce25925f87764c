import { and, asc, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { availabilityExceptions } from "../../db/schema";

export function createAvailabilityRepository(db: Database) {
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
    async delete(id: string) {
      await db.delete(availabilityExceptions).where(eq(availabilityExceptions.id, id));
    },
  };
}
export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
