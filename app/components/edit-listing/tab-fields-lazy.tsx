import { type ComponentProps, lazy, Suspense } from "react";
import type { AvailabilityPlanFields } from "~/components/availability/plan-fields";
import type { ExceptionsCalendar } from "../availability/exceptions-calendar";

/*
 * The wizard shows one tab at a time, and the availability tab (a listing managed by
 * availability) is the largest: its plan fields and exceptions calendar are a chunk of their
 * own, downloaded only on that tab. The server renders the tab in full; React keeps that HTML
 * and hydrates it once the chunk has arrived (as the listing page's booking form, decision
 * 060). The photo uploader and delivery stay in the page: a file or box picked before a lazy
 * part hydrates could be lost (decision 090).
 */
const PlanFieldsChunk = lazy(() =>
  import("../availability/plan-fields").then((module) => ({
    default: module.AvailabilityPlanFields,
  })),
);
const CalendarChunk = lazy(() =>
  import("../availability/exceptions-calendar").then((module) => ({
    default: module.ExceptionsCalendar,
  })),
);

export function LazyPlanFields(props: ComponentProps<typeof AvailabilityPlanFields>) {
  return (
    <Suspense fallback={null}>
      <PlanFieldsChunk {...props} />
    </Suspense>
  );
}

export function LazyExceptionsCalendar(props: ComponentProps<typeof ExceptionsCalendar>) {
  return (
    <Suspense fallback={null}>
      <CalendarChunk {...props} />
    </Suspense>
  );
}
